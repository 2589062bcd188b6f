import { describe, expect, it } from "vitest";
import { KEPT_MARKER } from "~/lib/offline-page";
import { offlinePage, offlinePageFor } from "~/server/offline-page.server";
import { markViewer, VIEWER_HEADER, viewerOf } from "~/server/viewer.server";

describe("the service worker's offline pages", () => {
  it("are named by language and kind, and no other address is one", () => {
    expect(offlinePageFor("/offline/ar")).toEqual({ language: "ar", kind: "offline" });
    expect(offlinePageFor("/offline/en/")).toEqual({ language: "en", kind: "offline" });
    expect(offlinePageFor("/offline/en/not-sent")).toEqual({ language: "en", kind: "not-sent" });
    for (const path of ["/offline", "/offline/fr", "/offline/ar/other", "/x/offline/ar", "/offline/ar/not-sent/x"]) expect(offlinePageFor(path)).toBeNull();
  });

  it("speak the visitor's language, in its direction, with the slot the worker fills", async () => {
    const arabic = await offlinePage("ar", "offline").text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("أنت غير متصل بالإنترنت");
    // The list's slot, and the "nothing kept yet" line right after the list (shown while it is empty, public/fallback.css).
    expect(arabic).toContain(`<ul class="kept-list">${KEPT_MARKER}</ul><p class="nothing-kept">`);
    const english = await offlinePage("en", "not-sent").text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain("Nothing was sent");
    expect(english).not.toContain("<script");
  });
});

describe("the session a page was rendered for", () => {
  const withCookie = (cookie: string) => new Request("http://x/", { headers: { Cookie: cookie } });

  it("is a digest of the session cookie, never the cookie, and absent without one", async () => {
    const one = await viewerOf(withCookie("lng=ar; __session=abc.def"));
    expect(one).toMatch(/^[0-9a-f]{24}$/);
    expect(one).not.toContain("abc");
    expect(await viewerOf(withCookie("__session=abc.def"))).toBe(one);
    expect(await viewerOf(withCookie("__session=other"))).not.toBe(one);
    expect(await viewerOf(withCookie("lng=en"))).toBeNull();
  });

  it("is named on HTML pages only", async () => {
    const html = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    await markViewer(withCookie("__session=abc"), html);
    expect(html.get(VIEWER_HEADER)).toMatch(/^[0-9a-f]{24}$/);
    const json = new Headers({ "Content-Type": "application/json" });
    await markViewer(withCookie("__session=abc"), json);
    expect(json.has(VIEWER_HEADER)).toBe(false);
  });
});
