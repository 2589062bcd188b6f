import { describe, expect, it } from "vitest";
import { parseId } from "~/lib/ids";

// The one id parser every route, action and API handler uses.
describe("parseId", () => {
  it("takes a positive whole number of Latin digits", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("007")).toBe(7);
    expect(parseId("999999999999")).toBe(999_999_999_999);
  });

  it.each(["", "0", "000", "-3", "1.5", "1e3", "12abc", " 7", "7 ", "٣", "0x10", "1234567890123", null, undefined])("refuses %j", (value) => {
    expect(parseId(value)).toBeNull();
  });
});
