import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/server/config.server";
import { testConfig } from "./helpers/config";
import {
  authenticate,
  changePassword,
  confirmEmailChange,
  createUser,
  findUserByPhone,
  markVerified,
  resetPassword,
  updateProfile,
  type NewAccount,
} from "~/features/auth/accounts.server";
import { checkCode, CODE_MAX_ATTEMPTS, issueCode, resendWait } from "~/features/auth/codes.server";
import { countLiveApiTokens, findApiTokenUser, issueApiToken } from "~/server/api-tokens.server";
import { codeMail, listOutbox, MailError, mailAdapter, outboxHtml, sendMail } from "~/server/mail.server";
import {
  countLiveSessions,
  createSession,
  endSession,
  findSessionUser,
  getOptionalUser,
  getSession,
  isCrossOriginPost,
  requireAnonymous,
  requireUser,
  startSession,
} from "~/server/session.server";
import { createSupportRequest } from "~/features/support/support.server";
import { detectImageType, readImage, sortAttachments, storeAttachment, storeProfileImage } from "~/server/uploads.server";
import { loader as mailboxLoader } from "~/routes/dev.mailbox";
import { createTestEnv } from "./helpers/db";

// Accounts, codes, sessions, mail, uploads and support against a real local
// D1 and R2 with every migration applied.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

const config: Config = testConfig();

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
});

afterAll(async () => {
  await dispose?.();
});

const db = () => ({ db: env.DB });
const codes = () => ({ db: env.DB, secret: config.SESSION_SECRET });
let serial = 0;

function account(overrides: Partial<NewAccount> = {}): NewAccount {
  serial += 1;
  return {
    accountType: "customer",
    firstName: "Mona",
    lastName: "Hassan",
    username: `mona${serial}`,
    email: `mona${serial}@example.com`,
    phone: `+20101000${String(serial).padStart(4, "0")}`,
    password: "secret-1",
    language: "ar",
    ...overrides,
  };
}

async function newUser(overrides: Partial<NewAccount> = {}) {
  const created = await createUser(db(), account(overrides));
  if (!created.ok) throw new Error(`conflict: ${created.conflicts.join()}`);
  return created.user;
}

/** A request context like the Worker's, collecting the cookies it sets. */
function requestContext() {
  const cookies: string[] = [];
  return {
    cookies,
    context: {
      db: env.DB,
      config,
      setCookie: (cookie: string) => cookies.push(cookie),
      t: (key: string) => key,
    },
  };
}

const cookieHeader = (setCookie: string) => setCookie.split(";")[0];

describe("registration and credentials", () => {
  it("stores a PBKDF2 hash, never the password, and starts unverified", async () => {
    const user = await newUser({ accountType: "trader", companyName: "Nile Motors" });
    expect(user).toMatchObject({ isTrader: true, companyName: "Nile Motors", verified: false });
    const row = await env.DB.prepare("SELECT password_hash, phone_verified_at FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ password_hash: string; phone_verified_at: string | null }>();
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row!.password_hash).not.toContain("secret-1");
    await markVerified(db(), user.id);
    // The e-mailed code verifies the account through its e-mail; the phone is verified only by an SMS code.
    expect(await findUserByPhone(db(), user.phone)).toMatchObject({ verified: true, emailVerified: true, phoneVerified: false });
  });

  it("reports a phone, e-mail (any case) or username already registered", async () => {
    const first = await newUser();
    const again = await createUser(db(), account({ phone: first.phone, email: first.email.toUpperCase(), username: first.username.toUpperCase() }));
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.conflicts.sort()).toEqual(["email", "phone", "username"]);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE phone = ?").bind(first.phone).first<{ n: number }>();
    expect(count!.n).toBe(1);
  });

  it("authenticates the right password only, the same way for an unknown phone", async () => {
    const user = await newUser();
    expect(await authenticate(db(), user.phone, "secret-1")).toMatchObject({ ok: true, user: { id: user.id } });
    expect(await authenticate(db(), user.phone, "secret-2")).toEqual({ ok: false, reason: "invalid" });
    expect(await authenticate(db(), "+201099999990", "secret-1")).toEqual({ ok: false, reason: "invalid" });
    await env.DB.prepare("UPDATE users SET status = 'suspended' WHERE id = ?").bind(user.id).run();
    expect(await authenticate(db(), user.phone, "secret-1")).toEqual({ ok: false, reason: "suspended" });
  });
});

