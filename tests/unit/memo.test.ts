// What the isolate keeps between requests (app/lib/memo.ts): bounded by what
// it is keyed by, or by a budget of bytes however many different keys come.
import { describe, expect, it } from "vitest";
import { BoundedMemo, LastMade, perLanguage } from "~/lib/memo";

describe("BoundedMemo", () => {
  it("stays within its budget of bytes however many different answers come, keeping the newest", () => {
    const memo = new BoundedMemo(4096);
    let made = 0;
    const ask = (key: number) =>
      memo.get(key, () => {
        made++;
        return `answer ${key}`;
      });
    let most = 0;
    for (let key = 0; key < 10_000; key++) {
      if (ask(key) !== `answer ${key}`) throw new Error(`wrong answer for ${key}`);
      most = Math.max(most, memo.bytes);
    }
    expect(most).toBeLessThanOrEqual(4096);
    expect(memo.bytes).toBeGreaterThan(4096 / 2);
    // The newest answer is kept, the oldest went.
    made = 0;
    expect(ask(9_999)).toBe("answer 9999");
    expect(made).toBe(0);
    expect(ask(0)).toBe("answer 0");
    expect(made).toBe(1);
  });

  it("hands out an answer larger than the whole budget without keeping it", () => {
    const memo = new BoundedMemo(1024);
    const long = "x".repeat(8 * 1024);
    let made = 0;
    for (let round = 0; round < 2; round++) {
      expect(
        memo.get("long", () => {
          made++;
          return long;
        }),
      ).toBe(long);
    }
    expect(made).toBe(2);
    expect(memo.bytes).toBe(0);
  });
});

describe("LastMade and perLanguage", () => {
  it("make a value once for the same key and again for another", () => {
    const last = new LastMade<object>();
    const first = last.get("true:secret", () => ({}));
    expect(last.get("true:secret", () => ({}))).toBe(first);
    const other = last.get("false:secret", () => ({}));
    expect(other).not.toBe(first);
    expect(last.get("false:secret", () => ({}))).toBe(other);

    let made = 0;
    const format = perLanguage((language) => {
      made++;
      return { language };
    });
    expect(format("ar")).toBe(format("ar"));
    expect(format("en")).toEqual({ language: "en" });
    expect(made).toBe(2);
  });
});
