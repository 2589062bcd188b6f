// Helpers for the account tests: unique people per test and project, the
// sign-up / verification / sign-in flows as a person does them (Arabic
// labels, the default language), and codes read from the local mailbox
// (/dev/mailbox, served when APP_ENV is "test" or "development"), plus
// posting an ad the way the form does.
import { expect, visit, type APIRequestContext, type Browser, type Page, type TestInfo } from "./test";
import sharp from "sharp";

export interface Person {
  accountType: "customer" | "trader";
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  /** As typed: 11 digits, 01[0125]… */
  phone: string;
  /** E.164, as stored */
  e164: string;
  password: string;
  companyName?: string;
}

let sequence = 0;

/** Eight digits that differ between tests, projects, workers and runs. */
function uniqueDigits(testInfo: TestInfo): string {
  sequence += 1;
  const project = testInfo.project.name === "js" ? 1 : 2;
  const mixed = (Date.now() % 1_000_000) * 97 + testInfo.workerIndex * 7919 + sequence * 131 + project * 50_021 + Math.floor(Math.random() * 1000);
  return String(mixed % 100_000_000).padStart(8, "0");
}

export function newPerson(testInfo: TestInfo, accountType: Person["accountType"] = "customer"): Person {
  const digits = uniqueDigits(testInfo);
  const prefix = ["010", "011", "012", "015"][Number(digits[7]) % 4];
  const phone = `${prefix}${digits}`;
  const tag = `${testInfo.project.name}-${digits}-${Math.random().toString(36).slice(2, 6)}`;
  return {
    accountType,
    firstName: accountType === "trader" ? "كريم" : "منى",
    lastName: accountType === "trader" ? "التاجر" : "حسن",
    username: `user-${tag}`,
    email: `${tag}@example.com`,
    phone,
    e164: `+2${phone}`,
    password: "secret-pass-1",
    companyName: accountType === "trader" ? `شركة النيل ${digits}` : undefined,
  };
}

/** The newest code e-mailed to an address (optionally of one kind), waiting briefly for it. */
export async function readCode(request: APIRequestContext, email: string, kind?: "verify" | "reset_password" | "change_email", after = 0): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const articles = [...html.matchAll(/<article[^>]*class="mailbox-message"[^>]*>/g)].map((match) => match[0]);
    const found = articles
      .map((tag) => ({ kind: /data-kind="([^"]+)"/.exec(tag)?.[1], code: /data-code="(\d{6})"/.exec(tag)?.[1] }))
      .filter((item) => item.code && (!kind || item.kind === kind));
    if (found.length > after) return found[0].code!;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind ?? ""} code for ${email} in the mailbox`);
}

/** The newest code sent by SMS to a number (E.164), read from the local SMS outbox (/dev/sms), waiting briefly for it. */
export async function readSmsCode(request: APIRequestContext, e164: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`/dev/sms?to=${encodeURIComponent(e164)}`);
    expect(response.status()).toBe(200);
    const code = /<article[^>]*class="mailbox-message sms-message"[^>]*data-code="(\d{6})"/.exec(await response.text())?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS code for ${e164} in the SMS outbox`);
}

/** How many coded messages an address has received (to wait for a newer one). */
export async function countCodes(request: APIRequestContext, email: string): Promise<number> {
  const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  return [...html.matchAll(/data-code="\d{6}"/g)].length;
}

/** A toast or notice with this text (no-JS: the notice region; JS: a Radix toast). */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}

export async function fillSignup(page: Page, person: Person, overrides: Partial<Record<keyof Person, string>> = {}) {
  const value = { ...person, ...overrides };
  await page.getByRole("radio", { name: value.accountType === "trader" ? "تاجر أو شركة" : "عميل" }).check();
  await page.getByLabel("الاسم الأول").fill(value.firstName);
  await page.getByLabel("اسم العائلة").fill(value.lastName);
  await page.getByLabel("اسم المستخدم").fill(value.username);
  await page.getByLabel("البريد الإلكتروني").fill(value.email);
  await page.getByLabel("رقم الهاتف").fill(value.phone);
  if (value.accountType === "trader" && value.companyName) await page.getByLabel("اسم الشركة").fill(value.companyName);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(value.password);
  await page.getByLabel("تأكيد كلمة المرور").fill(overrides.password ?? value.password);
}