describe("one-time codes", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  it("stores only a keyed hash and accepts the right code once", async () => {
    const user = await newUser();
    const code = await issueCode(codes(), user.id, "verify", user.email, now);
    expect(code).toMatch(/^\d{6}$/);
    const row = await env.DB.prepare("SELECT code_hash, expires_at FROM verification_codes WHERE user_id = ?")
      .bind(user.id)
      .first<{ code_hash: string; expires_at: string }>();
    expect(row!.code_hash).not.toContain(code);
    expect(row!.expires_at).toBe("2026-11-23 12:15:00");
    expect(await checkCode(codes(), user.id, "verify", code, now)).toEqual({ status: "ok", email: user.email, purpose: "verify" });
    expect(await checkCode(codes(), user.id, "verify", code, now)).toEqual({ status: "missing" });
  });

  it("locks a code after five wrong attempts, even against the right one", async () => {
    const user = await newUser();
    const code = await issueCode(codes(), user.id, "verify", user.email, now);
    const wrong = code === "000000" ? "111111" : "000000";
    const results = [];
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) results.push(await checkCode(codes(), user.id, "verify", wrong, now));
    expect(results.map((result) => result.status)).toEqual(["invalid", "invalid", "invalid", "invalid", "locked"]);
    expect(results.slice(0, 4).map((result) => (result.status === "invalid" ? result.remaining : null))).toEqual([4, 3, 2, 1]);
    expect(await checkCode(codes(), user.id, "verify", code, now)).toEqual({ status: "locked" });
  });

  it("counts concurrent attempts atomically: never more than five checks", async () => {
    const user = await newUser();
    const code = await issueCode(codes(), user.id, "verify", user.email, now);
    const wrong = code === "000000" ? "111111" : "000000";
    await Promise.all(Array.from({ length: 12 }, () => checkCode(codes(), user.id, "verify", wrong, now)));
    const row = await env.DB.prepare("SELECT attempts FROM verification_codes WHERE user_id = ?").bind(user.id).first<{ attempts: number }>();
    expect(row!.attempts).toBe(CODE_MAX_ATTEMPTS);
  });

  it("expires after 15 minutes; a new code ends the old one; resending waits a minute", async () => {
    const user = await newUser();
    const first = await issueCode(codes(), user.id, "reset_password", user.email, now);
    expect(await checkCode(codes(), user.id, "reset_password", first, new Date(now.getTime() + 15 * 60_000))).toEqual({ status: "expired" });
    expect(await resendWait(db(), user.id, "reset_password", new Date(now.getTime() + 20_000))).toBe(40);
    expect(await resendWait(db(), user.id, "reset_password", new Date(now.getTime() + 61_000))).toBe(0);
    const later = new Date(now.getTime() + 120_000);
    const second = await issueCode(codes(), user.id, "reset_password", user.email, later);
    // The first code is no longer the live one.
    if (first !== second) expect((await checkCode(codes(), user.id, "reset_password", first, later)).status).toBe("invalid");
    expect((await checkCode(codes(), user.id, "reset_password", second, later)).status).toBe("ok");
  });
});

