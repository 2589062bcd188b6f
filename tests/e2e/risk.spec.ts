// The risk check seen by people, with JavaScript off and on: an ad from a
// second account with the same photo as another account's live ad is held,
// and both its seller (in "my ads") and the moderator (in the queue, with the
// matching ad and photo beside it) read why.
import sharp from "sharp";
import { expect, test, visit } from "./test";
import { adminPage, createSignedInUser, expectToast, otherPage, postAd } from "./fixtures";

/**
 * A photo with structure (bands and blocks laid out by `seed`, so each run's photo is its own, as people's photos
 * are), re-saved at the given size and quality.
 */
async function scene(seed: number, width: number, height: number, quality: number) {
  const pixels = Buffer.alloc(600 * 400 * 3);
  for (let y = 0; y < 400; y++)
    for (let x = 0; x < 600; x++) {
      const i = (y * 600 + x) * 3;
      const band = Math.floor((x + seed * 7) / 60) % 5;
      const column = Math.floor(x / 75);
      const row = Math.floor(y / 100);
      const block = ((seed >> ((column * 4 + row) % 24)) & 1) === 1;
      pixels[i] = block ? 235 : band * 50;
      pixels[i + 1] = Math.floor((y * 255) / 400);
      pixels[i + 2] = (band * 73) % 255;
    }
  const buffer = await sharp(pixels, { raw: { width: 600, height: 400, channels: 3 } })
    .resize(width, height)
    .jpeg({ quality })
    .toBuffer();
  return { name: "car.jpg", mimeType: "image/jpeg", buffer };
}

test("a second account's ad with the same photo is held, and the seller and the moderator read why", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const seed = Math.floor(Math.random() * 2 ** 24);
  await createSignedInUser(page, testInfo, "trader");
  const firstId = await postAd(page, `عربية أصلية ${tag}`, 250_000, { images: await scene(seed, 600, 400, 85) });

  const second = await otherPage(browser, testInfo);
  await createSignedInUser(second, testInfo, "customer");
  const copyName = `عربية منقولة ${tag}`;
  const copyId = await postAd(second, copyName, 240_000, { description: "الحالة ممتازة والرخصة سارية", images: await scene(seed, 480, 320, 60) });

  // The seller: under review, and why.
  await visit(second, "/account/ads");
  const card = second.locator("article.ad-card", { hasText: copyName });
  await expect(card.getByText("تحت المراجعه")).toBeVisible();
  await expect(card.getByText("صورة مطابقة لصورة في إعلان لحساب آخر")).toBeVisible();

  // The moderator: the reason, the matching ad and its photo beside it.
  const admin = await adminPage(browser, testInfo);
  await visit(admin, `/admin/moderation?ad=${copyId}`);
  const item = admin.locator(`article[data-ad-id="${copyId}"]`);
  const risk = item.getByRole("region", { name: /أوقفه الفحص التلقائي/ });
  await expect(risk.getByText("صورة مطابقة لصورة في إعلان لحساب آخر")).toBeVisible();
  await expect(risk.getByRole("link", { name: `الإعلان المطابق رقم ${firstId}` })).toBeVisible();
  const matching = risk.getByRole("img", { name: "الصورة المطابقة" });
  await expect(matching).toBeVisible();
  expect(await matching.getAttribute("src")).toMatch(/^\/media\/ads\/[0-9a-f-]+\.jpg$/);
  // On a phone: the matching photo on a line of its own above the match's links, each tall enough to tap.
  await admin.setViewportSize({ width: 360, height: 740 });
  const photoBox = (await matching.boundingBox())!;
  for (const link of [risk.getByRole("link", { name: `الإعلان المطابق رقم ${firstId}` }), risk.getByRole("link", { name: "صفحته", exact: true })]) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.y).toBeGreaterThanOrEqual(photoBox.y + photoBox.height);
  }
});

test("the admin adds an item not allowed and removes it, and sets the thresholds", async ({ browser }, testInfo) => {
  const admin = await adminPage(browser, testInfo);
  const term = `ممنوع${testInfo.project.name === "js" ? "جس" : "بلا"}${Math.random().toString(36).slice(2, 6)}`;
  await visit(admin, "/admin/risk");
  await expect(admin.getByRole("heading", { level: 1, name: "الفحص التلقائي للإعلانات" })).toBeVisible();
  await admin.getByLabel("الكلمة أو العبارة").fill(term);
  await admin.getByLabel("القسم").selectOption({ label: "مركبات" });
  await admin.getByRole("button", { name: "إضافة" }).click();
  const row = admin.getByRole("row", { name: new RegExp(term) });
  await expect(row).toContainText("مركبات");
  await row.getByRole("button", { name: `حذف ${term}` }).click();
  await expect(admin.getByRole("row", { name: new RegExp(term) })).toHaveCount(0);
  // Thresholds that do not hang together are refused with a message; the defaults are saved again.
  await admin.getByLabel("حد المراجعة (الدرجة)").fill("500");
  await admin.getByRole("button", { name: "حفظ الحدود" }).click();
  await expectToast(admin, /وحد المراجعة لا يزيد عن حد الرفض/);
  await admin.getByLabel("حد المراجعة (الدرجة)").fill("40");
  await admin.getByLabel("حد الرفض (الدرجة)").fill("100");
  await admin.getByRole("button", { name: "حفظ الحدود" }).click();
  await expectToast(admin, "تم الحفظ");
  await expect(admin.getByLabel("حد المراجعة (الدرجة)")).toHaveValue("40");
});
