import { expect, test, visit } from "./test";
import { createSignedInUser, createVerifiedUser, isSignedIn, newPerson, signIn, signOut, signUp } from "./fixtures";

// Guards both ways, open redirects, rate limits, cross-origin forms and the
// session cookie, with JavaScript off and on.

const guarded = ["/account", "/account/support", "/account/favorites", "/account/ads", "/account/bundles", "/account/verify"];
const anonymousOnly = ["/auth/signin", "/auth/forget-password", "/auth/change-password", "/auth/verification-confirmed"];

test("the account area needs a session and comes back to the page asked for", async ({ page, request }, testInfo) => {
  // Six guarded pages, a sign-up through the screens and six more pages: more than 30 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  for (const path of guarded) {
    await visit(page, path);
    await expect(page).toHaveURL(new RegExp(`/auth/signin\\?redirectTo=${encodeURIComponent(path)}$`));
  }
  // The traders directory sits outside the guarded layout.
  const directory = await request.get("/account/trader-profiles", { maxRedirects: 0 });
  expect(directory.status()).toBe(200);

  const person = await createVerifiedUser(page, request, testInfo);
  await visit(page, "/account/support");
  await expect(page).toHaveURL(/redirectTo=%2Faccount%2Fsupport$/);
  await page.getByLabel("رقم الهاتف").fill(person.phone);
  await page.getByLabel("كلمة المرور").fill(person.password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/account\/support$/);
  await expect(page.getByRole("heading", { name: "خدمة العملاء", level: 2 })).toBeVisible();

  // Signed in, the screens for signed-out visitors go home.
  for (const path of anonymousOnly) {
    await visit(page, path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test("an open-redirect attempt after sign-in goes home instead", async ({ page, request }, testInfo) => {
  const person = await createVerifiedUser(page, request, testInfo);
  for (const target of ["https://evil.example/steal", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
    await signIn(page, person.phone, person.password, `/auth/signin?redirectTo=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.context().clearCookies();
  }
  // A forged form field is checked too.
  const response = await page.request.post("/auth/signin", {
    form: { phone: person.phone, password: person.password, redirectTo: "https://evil.example/" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/");
  // Values that only become another host once normalised or decoded.
  for (const target of ["/.//evil.example", "/%2F/evil.example", "/\t/evil.example", "/./\\evil.example"]) {
    await page.context().clearCookies();
    const forged = await page.request.post("/auth/signin", {
      form: { phone: person.phone, password: person.password, redirectTo: target },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(forged.status(), target).toBe(302);
    expect(forged.headers()["location"], target).toBe("/");
  }
});

test("repeated wrong passwords are rate-limited with a clear message and status 429", async ({ page, request }, testInfo) => {
  const person = await createVerifiedUser(page, request, testInfo);
  for (let attempt = 0; attempt < 5; attempt++) {
    await signIn(page, person.phone, `wrong-${attempt}`);
    await expect(page.locator(".form-errors").getByText("رقم الهاتف أو كلمة المرور غير صحيحة")).toBeVisible();
  }
  // Now even the right password waits.
  await visit(page, "/auth/signin");
  await page.getByLabel("رقم الهاتف").fill(person.phone);
  await page.getByLabel("كلمة المرور").fill(person.password);
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/auth/signin"));
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  expect((await answer).status()).toBe(429);
  // The form's own message (with JavaScript the same text is also a toast).
  await expect(page.locator(".form-errors").getByText(/محاولات كثيرة. حاول مرة أخرى بعد [٠-٩]+ دقيقة./)).toBeVisible();
  expect(await isSignedIn(page)).toBe(false);

  // The same limit in English.
  await visit(page, "/auth/signin?lng=en");
  await page.getByLabel("Phone number").fill(person.phone);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator(".form-errors").getByText(/Too many attempts. Try again in \d+ minutes./)).toBeVisible();
});

test("a form posted from another site is refused", async ({ page, request }, testInfo) => {
  const person = await createVerifiedUser(page, request, testInfo);
  const form = { phone: person.phone, password: person.password };
  const fetchSite = await request.post("/auth/signin", { form, headers: { "Sec-Fetch-Site": "cross-site" }, maxRedirects: 0 });
  expect(fetchSite.status()).toBe(403);
  expect(fetchSite.headers()["set-cookie"] ?? "").not.toContain("__session");
  // The Worker answers before Remix sees the request.
  const origin = await request.post("/auth/signin", { form, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
  expect(origin.status()).toBe(403);
  expect(origin.headers()["set-cookie"] ?? "").not.toContain("__session");

  // A real cross-site page whose form posts to the sign-out of a signed-in visitor.
  await signIn(page, person.phone, person.password);
  await expect(page).toHaveURL(/\/$/);
  const target = new URL("/signout", page.url()).toString();
  const evil = await page.context().newPage();
  await evil.setContent(`<form method="post" action="${target}"><button>Win a prize</button></form>`);
  const refused = evil.waitForResponse((response) => response.url() === target);
  await evil.getByRole("button", { name: "Win a prize" }).click();
  expect((await refused).status()).toBe(403);
  await evil.close();
  expect(await isSignedIn(page)).toBe(true);
});

test("sessions: an HttpOnly SameSite=Lax cookie, a new id at each sign-in, gone after sign-out", async ({ page, request, context }, testInfo) => {
  const person = await createVerifiedUser(page, request, testInfo);
  await signIn(page, person.phone, person.password);
  await expect(page).toHaveURL(/\/$/);
  const first = (await context.cookies()).find((cookie) => cookie.name === "__session");
  expect(first).toBeDefined();
  expect(first!.httpOnly).toBe(true);
  expect(first!.sameSite).toBe("Lax");

  // A GET to /signout changes nothing.
  await visit(page, "/signout");
  expect(await isSignedIn(page)).toBe(true);

  await signOut(page);
  expect(await isSignedIn(page)).toBe(false);
  expect((await context.cookies()).find((cookie) => cookie.name === "__session")).toBeUndefined();

  // Signing in again gives a new id.
  await signIn(page, person.phone, person.password);
  await expect(page).toHaveURL(/\/$/);
  const second = (await context.cookies()).find((cookie) => cookie.name === "__session");
  expect(second!.value).not.toBe(first!.value);

  // Putting the first cookie back does not bring that session back: sign-out deleted it.
  await context.clearCookies();
  await context.addCookies([{ name: first!.name, value: first!.value, domain: first!.domain, path: first!.path, httpOnly: true, sameSite: "Lax" }]);
  expect(await isSignedIn(page)).toBe(false);
});

test("the development mailbox lists messages newest first, with their codes", async ({ page, request }, testInfo) => {
  const person = newPerson(testInfo);
  await signUp(page, person);
  await page.context().clearCookies();
  await visit(page, "/auth/forget-password");
  await page.getByLabel("رقم الهاتف").fill(person.phone);
  await page.getByRole("button", { name: "إرسال الرمز" }).click();
  await expect(page).toHaveURL(/\/auth\/change-password$/);
  const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(person.email)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  const html = await response.text();
  const kinds = [...html.matchAll(/<article[^>]*data-kind="([^"]+)"[^>]*data-code="(\d{6})"/g)].map((match) => match[1]);
  expect(kinds).toEqual(["reset_password", "verify"]);
  // Written in the visitor's language (Arabic here).
  expect(html).toContain("رمز تفعيل حسابك في سوق");
});

test("private pages tell the browser to store nothing; public pages keep their caching", async ({ page, playwright, baseURL }, testInfo) => {
  await createSignedInUser(page, testInfo);
  for (const path of ["/account", "/account/messages", "/account/orders", "/account/favorites", "/account/searches", "/account/ads", "/account/verify"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  // The same visitor's public pages, and an anonymous visitor's, may be kept (and asked for again before showing).
  for (const path of ["/", "/categories/vehicles", "/blog"]) {
    expect((await page.request.get(path)).headers()["cache-control"], path).toBe("private, no-cache");
  }
  const anonymous = await playwright.request.newContext({ baseURL });
  const home = await anonymous.get("/");
  expect(home.headers()["cache-control"]).toBe("private, no-cache");
  await anonymous.dispose();
});