describe("sessions", () => {
  it("keeps only the SHA-256 of the token, and ends at expiry, revocation or suspension", async () => {
    const user = await newUser();
    const now = new Date();
    const { token, id } = await createSession(db(), user.id, "test-agent", now);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toBe(token);
    const stored = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(user.id).all<{ id: string }>();
    expect(stored.results.map((row) => row.id)).toEqual([id]);
    expect((await findSessionUser(db(), token, now))?.user.id).toBe(user.id);
    expect(await findSessionUser(db(), token, new Date(now.getTime() + 31 * 24 * 3600_000))).toBeNull();
    expect(await findSessionUser(db(), "not-a-token", now)).toBeNull();
    await env.DB.prepare("UPDATE users SET status = 'suspended' WHERE id = ?").bind(user.id).run();
    expect(await findSessionUser(db(), token, now)).toBeNull();
  });

  it("signs in with a signed cookie, replaces an older session, and signs out", async () => {
    const user = await newUser();
    const first = requestContext();
    await startSession(new Request("http://127.0.0.1/auth/signin", { method: "POST" }), first.context, user.id);
    expect(first.cookies[0]).toMatch(/^__session=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = cookieHeader(first.cookies[0]);
    const signedIn = new Request("http://127.0.0.1/account", { headers: { Cookie: cookie } });
    expect((await getOptionalUser(signedIn, first.context))?.id).toBe(user.id);

    // A tampered cookie is no session. (The value is changed, not the signature's
    // last character: some of that character's bits are padding.)
    const tampered = new Request("http://127.0.0.1/account", {
      headers: { Cookie: cookie.replace(/=(.)/, (_, char: string) => `=${char === "A" ? "B" : "A"}`) },
    });
    expect(await getOptionalUser(tampered, first.context)).toBeNull();

    // Signing in again from the same browser: a new id, the old row gone.
    const second = requestContext();
    await startSession(new Request("http://127.0.0.1/auth/signin", { method: "POST", headers: { Cookie: cookie } }), second.context, user.id);
    expect(cookieHeader(second.cookies[0])).not.toBe(cookie);
    // The next visit with the old cookie is no session.
    expect(await getOptionalUser(signedIn, requestContext().context)).toBeNull();
    expect(await countLiveSessions(db(), user.id)).toBe(1);

    const out = requestContext();
    await endSession(new Request("http://127.0.0.1/signout", { method: "POST", headers: { Cookie: cookieHeader(second.cookies[0]) } }), out.context);
    expect(out.cookies[0]).toContain("Max-Age=0");
    expect(await countLiveSessions(db(), user.id)).toBe(0);
  });

  it("reads a page's session once per request, and again after a form's action", async () => {
    const user = await newUser();
    const session = requestContext();
    await startSession(new Request("http://127.0.0.1/auth/signin", { method: "POST" }), session.context, user.id);
    const cookie = cookieHeader(session.cookies[0]);
    const page = new Request("http://127.0.0.1/categories/product/1", { headers: { Cookie: cookie } });
    // The root's loader and the page's own ask together, each with its copy of the request: one read, one answer.
    const [root, own] = [getSession(page, session.context), getSession(new Request(page), session.context)];
    expect(root).toBe(own);
    expect((await root)?.user.id).toBe(user.id);
    // A post is read afresh each time: its action may have signed out.
    const post = new Request("http://127.0.0.1/signout", { method: "POST", headers: { Cookie: cookie } });
    expect((await getOptionalUser(post, session.context))?.id).toBe(user.id);
    await endSession(post, requestContext().context);
    expect(await getOptionalUser(post, session.context)).toBeNull();
  });

  it("guards: visitors are sent to sign in with a local return path; signed-in users leave the anonymous screens", async () => {
    const { context } = requestContext();
    const visitor = new Request("http://127.0.0.1/account/support?x=1&_data=routes%2Faccount.support");
    const thrown = await requireUser(visitor, context).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/auth/signin?redirectTo=%2Faccount%2Fsupport%3Fx%3D1");

    const user = await newUser();
    const session = requestContext();
    await startSession(new Request("http://127.0.0.1/auth/signin", { method: "POST" }), session.context, user.id);
    const signedIn = new Request("http://127.0.0.1/auth/signin", { headers: { Cookie: cookieHeader(session.cookies[0]) } });
    const away = await requireAnonymous(signedIn, context).catch((error: unknown) => error);
    expect((away as Response).headers.get("Location")).toBe("/");
    expect((await requireUser(signedIn, context)).id).toBe(user.id);
  });

  it("a changed password or a reset ends every session and revokes every API token", async () => {
    const user = await newUser();
    const first = await createSession(db(), user.id, null);
    const other = await createSession(db(), user.id, null);
    const token = await issueApiToken(db(), user.id);
    expect(await changePassword(db(), user.id, { currentPassword: "wrong", newPassword: "secret-2" })).toBe("wrong-password");
    expect(await countLiveSessions(db(), user.id)).toBe(2);
    expect(await findApiTokenUser(db(), token.token)).not.toBeNull();
    expect(await changePassword(db(), user.id, { currentPassword: "secret-1", newPassword: "secret-2" })).toBe("ok");
    expect(await findSessionUser(db(), first.token)).toBeNull();
    expect(await findSessionUser(db(), other.token)).toBeNull();
    expect(await findApiTokenUser(db(), token.token)).toBeNull();
    expect(await countLiveApiTokens(db(), user.id)).toBe(0);
    expect((await authenticate(db(), user.phone, "secret-2")).ok).toBe(true);

    const later = await createSession(db(), user.id, null);
    const laterToken = await issueApiToken(db(), user.id);
    await resetPassword(db(), user.id, "secret-3");
    expect(await countLiveSessions(db(), user.id)).toBe(0);
    expect(await findSessionUser(db(), later.token)).toBeNull();
    expect(await findApiTokenUser(db(), laterToken.token)).toBeNull();
    expect((await authenticate(db(), user.phone, "secret-3")).ok).toBe(true);
  });
});

describe("the profile", () => {
  it("saves names and phone at once, and keeps a new e-mail pending until confirmed", async () => {
    const user = await newUser();
    await markVerified(db(), user.id);
    // Its phone verified by SMS as well (markVerified, the e-mailed code's, verifies only the e-mail).
    await env.DB.prepare("UPDATE users SET phone_verified_at = datetime('now') WHERE id = ?1").bind(user.id).run();
    const taken = await newUser();
    const clash = await updateProfile(db(), user, { firstName: "Salma", lastName: "Farouk", email: user.email, phone: taken.phone });
    expect(clash).toEqual({ ok: false, conflicts: ["phone"] });
    const names = await updateProfile(db(), user, { firstName: "Salma", lastName: "Farouk", email: user.email, phone: user.phone });
    expect(names).toEqual({ ok: true, emailChange: null, phoneChanged: false });
    expect((await findUserByPhone(db(), user.phone))!).toMatchObject({ verified: true, phoneVerified: true });
    const saved = await updateProfile(db(), user, {
      firstName: "Salma",
      lastName: "Farouk",
      email: "new@example.com",
      phone: "+201559999999",
      companyName: "ignored",
    });
    expect(saved).toEqual({ ok: true, emailChange: "new@example.com", phoneChanged: true });
    const after = (await findUserByPhone(db(), "+201559999999"))!;
    // A new phone number is not verified until it is verified again by SMS; the account stays verified through its e-mail.
    expect(after).toMatchObject({
      firstName: "Salma",
      email: user.email,
      pendingEmail: "new@example.com",
      companyName: null,
      phoneVerified: false,
      emailVerified: true,
      verified: true,
    });
    expect(await confirmEmailChange(db(), user.id, "new@example.com")).toEqual({ ok: true });
    expect((await findUserByPhone(db(), "+201559999999"))!).toMatchObject({ email: "new@example.com", pendingEmail: null });
  });
});

describe("mail", () => {
  let server: Server;
  let received: Array<{ headers: IncomingMessage["headers"]; body: string }> = [];
  let answer = 202;
  let url = "";

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        received.push({ headers: request.headers, body });
        response.writeHead(answer, { "Content-Type": "application/json" });
        response.end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("writes code e-mails in the recipient's language to the local outbox by default", async () => {
    expect(mailAdapter(config)).toBe("outbox");
    await sendMail({ db: env.DB, config }, codeMail("verify", { to: "ar@example.com", name: "منى", code: "123456", language: "ar" }));
    await sendMail({ db: env.DB, config }, codeMail("reset_password", { to: "en@example.com", name: "Mona", code: "654321", language: "en" }));
    const [arabic] = await listOutbox(db(), { to: "ar@example.com" });
    expect(arabic).toMatchObject({ subject: "رمز تفعيل حسابك في سوق", code: "123456", language: "ar", status: "sent", kind: "verify" });
    expect(arabic.body).toContain("مرحبًا منى،");
    const [english] = await listOutbox(db(), { to: "EN@example.com" });
    expect(english).toMatchObject({ subject: "Reset your Souq password", code: "654321", language: "en" });
  });

  it("POSTs JSON with the bearer key to the provider, and keeps no body in the outbox", async () => {
    received = [];
    answer = 202;
    const httpConfig = { ...config, MAIL_PROVIDER_URL: url, MAIL_API_KEY: "key-123" };
    expect(mailAdapter(httpConfig)).toBe("http");
    await sendMail({ db: env.DB, config: httpConfig }, codeMail("verify", { to: "http@example.com", name: "Mona", code: "246810", language: "en" }));
    expect(received).toHaveLength(1);
    expect(received[0].headers.authorization).toBe("Bearer key-123");
    expect(received[0].headers["content-type"]).toBe("application/json");
    const payload = JSON.parse(received[0].body);
    expect(payload).toMatchObject({ from: "Souq <no-reply@souq.example>", to: "http@example.com", subject: "Your Souq verification code" });
    expect(payload.text).toContain("246810");
    const [record] = await listOutbox(db(), { to: "http@example.com" });
    expect(record).toMatchObject({ status: "sent", body: "", code: null });
  });

  it("sends a message's HTML part beside its text (multipart/alternative at the provider), and keeps neither in the outbox", async () => {
    received = [];
    answer = 202;
    const httpConfig = { ...config, MAIL_PROVIDER_URL: url, MAIL_API_KEY: "key-123" };
    const html = '<!DOCTYPE html>\n<html lang="ar" dir="rtl"><body><p>مرحبًا</p></body></html>';
    await sendMail({ db: env.DB, config: httpConfig }, { to: "html@example.com", subject: "s", text: "مرحبًا", html, kind: "search_alert", language: "ar" });
    expect(JSON.parse(received[0].body)).toMatchObject({ text: "مرحبًا", html });
    const [record] = await listOutbox(db(), { to: "html@example.com" });
    expect(record).toMatchObject({ status: "sent", body: "", hasHtml: false });
    // The local outbox keeps both parts.
    await sendMail({ db: env.DB, config }, { to: "html-local@example.com", subject: "s", text: "مرحبًا", html, kind: "search_alert", language: "ar" });
    const [local] = await listOutbox(db(), { to: "html-local@example.com" });
    expect(local).toMatchObject({ body: "مرحبًا", hasHtml: true });
    expect(await outboxHtml(db(), local!.id)).toBe(html);
  });

  it("reports a refusing or unreachable provider as MailError and records the failure", async () => {
    answer = 500;
    const httpConfig = { ...config, MAIL_PROVIDER_URL: url, MAIL_API_KEY: "key-123" };
    await expect(
      sendMail({ db: env.DB, config: httpConfig }, codeMail("verify", { to: "down@example.com", name: "M", code: "111111", language: "ar" })),
    ).rejects.toBeInstanceOf(MailError);
    const unreachable = { ...httpConfig, MAIL_PROVIDER_URL: "http://127.0.0.1:9/send" };
    await expect(
      sendMail({ db: env.DB, config: unreachable }, codeMail("verify", { to: "down@example.com", name: "M", code: "111111", language: "ar" })),
    ).rejects.toBeInstanceOf(MailError);
    const records = await listOutbox(db(), { to: "down@example.com" });
    expect(records.map((record) => record.status)).toEqual(["failed", "failed"]);
  });

  it("the mailbox page answers 404 unless the environment is development or test", async () => {
    const args = (APP_ENV: Config["APP_ENV"]) =>
      ({
        request: new Request("http://127.0.0.1/dev/mailbox"),
        context: { db: env.DB, config: { ...config, APP_ENV }, t: (key: string) => key },
        params: {},
      }) as never;
    const refused = await mailboxLoader(args("production")).catch((error: unknown) => error);
    expect((refused as Response).status).toBe(404);
    expect((await mailboxLoader(args("development"))).status).toBe(200);
  });
});

describe("uploads and support", () => {
  const png = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"));

  it("recognises JPEG, PNG and WebP by their bytes, whatever the name", async () => {
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(detectImageType(png)).toBe("image/png");
    expect(detectImageType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
    expect(detectImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(await readImage(new File(["GIF89a"], "photo.jpg", { type: "image/jpeg" }))).toEqual({ ok: false, error: "notImage" });
    expect(await readImage(new File([png, new Uint8Array(5 * 1024 * 1024)], "big.png", { type: "image/png" }))).toEqual({ ok: false, error: "tooLarge" });
  });

  it("stores a profile image in R2 with its type", async () => {
    const checked = await readImage(new File([png], "me.png"));
    if (!checked.ok) throw new Error("expected an image");
    const key = await storeProfileImage({ bucket: env.BUCKET }, 7, checked);
    expect(key).toMatch(/^users\/7\/[0-9a-f-]{36}\.png$/);
    const object = await env.BUCKET.get(key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
  });

  it("skips attachments over 10 MB and stores others as downloads", async () => {
    const small = new File(["hello"], "notes.txt", { type: "text/plain" });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "movie.mp4", { type: "video/mp4" });
    const empty = new File([], "");
    expect(sortAttachments([small, big, empty], 5)).toEqual({ kept: [small], skipped: ["movie.mp4"] });
    const stored = await storeAttachment({ bucket: env.BUCKET }, "support/test", new File(["<html><script>"], "page.html", { type: "text/html" }));
    const object = await env.BUCKET.get(stored.path);
    expect(object?.httpMetadata?.contentType).toBe("application/octet-stream");
    expect(object?.httpMetadata?.contentDisposition).toContain("attachment");
  });

  it("a support request is stored with its attachments and e-mailed to the support address", async () => {
    const user = await newUser();
    const result = await createSupportRequest(
      { db: env.DB, bucket: env.BUCKET, config },
      user,
      { subject: "Photos do not upload", message: "The upload fails on my phone.", files: [new File(["log line"], "log.txt", { type: "text/plain" })] },
      "en",
    );
    if (!result.ok) throw new Error("refused by the daily quota");
    expect(result.mailed).toBe(true);
    const rows = await env.DB.prepare("SELECT name, file_class, size, path FROM support_attachments WHERE request_id = ?").bind(result.id).all();
    expect(rows.results).toEqual([{ name: "log.txt", file_class: "text", size: 8, path: result.attachments[0].path }]);
    expect(await (await env.BUCKET.get(result.attachments[0].path))!.text()).toBe("log line");
    const [mail] = await listOutbox(db(), { to: "support@souq.example" });
    expect(mail.subject).toBe(`Support request #${result.id}: Photos do not upload`);
    expect(mail.body).toContain(user.email);
    expect(mail.body).toContain("log.txt (text, 8 B)");
  });
});

describe("cross-origin forms", () => {
  const site = "https://souq.example";
  const post = (headers: Record<string, string>, url = "https://souq.example/auth/signin") => new Request(url, { method: "POST", headers });

  it("refuses another site's POST by Sec-Fetch-Site or Origin, and lets same-origin and header-less requests through", () => {
    expect(isCrossOriginPost(post({ "Sec-Fetch-Site": "cross-site" }), site)).toBe(true);
    expect(isCrossOriginPost(post({ "Sec-Fetch-Site": "same-site" }), site)).toBe(true);
    expect(isCrossOriginPost(post({ Origin: "https://evil.example" }), site)).toBe(true);
    expect(isCrossOriginPost(post({ Origin: "null" }), site)).toBe(true);
    expect(isCrossOriginPost(post({ "Sec-Fetch-Site": "same-origin", Origin: "https://souq.example" }), site)).toBe(false);
    expect(isCrossOriginPost(post({}), site)).toBe(false);
    expect(isCrossOriginPost(new Request("https://souq.example/", { headers: { "Sec-Fetch-Site": "cross-site" } }), site)).toBe(false);
  });
});
