// The visitor's language (app/server/i18n.server.ts): the `lng` query, then the
// language cookie, then Accept-Language, else Arabic. One answer per request
// (the edge cache's key and the page share it), nothing kept between requests:
// each case is asked more than once and in between others, and an answer must
// never be another visitor's.
import { describe, expect, it } from "vitest";
import { detectLanguage, languageCookie } from "~/server/i18n.server";

const site = "https://souq.example";

async function cookieFor(language: string): Promise<string> {
  return (await languageCookie.serialize(language)).split(";")[0]!;
}

describe("detectLanguage", () => {
  it("takes the query, then the cookie, then Accept-Language, the same on every ask", async () => {
    const english = await cookieFor("en");
    const arabic = await cookieFor("ar");
    const cases: Array<[string, Record<string, string>, "ar" | "en"]> = [
      ["/", {}, "ar"],
      ["/", { "Accept-Language": "en-US,en;q=0.9" }, "en"],
      ["/", { "Accept-Language": "ar-EG,ar;q=0.9,en;q=0.5" }, "ar"],
      ["/", { "Accept-Language": "fr-FR,de;q=0.8" }, "ar"],
      ["/?lng=ar", { "Accept-Language": "en-US" }, "ar"],
      ["/?lng=en", { "Accept-Language": "ar-EG" }, "en"],
      ["/?lng=xx", { "Accept-Language": "en-GB" }, "en"],
      ["/", { Cookie: english, "Accept-Language": "ar-EG" }, "en"],
      ["/", { Cookie: `${arabic}; other=1`, "Accept-Language": "en-US" }, "ar"],
      ["/?lng=ar", { Cookie: english }, "ar"],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [path, headers, language] of round === 1 ? [...cases].reverse() : cases) {
        expect(await detectLanguage(new Request(`${site}${path}`, { headers })), `${path} ${JSON.stringify(headers)}`).toBe(language);
      }
    }
  });

  it("answers the same request the same way when asked twice", async () => {
    const request = new Request(`${site}/`, { headers: { "Accept-Language": "en" } });
    expect(await detectLanguage(request)).toBe("en");
    expect(await detectLanguage(request)).toBe("en");
  });

  it("reads only the first few ranges of a long Accept-Language", async () => {
    const madeUp = (count: number) => Array.from({ length: count }, (_, index) => `x${index}-ab;q=0.${(index % 9) + 1}`).join(",");
    const ask = (header: string) => detectLanguage(new Request(`${site}/`, { headers: { "Accept-Language": header } }));
    expect(await ask(`en-US,en;q=0.9,${madeUp(600)}`)).toBe("en");
    expect(await ask(`en-GB,fr;q=0.9,${"de-".padEnd(8 * 1024, "a")}`)).toBe("en");
    // A language past the sixth range is not looked for: browsers send a handful.
    expect(await ask(`${madeUp(6)},en`)).toBe("ar");
    expect(await ask(`${madeUp(5)},en`)).toBe("en");
    expect(await ask(`en-${"a".repeat(8 * 1024)}`)).toBe("ar");
  });
});
