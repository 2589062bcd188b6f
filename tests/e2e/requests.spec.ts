// Requests the Worker refuses before reading them: bodies larger than their
// route takes answer 413 in the visitor's language (a page, or the JSON
// envelope under /public/api/), whether announced by Content-Length or
// streamed without it; an ordinary ad with photos still goes through.
import { expect, test, visit } from "./test";
import sharp from "sharp";
import { createSignedInUser } from "./fixtures";

const big = (bytes: number) => "a".repeat(bytes);

test("an oversized sign-in post answers 413 in the visitor's language, by Content-Length", async ({ request }, testInfo) => {
  const form = { phone: "01000000003", password: big(200 * 1024) };
  const arabic = await request.post("/auth/signin", { form, maxRedirects: 0 });
  expect(arabic.status()).toBe(413);
  const html = await arabic.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain("ما أرسلته أكبر مما يقبله هذا النموذج");

  const english = await request.post(`${testInfo.project.use.baseURL}/auth/signin?lng=en`, { form, maxRedirects: 0 });
  expect(english.status()).toBe(413);
  expect(await english.text()).toContain("What you sent is larger than this form accepts");

  // The same body under the limit is read and answered as usual (a wrong password is no 413).
  const small = await request.post("/auth/signin", { form: { phone: "01000000003", password: "wrong-pass-123" }, maxRedirects: 0 });
  expect(small.status()).not.toBe(413);
});

test("a chunked sign-in post without Content-Length is cut off past the limit with 413", async ({ baseURL }) => {
  const chunk = new TextEncoder().encode(`phone=01000000003&password=${big(16 * 1024)}`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 20) return controller.close();
      sent += 1;
      controller.enqueue(chunk);
    },
  });
  const response = await fetch(`${baseURL}/auth/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL, "Accept-Language": "en" },
    body,
    duplex: "half",
    redirect: "manual",
  } as RequestInit);
  expect(response.status).toBe(413);
  expect(await response.text()).toContain("What you sent is larger than this form accepts");
});

test("the JSON API answers an oversized body with 413 in its envelope", async ({ request }) => {
  const response = await request.post("/public/api/user/login?lng=en", { data: { phone_number: "+201000000003", password: big(100 * 1024) } });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({
    success: false,
    msg: "What you sent is larger than this form accepts. Send fewer or smaller files and try again.",
    data: null,
  });
});

test("an ad with several photos, far above the text limit, is still taken", async ({ page }, testInfo) => {
  // A trader of its own: the seeded one's 2 free vehicle ads in 30 days are not this test's to spend.
  await createSignedInUser(page, testInfo, "trader");
  // Noisy photos, so they weigh what a phone's photos weigh (several hundred KB each).
  const noisy = (name: string) =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 85 })
      .toBuffer()
      .then((buffer) => ({ name, mimeType: "image/jpeg", buffer }));
  const photos = await Promise.all(["a.jpg", "b.jpg", "c.jpg"].map(noisy));
  const name = `إعلان بصور كثيرة ${Date.now().toString(36)}`;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    intent: "create",
    name,
    description: "وصف إعلان بصور كبيرة",
    price: "1500",
    note: "ملاحظة",
    negotiable: "yes",
    status: "used",
    latitude: "30.0511",
    longitude: "31.3656",
    address: "شارع عباس العقاد",
    category: "1",
    subcategory: "101",
    brand_country: "1011",
    third_branch: "10111",
    governorate: "1",
    region: "101",
  }))
    form.append(key, value);
  let total = 0;
  for (const item of photos) {
    form.append("images", new Blob([new Uint8Array(item.buffer)], { type: item.mimeType }), item.name);
    total += item.buffer.byteLength;
  }
  expect(total).toBeGreaterThan(1024 * 1024);
  const response = await page.request.post("/account/ads?sheet=add-ad", { multipart: form, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  await visit(page, "/account/ads");
  await expect(page.getByRole("link", { name: `تعديل ${name}` })).toBeVisible();
});
