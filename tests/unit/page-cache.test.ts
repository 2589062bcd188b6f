import { describe, expect, it } from "vitest";
import { pageCacheControl } from "~/server/page-cache.server";

describe("a page's Cache-Control", () => {
  it("is no-store when any of its routes' loaders asks for it, else private, no-cache", () => {
    const asked = (value?: string) => new Headers(value ? { "Cache-Control": value } : {});
    expect(pageCacheControl([])).toBe("private, no-cache");
    expect(pageCacheControl([asked(), asked("private, max-age=0")])).toBe("private, no-cache");
    expect(pageCacheControl([asked(), asked("private, no-store")])).toBe("private, no-store");
    expect(pageCacheControl([asked("No-Store"), asked()])).toBe("private, no-store");
    // A directive that merely contains the words is not it.
    expect(pageCacheControl([asked('private, x-no-store-later="1"')])).toBe("private, no-cache");
  });
});
