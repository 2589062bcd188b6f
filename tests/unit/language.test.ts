// The visitor's language (app/server/i18n.server.ts): the `lng` query, then the
// language cookie, then Accept-Language, else Arabic. Answers are kept per
// isolate for the same inputs, so each case is asked more than once and in
// between others: a kept answer must never be another visitor's.
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
});
