// Web Push: the notifications switch on the saved searches page.
//
// Without JavaScript there is no switch and the page works as before (the e-mail alerts). With JavaScript, in
// the Chromium these tests run, Notification.permission stays "denied" even with the permission granted to the
// context, and PushManager.subscribe() fails ("Registration failed - permission denied"): there is no push
// service to register with. So:
// - as the browser is, the switch says notifications are blocked in the browser's settings;
// - with the browser's Notification permission and PushManager answered by a stand-in (an init script: the
//   subscription a browser would hand over, with a real P-256 key made here), the switch turns on and off
//   through the real service worker registration and the server's /account/push, which the test reads back.
// - signing out: the service worker's own PushManager answered the same way (worker.evaluate), its sign-out
//   unsubscribes the device at the server and in the browser.
// The delivery itself (VAPID, aes128gcm, decrypted by a local push service) is tested in tests/workers/push.test.ts.
import { createECDH, randomBytes } from "node:crypto";
import { expect, reload, test, visit, type Page } from "./test";
import { createSignedInUser, expectToast, signIn, signOut } from "./fixtures";

// The switch needs the service worker (the other specs block it: tests/playwright.config.ts).
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 60_000 });

const TITLE = "الإشعارات على هذا الجهاز";
const TURN_ON = "تشغيل الإشعارات";
const TURN_OFF = "إيقاف الإشعارات";

/** A browser's subscription: an https endpoint of a push service and the keys it would encrypt to. */
function browserSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/souq-e2e/${randomBytes(8).toString("hex")}`,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

/** Answers the page's Notification permission and PushManager as a browser with a push service would; kept across reloads of the tab. */
async function standInPush(page: Page, subscription: ReturnType<typeof browserSubscription>) {
  await page.addInitScript((made) => {
    const state = () => JSON.parse(sessionStorage.getItem("push-stand-in") ?? '{"permission":"default","subscribed":false}');
    const save = (next: object) => sessionStorage.setItem("push-stand-in", JSON.stringify({ ...state(), ...next }));
    Object.defineProperty(Notification, "permission", { get: () => state().permission });
    Notification.requestPermission = async () => {
      save({ permission: "granted" });
      return "granted";
    };
    const handed = () => ({
      endpoint: made.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: { p256dh: made.p256dh, auth: made.auth } }),
      unsubscribe: async () => {
        save({ subscribed: false });
        return true;
      },
    });
    PushManager.prototype.getSubscription = async () => (state().subscribed ? (handed() as unknown as PushSubscription) : null);
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      save({ subscribed: true, keyLength: key.length, keyFirst: key[0] });
      return handed() as unknown as PushSubscription;
    };
  }, subscription);
}

const standIn = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem("push-stand-in") ?? "{}"));

/** Whether the server holds this endpoint for the signed-in account of the page's browser. */
async function serverHas(page: Page, endpoint: string): Promise<boolean> {
  const response = await page.request.get(`/account/push?endpoint=${encodeURIComponent(endpoint)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { subscribed: boolean }).subscribed;
}

test("without JavaScript there is no notifications switch, and the saved searches page works", async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled !== false, "the page without JavaScript");
  await createSignedInUser(page, testInfo);
  await visit(page, "/account/searches");
  await expect(page.getByRole("heading", { name: "عمليات البحث المحفوظة" }).first()).toBeVisible();
  await expect(page.getByText("لم تحفظ أي بحث بعد", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  await expect(page.getByRole("button", { name: TURN_ON })).toHaveCount(0);
});

test("in a browser that refuses notifications, the switch says they are blocked in its settings", async ({ page, context, baseURL }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "push needs JavaScript");
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await createSignedInUser(page, testInfo);
  await visit(page, "/account/searches");
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  // This Chromium has no push service: it answers "denied" whatever was granted (seen, not assumed: if it
  // ever gives a real subscription, this test fails and the stand-in below can go).
  expect(await page.evaluate(() => Notification.permission)).toBe("denied");
  await expect(page.getByRole("status").filter({ hasText: "الإشعارات محظورة لهذا الموقع في إعدادات المتصفح" })).toBeVisible();
  await expect(page.getByRole("button", { name: TURN_ON })).toHaveCount(0);
});

test("a device turns notifications on and off for the signed-in account only", async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "push needs JavaScript");
  const subscription = browserSubscription();
  await standInPush(page, subscription);
  await createSignedInUser(page, testInfo);
  await visit(page, "/account/searches");
  await expect(page.getByRole("status").filter({ hasText: "الإشعارات متوقفة على هذا الجهاز." })).toBeVisible();
  await page.getByRole("button", { name: TURN_ON }).click();
  await expectToast(page, "تم تشغيل الإشعارات على هذا الجهاز.");
  await expect(page.getByRole("status").filter({ hasText: "الإشعارات مفعّلة على هذا الجهاز." })).toBeVisible();
  // Subscribed with the site's VAPID public key (an uncompressed P-256 point), and stored for this account.
  expect(await standIn(page)).toMatchObject({ subscribed: true, keyLength: 65, keyFirst: 4 });
  expect(await serverHas(page, subscription.endpoint)).toBe(true);
  await reload(page);
  await expect(page.getByRole("button", { name: TURN_OFF })).toBeVisible();

  // Another account on another browser does not see this device as its own, and cannot remove it.
  const other = await browser.newPage();
  await createSignedInUser(other, testInfo);
  expect(await serverHas(other, subscription.endpoint)).toBe(false);
  const removed = await other.request.post("/account/push", { form: { intent: "unsubscribe", endpoint: subscription.endpoint } });
  expect(await removed.json()).toEqual({ ok: true, subscribed: false });
  expect(await serverHas(page, subscription.endpoint)).toBe(true);
  await other.context().close();

  await page.getByRole("button", { name: TURN_OFF }).click();
  await expectToast(page, "تم إيقاف الإشعارات على هذا الجهاز.");
  await expect(page.getByRole("button", { name: TURN_ON })).toBeVisible();
  expect(await standIn(page)).toMatchObject({ subscribed: false });
  expect(await serverHas(page, subscription.endpoint)).toBe(false);

  // Signed out, the account's device list takes nothing from this browser.
  await signOut(page);
  const signedOut = await page.request.post("/account/push", { form: { intent: "subscribe", ...subscription } });
  expect(signedOut.status()).toBe(401);
});