/** Signs up through the form and lands on the verification screen. */
export async function signUp(page: Page, person: Person) {
  await visit(page, "/auth/signup");
  await fillSignup(page, person);
  await page.getByRole("checkbox", { name: /أوافق على شروط الاستخدام/ }).check();
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page).toHaveURL(/\/auth\/verification2$/);
}

/** From the verification screen: the code from the mailbox, then the confirmation. */
export async function verify(page: Page, request: APIRequestContext, person: Person) {
  const code = await readCode(request, person.email, "verify");
  await visit(page, "/auth/verification2");
  await page.getByLabel("رمز التفعيل").fill(code);
  await page.getByRole("button", { name: "تأكيد", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/verification-confirmed$/);
  await expect(page.getByText("تم تأكيد حسابك بنجاح")).toBeVisible();
}

export async function signIn(page: Page, phone: string, password: string, path = "/auth/signin") {
  await visit(page, path);
  await page.getByLabel("رقم الهاتف").fill(phone);
  await page.getByLabel("كلمة المرور").fill(password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
}

/** Signs out with the account area's sign-out form (a POST). */
export async function signOut(page: Page) {
  await visit(page, "/account");
  await page.locator(".account-header").getByRole("button", { name: "تسجيل الخروج" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A new, verified account, made through the test site's /dev/users (the
 * sign-up rules and account functions the pages use, without the screens):
 * the tests of sign-up, the code and sign-in themselves go through the pages.
 * Signed out.
 */
export async function createVerifiedUser(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  accountType: Person["accountType"] = "customer",
): Promise<Person> {
  const person = newPerson(testInfo, accountType);
  await makeAccount(request, person, false);
  return person;
}

/** A new, verified account, signed in in this page's browser (its session cookie set by /dev/users), on the home page. */
export async function createSignedInUser(
  page: Page,
  testInfo: TestInfo,
  accountType: Person["accountType"] = "customer",
  overrides: Partial<Pick<Person, "firstName" | "lastName" | "companyName">> = {},
): Promise<Person> {
  const person = { ...newPerson(testInfo, accountType), ...overrides };
  await makeAccount(page.request, person, true);
  await visit(page, "/");
  return person;
}

async function makeAccount(request: APIRequestContext, person: Person, signIn: boolean) {
  const { e164: _stored, ...fields } = person;
  const form: Record<string, string> = { ...fields, confirmPassword: person.password, agreed: "on", companyName: person.companyName ?? "" };
  if (signIn) form.signIn = "1";
  const response = await request.post("/dev/users", { form, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(201);
}

/** Whether the browser holds a live session: /account answers instead of redirecting. */
export async function isSignedIn(page: Page): Promise<boolean> {
  const response = await page.request.get("/account", { maxRedirects: 0 });
  return response.status() === 200;
}

/** A JPEG of the given size and colour, as a file input or multipart field takes it. */
export async function photo(name: string, width = 1200, height = 900, r = 200) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Posts a complete ad the way the form does (multipart, signed in as the page's user); returns its id. `fields`: more form fields (a car's `attr_year`…, another photo as `images`). */
export async function postAd(page: Page, name: string, price = 5, fields: Record<string, string | Awaited<ReturnType<typeof photo>>> = {}): Promise<number> {
  const response = await page.request.post("/account/ads?sheet=add-ad", {
    multipart: {
      intent: "create",
      name,
      description: "وصف تجريبي لإعلان اختبار",
      price: String(price),
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
      images: await photo("car.jpg", 800, 600),
      ...fields,
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await visit(page, "/account/ads");
  const href = await page.getByRole("link", { name: `حذف ${name}` }).getAttribute("href");
  return Number(/ad=(\d+)/.exec(href ?? "")?.[1]);
}

/** Another person's browser (the moderator, a visitor), with the same JavaScript setting. */
export async function otherPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: "ar-EG",
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
  });
  return context.newPage();
}

export async function adminPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const page = await otherPage(browser, testInfo);
  await signIn(page, "01000000001", "admin-pass-123");
  await expect(page).toHaveURL(/\/$/);
  return page;
}

/** The moderator approves an ad (the revision they saw, read from the queue). */
export async function approve(admin: Page, adId: number) {
  // Approval applies to the revision the moderator saw: read it from the queue.
  await visit(admin, `/admin/moderation?ad=${adId}`);
  const revision = await admin.locator(`article[data-ad-id="${adId}"] input[name="revision"]`).getAttribute("value");
  const response = await admin.request.post("/admin/moderation", { form: { intent: "approve", adId: String(adId), revision: revision! }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}
