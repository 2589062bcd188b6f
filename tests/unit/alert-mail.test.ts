import { describe, expect, it } from "vitest";
import { alertMail, unsubscribeToken } from "~/features/saved-searches/alerts.server";
import type { AlertAd, AlertRecipient } from "~/features/saved-searches/queries.server";
import { testConfig } from "../workers/helpers/config";

// The alert e-mail's HTML part (features/saved-searches/alerts.server.ts
// alertMail): the same ads, links and unsubscribe link as the text, every
// person's text escaped, right to left in Arabic.
const config = testConfig();
const site = config.SITE_URL;

const recipient = (over: Partial<AlertRecipient> = {}): AlertRecipient => ({
  search_id: 7,
  user_id: 2,
  name: "كورولا · القاهرة",
  path: "/categories/vehicles",
  query: "q=corolla&governorate=1",
  email: "buyer@example.com",
  first_name: "منى",
  language: "ar",
  ...over,
});

const ad = (over: Partial<AlertAd> = {}): AlertAd => ({
  search_id: 7,
  id: 41,
  name: "تويوتا كورولا ٢٠١٨",
  price: 350_000,
  negotiable: 1,
  image: "ads/41-small.webp",
  region_name: "مدينة نصر",
  region_name_en: "Nasr City",
  governorate_name: "القاهرة",
  governorate_name_en: "Cairo",
  ...over,
});

/** The href of every link in an HTML text, unescaped. */
const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

describe("an alert e-mail's HTML part", () => {
  it("is an Arabic document, right to left, with each ad's photo, title, price in pounds, place and link, the listing and the one-click unsubscribe", async () => {
    const mail = await alertMail(
      config,
      [{ recipient: recipient(), ads: [ad(), ad({ id: 42, name: "كورولا فابريكا", image: null, negotiable: 0 })], total: 2 }],
      "instant",
    );
    const html = mail.html!;
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="ar" dir="rtl">/);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("text-align:right");
    expect(html).toContain(`<title>${mail.subject}</title>`);
    expect(html).toContain("مرحبًا منى،");
    expect(html).toContain("تويوتا كورولا ٢٠١٨");
    expect(html).toContain("٣٥٠٬٠٠٠ ج.م (قابل للتفاوض)");
    expect(html).toContain("مدينة نصر، القاهرة");
    expect(html).toContain(`<img src="${site}/media/ads/41-small.webp" alt="تويوتا كورولا ٢٠١٨"`);
    // The second ad has no photo: no image, the rest is there.
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain("٣٥٠٬٠٠٠ ج.م");
    const token = await unsubscribeToken(config.SESSION_SECRET, { searchId: 7 });
    expect(hrefs(html)).toEqual([
      `${site}/categories/product/41`,
      `${site}/categories/product/41`,
      `${site}/categories/product/42`,
      `${site}/categories/vehicles?q=corolla&governorate=1`,
      `${site}/alerts/unsubscribe/${token}`,
      `${site}/account/searches`,
    ]);
    expect(html).toContain(">اعرض كل نتائج البحث</a>");
    expect(html).toContain(">أوقف رسائل هذا البحث (دون تسجيل الدخول)</a>");
    expect(mail.headers!["List-Unsubscribe"]).toBe(`<${site}/alerts/unsubscribe/${token}>`);
    // Inline styles only, and no table.
    expect(html).not.toMatch(/<(table|style|script|link)\b/i);
    // The text part is still there, with the same links.
    expect(mail.text).toContain(`${site}/categories/product/42`);
    expect(mail.text).toContain(`${site}/alerts/unsubscribe/${token}`);
  });

  it("escapes what people typed: an ad's title and a search's name with a script and quotes", async () => {
    const title = `<script>alert("x")</script> شقة 'لوكس' & "فاخرة"`;
    const mail = await alertMail(
      config,
      [{ recipient: recipient({ name: `<img src=x onerror="alert(1)">` }), ads: [ad({ name: title })], total: 1 }],
      "instant",
    );
    const html = mail.html!;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; شقة &#39;لوكس&#39; &amp; &quot;فاخرة&quot;");
    expect(html).toContain(`alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; شقة &#39;لوكس&#39; &amp; &quot;فاخرة&quot;"`);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    // Every attribute still closes where it should: each link's address is one of ours.
    for (const href of hrefs(html)) expect(href.startsWith(`${site}/`)).toBe(true);
  });

  it("in English is left to right; the daily digest has each search's section, its own stop link and the stop-all link", async () => {
    const mail = await alertMail(
      config,
      [
        { recipient: recipient({ language: "en", name: "Cars", first_name: "Omar" }), ads: [ad()], total: 1 },
        {
          recipient: recipient({ language: "en", search_id: 8, name: "Flats", query: "q=flat" }),
          ads: [ad({ id: 50, search_id: 8, name: "Flat in Maadi" })],
          total: 3,
        },
      ],
      "daily",
    );
    const html = mail.html!;
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain("text-align:left");
    expect(html).toContain("350,000 EGP (negotiable)");
    expect(html).toContain("Nasr City, Cairo");
    expect(html).toContain("1 new ad matches your search “Cars”:");
    expect(html).toContain("3 new ads match your search “Flats”:");
    const [one, eight, all] = await Promise.all([
      unsubscribeToken(config.SESSION_SECRET, { searchId: 7 }),
      unsubscribeToken(config.SESSION_SECRET, { searchId: 8 }),
      unsubscribeToken(config.SESSION_SECRET, { userId: 2 }),
    ]);
    const links = hrefs(html);
    expect(links).toContain(`${site}/alerts/unsubscribe/${one}`);
    expect(links).toContain(`${site}/alerts/unsubscribe/${eight}`);
    expect(links).toContain(`${site}/alerts/unsubscribe/${all}`);
    expect(links).toContain(`${site}/categories/vehicles?q=flat`);
    expect(html).toContain(">Stop every alert e-mail (no sign-in needed)</a>");
    expect(html).toContain(">Stop the e-mails about this search only</a>");
  });
});