test("signing out unsubscribes the device, at the server and in the browser", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "push needs JavaScript");
  const subscription = browserSubscription();
  await standInPush(page, subscription);
  const person = await createSignedInUser(page, testInfo);
  await visit(page, "/account/searches");
  await page.getByRole("button", { name: TURN_ON }).click();
  await expect(page.getByRole("button", { name: TURN_OFF })).toBeVisible();
  expect(await serverHas(page, subscription.endpoint)).toBe(true);

  // The service worker's own PushManager answers with this device's subscription, as a browser's would.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate((endpoint) => {
    const handed = {
      endpoint,
      unsubscribe: async () => {
        Object.assign(self, { unsubscribedAtSignOut: true });
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () => handed as unknown as PushSubscription;
  }, subscription.endpoint);
  await signOut(page);
  expect(await worker.evaluate(() => (self as unknown as { unsubscribedAtSignOut?: boolean }).unsubscribedAtSignOut)).toBe(true);
  // Signed in again: the account no longer has this device.
  await signIn(page, person.phone, person.password);
  await expect(page).not.toHaveURL(/\/auth\/signin/);
  expect(await serverHas(page, subscription.endpoint)).toBe(false);
});

test("the service worker shows a push as a notification that opens a page of this site only", async ({ page, context, baseURL }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "push needs JavaScript");
  const registered = context.waitForEvent("serviceworker");
  await visit(page, "/");
  const worker = context.serviceWorkers()[0] ?? (await registered);
  // This Chromium shows no notification (permission denied): the registration's showNotification is answered
  // here, and the pushes are dispatched as the push service's would arrive.
  const shown = await worker.evaluate(() => {
    const calls: Array<{ title: string; options: NotificationOptions }> = [];
    ServiceWorkerRegistration.prototype.showNotification = async (title: string, options: NotificationOptions = {}) => {
      calls.push({ title, options });
    };
    const pushes = [
      { title: "إعلانان جديدان في «كورولا»", body: "تويوتا كورولا وغيره.", url: "/categories/vehicles?q=corolla", tag: "search-7", icon: "/favicon.svg" },
      { title: "Phish", body: "b", url: "https://evil.example/login", icon: "https://evil.example/i.png" },
      { title: "", url: "//evil.example/x" },
    ];
    for (const data of pushes) {
      try {
        const { PushEvent } = self as unknown as { PushEvent: new (type: string, init: { data: string }) => Event };
        self.dispatchEvent(new PushEvent("push", { data: JSON.stringify(data) }));
      } catch {
        // waitUntil refuses an event the browser did not send, after the notification was asked for.
      }
    }
    return calls.map(({ title, options }) => ({ title, body: options.body, tag: options.tag, icon: options.icon, url: (options.data as { url: string }).url }));
  });
  expect(shown).toEqual([
    {
      title: "إعلانان جديدان في «كورولا»",
      body: "تويوتا كورولا وغيره.",
      tag: "search-7",
      icon: `${baseURL}/favicon.svg`,
      url: `${baseURL}/categories/vehicles?q=corolla`,
    },
    { title: "Phish", body: "b", tag: undefined, icon: `${baseURL}/`, url: `${baseURL}/` },
    { title: "Souq", body: "", tag: undefined, icon: `${baseURL}/favicon.svg`, url: `${baseURL}/` },
  ]);
});

test("the server refuses a hostile subscription with a clear answer, and stores nothing", async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "one run is enough: no page is involved");
  await createSignedInUser(page, testInfo);
  const good = browserSubscription();
  const post = (form: Record<string, string>) => page.request.post("/account/push", { form: { intent: "subscribe", ...form } });
  for (const [form, error] of [
    [{ ...good, endpoint: "http://push.example.test/plain" }, "push:errors.endpoint"],
    [{ ...good, endpoint: "javascript:alert(1)" }, "push:errors.endpoint"],
    [{ ...good, p256dh: "not-a-key" }, "push:errors.keys"],
    [{ ...good, auth: "x".repeat(500) }, "push:errors.keys"],
    [{ ...good, p256dh: `B${"A".repeat(86)}` }, "push:errors.keys"],
  ] as const) {
    const response = await post(form);
    expect(response.status(), JSON.stringify(form)).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error });
  }
  expect(await serverHas(page, good.endpoint)).toBe(false);
});
