import { execFileSync } from "node:child_process";
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import tls from "node:tls";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isSubscribed, pushNewMessage, subscribe, unsubscribe } from "~/features/push/push.server";
import { MAX_PUSH_DEVICES, PushSubscriptionSchema } from "~/features/push/schema";
import { sendPush } from "~/features/push/send.server";
import { subscriptionsOf } from "~/features/push/queries.server";
import { runAlerts } from "~/features/saved-searches/alerts.server";
import { saveSearch } from "~/features/saved-searches/saved-searches.server";
import { askAboutAd, blockInConversation, reply } from "~/features/messaging/conversations.server";
import { writePassword } from "~/features/auth/queries.server";
import { normalizeForSearch } from "~/lib/normalize";
import { createTestEnv } from "./helpers/db";
import { testConfig } from "./helpers/config";

// Web Push (migration 0025) against a real local D1 and a
// local push service: an HTTPS server on 127.0.0.1 (a certificate made here
// with openssl, trusted by this process only) that stands for the browser's
// push service and the browser at once. It holds a P-256 key pair and an
// auth secret made as a browser makes them, checks each request's VAPID
// header (an ES256 JWT whose audience is its own origin, signed with the
// site's key) and decrypts the aes128gcm body (RFC 8291) with its private
// key, as a browser would. Pushes go through the platform's own fetch.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let server: Server;
let origin: string;
let folder: string;
const VAPID = { publicKey: "", privateKey: "" };
const config = () => testConfig({ VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: "mailto:push@souq.example" });
const deps = () => ({ db: env.DB, config: config() });
const at = (text: string) => new Date(`2026-11-27T${text}:00Z`);

/** What the local push service received on one path, as the browser would read it. */
interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  jwt: { header: Record<string, unknown>; claims: Record<string, unknown>; verified: boolean; key: string };
  payload: Record<string, unknown>;
}
const received: Received[] = [];
/** The answer per path: 201 unless a test says otherwise (404, 410 for a subscription the service no longer knows). */
const answers = new Map<string, number>();

/** A browser's side of a subscription: its ECDH key pair and auth secret, and the endpoint on the local push service. */
interface Device {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
  path: string;
  keys: { p256dh: string; auth: string };
}
const devices = new Map<string, Device>();
let nextDevice = 1;
function newDevice(): Device {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/device-${nextDevice++}`;
  const device = {
    ecdh,
    auth,
    path,
    endpoint: `${origin}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
  devices.set(path, device);
  return device;
}

/** RFC 8291 / RFC 8188, the receiving side: one aes128gcm record, keys from ECDH and HKDF. */
function decrypt(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed (ES256) with the key named. */
function readVapid(authorization: string | undefined): Received["jwt"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID Authorization: ${authorization}`);
  const [, token, key] = match!;
  const [header, claims, signature] = token!.split(".");
  const point = Buffer.from(key!, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const verified = verify("sha256", Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature!, "base64url"));
  return {
    header: JSON.parse(Buffer.from(header!, "base64url").toString()),
    claims: JSON.parse(Buffer.from(claims!, "base64url").toString()),
    verified,
    key: key!,
  };
}

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  // The site's VAPID pair, made as .tools/run.ts vapidKeyPair makes it.
  const vapid = createECDH("prime256v1");
  vapid.generateKeys();
  VAPID.publicKey = vapid.getPublicKey().toString("base64url");
  VAPID.privateKey = vapid.getPrivateKey().toString("base64url");

  folder = mkdtempSync(join(tmpdir(), "souq-push-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      join(folder, "key.pem"),
      "-out",
      join(folder, "cert.pem"),
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(join(folder, "cert.pem"), "utf8");
  server = createServer({ key: readFileSync(join(folder, "key.pem")), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      const device = devices.get(path);
      const status = answers.get(path) ?? 201;
      let answer = device ? status : 404;
      if (device && status === 201) {
        try {
          received.push({
            path,
            headers: request.headers,
            jwt: readVapid(request.headers.authorization),
            payload: JSON.parse(decrypt(device, Buffer.concat(chunks))),
          });
        } catch (error) {
          // What a browser could not read or verify is refused (and the test sees nothing received).
          console.warn(`local push service refused ${path}: ${String(error)}`);
          answer = 400;
        }
      }
      response.writeHead(answer);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // This process (the platform's fetch) trusts the local push service's certificate.
  tls.setDefaultCACertificates([...tls.getCACertificates("default"), cert]);

  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare("INSERT INTO governorates (id, name, name_en, slug, latitude, longitude) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30, 31)"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash, language) VALUES
       (1, 'seller', 'سامي', 'S', 'seller@example.com', '+201011111111', 'x', 'ar'),
       (2, 'buyer', 'منى', 'B', 'buyer@example.com', '+201022222222', 'x', 'ar'),
       (3, 'other', 'Omar', 'O', 'other@example.com', '+201033333333', 'x', 'en')`,
    ),
  ]);
});

afterAll(async () => {
  server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  await dispose?.();
});

beforeEach(async () => {
  received.length = 0;
  answers.clear();
  await env.DB.batch([env.DB.prepare("DELETE FROM push_subscriptions"), env.DB.prepare("DELETE FROM saved_searches")]);
});

const rows = async () =>
  (
    await env.DB.prepare("SELECT user_id, endpoint, language FROM push_subscriptions ORDER BY id").all<{
      user_id: number;
      endpoint: string;
      language: string;
    }>()
  ).results;

let nextAd = 1;
async function approvedAd(name: string, price: number): Promise<number> {
  const id = nextAd++;
  const db = env.DB;
  await db.batch([
    db
      .prepare(
        `INSERT INTO ads (id, user_id, name, description, price, category_id, governorate_id, latitude, longitude, address, status, created_at, updated_at)
         VALUES (?1, 1, ?2, 'وصف', ?3, 1, 1, 30, 31, 'a', 'pending', '2026-11-27 08:00:00', '2026-11-27 08:00:00')`,
      )
      .bind(id, name, price),
    db.prepare("INSERT INTO ads_fts (rowid, name, description) VALUES (?1, ?2, ?3)").bind(id, normalizeForSearch(name), normalizeForSearch("وصف")),
    db.prepare("UPDATE ads SET status = 'approved', approved_at = '2026-11-27 09:00:00', expires_at = '2026-12-27 09:00:00' WHERE id = ?1").bind(id),
  ]);
  return id;
}

describe("a subscription as posted", () => {
  const good = () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc:def",
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    };
  };
  const message = (input: Record<string, unknown>) => {
    const parsed = PushSubscriptionSchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it("takes an https endpoint and base64url keys of the right lengths, padded or not", () => {
    expect(message(good())).toBeNull();
    const padded = good();
    expect(PushSubscriptionSchema.parse({ ...padded, auth: `${padded.auth}==` }).auth).toBe(padded.auth);
  });

  it("refuses anything else with the reason's translation key", () => {
    expect(message({ ...good(), endpoint: "http://fcm.googleapis.com/fcm/send/x" })).toBe("push:errors.endpoint");
    expect(message({ ...good(), endpoint: "https://user:pass@fcm.googleapis.com/x" })).toBe("push:errors.endpoint");
    expect(message({ ...good(), endpoint: "javascript:alert(1)" })).toBe("push:errors.endpoint");
    expect(message({ ...good(), endpoint: `https://fcm.googleapis.com/${"x".repeat(2000)}` })).toBe("push:errors.endpoint");
    expect(message({ ...good(), endpoint: undefined })).toBe("push:errors.endpoint");
    expect(message({ ...good(), p256dh: good().p256dh.slice(0, 80) })).toBe("push:errors.keys");
    expect(message({ ...good(), p256dh: `A${good().p256dh.slice(1)}` })).toBe("push:errors.keys");
    expect(message({ ...good(), auth: randomBytes(32).toString("base64url") })).toBe("push:errors.keys");
    expect(message({ ...good(), auth: "<script>alert(1)</script>" })).toBe("push:errors.keys");
  });

  it("stores a known push service's endpoint on a deployed site, and refuses any other, a key off the curve, or a site without VAPID keys", async () => {
    const deployed = { db: env.DB, config: testConfig({ ...config(), APP_ENV: "production", SITE_URL: "https://souq.example" }) };
    const input = good();
    expect(await subscribe(deployed, 2, input, "ar")).toEqual({ ok: true });
    expect(await subscribe(deployed, 2, { ...good(), endpoint: "https://push.evil.example/x" }, "ar")).toEqual({ ok: false, error: "endpoint" });
    // 65 bytes starting 0x04 that are not a point of P-256.
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");
    expect(await subscribe(deployed, 2, { ...good(), p256dh: offCurve }, "ar")).toEqual({ ok: false, error: "keys" });
    const withoutKeys = { db: env.DB, config: testConfig() };
    expect(await subscribe(withoutKeys, 2, good(), "ar")).toEqual({ ok: false, error: "unavailable" });
    expect(await rows()).toEqual([{ user_id: 2, endpoint: input.endpoint, language: "ar" }]);
  });
});

describe("whose devices", () => {
  it("lets an account remove only its own device; another account subscribing on the same browser takes it over", async () => {
    const device = newDevice();
    expect(await subscribe(deps(), 2, { endpoint: device.endpoint, ...device.keys }, "ar")).toEqual({ ok: true });
    expect(await unsubscribe(deps(), 3, device.endpoint)).toEqual({ removed: false });
    expect(await isSubscribed(deps(), 2, device.endpoint)).toBe(true);
    expect(await isSubscribed(deps(), 3, device.endpoint)).toBe(false);
    // Signed in as another account on this browser: the device is now theirs alone, in their language.
    expect(await subscribe(deps(), 3, { endpoint: device.endpoint, ...device.keys }, "en")).toEqual({ ok: true });
    expect(await rows()).toEqual([{ user_id: 3, endpoint: device.endpoint, language: "en" }]);
    expect(await unsubscribe(deps(), 3, device.endpoint)).toEqual({ removed: true });
    expect(await rows()).toEqual([]);
  });

  it("forgets every device of an account whose password changes (all its sessions end with it)", async () => {
    for (const user of [2, 3]) {
      const device = newDevice();
      await subscribe(deps(), user, { endpoint: device.endpoint, ...device.keys }, "ar");
    }
    await writePassword(deps(), 2, "new-hash", at("10:00"));
    expect((await rows()).map((row) => row.user_id)).toEqual([3]);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices per account, the oldest going first`, async () => {
    const made: Device[] = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) {
      const device = newDevice();
      made.push(device);
      await subscribe(deps(), 2, { endpoint: device.endpoint, ...device.keys }, "ar", new Date(Date.UTC(2026, 10, 27, 9, i)));
    }
    const kept = (await rows()).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept).not.toContain(made[0]!.endpoint);
    expect(kept).toContain(made[MAX_PUSH_DEVICES]!.endpoint);
  });
});

describe("sending", () => {
  it("encrypts to the device's keys and signs for the push service's origin, with TTL and urgency", async () => {
    const device = newDevice();
    await subscribe(deps(), 2, { endpoint: device.endpoint, ...device.keys }, "en");
    const [row] = await subscriptionsOf(deps(), [2]);
    const notice = { title: "Hello", body: "World", url: "/account/searches", tag: "t" };
    expect(await sendPush(deps(), row!, notice, { ttl: 600, urgency: "high", topic: "t1" })).toBe("sent");
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.payload).toEqual({ ...notice, icon: "/favicon.svg" });
    expect(push!.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "600", urgency: "high", topic: "t1" });
    expect(push!.jwt.verified).toBe(true);
    expect(push!.jwt.key).toBe(VAPID.publicKey);
    expect(push!.jwt.header).toEqual({ typ: "JWT", alg: "ES256" });
    expect(push!.jwt.claims).toMatchObject({ aud: origin, sub: "mailto:push@souq.example" });
    const exp = push!.jwt.claims.exp as number;
    expect(exp * 1000).toBeGreaterThan(Date.now());
    expect(exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
  });

  it("drops a subscription its push service answers 404 or 410 for, and keeps one that failed otherwise", async () => {
    const gone = newDevice();
    const missing = newDevice();
    const busy = newDevice();
    for (const device of [gone, missing, busy]) await subscribe(deps(), 2, { endpoint: device.endpoint, ...device.keys }, "ar");
    answers.set(gone.path, 410);
    answers.set(missing.path, 404);
    answers.set(busy.path, 503);
    const notice = { title: "t", body: "b", url: "/", tag: "x" };
    const outcomes = [];
    for (const row of await subscriptionsOf(deps(), [2])) outcomes.push([row.endpoint, await sendPush(deps(), row, notice, { ttl: 60, urgency: "normal" })]);
    expect(Object.fromEntries(outcomes)).toEqual({ [gone.endpoint]: "gone", [missing.endpoint]: "gone", [busy.endpoint]: "failed" });
    expect((await rows()).map((row) => row.endpoint)).toEqual([busy.endpoint]);
  });

  it("tells an 'at once' saved search's new ads to its owner's devices, in the device's language, opening the listing", async () => {
    const arabic = newDevice();
    const english = newDevice();
    const stranger = newDevice();
    await subscribe(deps(), 2, { endpoint: arabic.endpoint, ...arabic.keys }, "ar");
    await subscribe(deps(), 2, { endpoint: english.endpoint, ...english.keys }, "en");
    await subscribe(deps(), 3, { endpoint: stranger.endpoint, ...stranger.keys }, "en");
    const saved = await saveSearch(deps(), 2, { path: "/categories/vehicles", query: "q=كورولا" }, { language: "ar", everything: "كل الإعلانات" }, at("09:00"));
    expect(saved.ok).toBe(true);
    await approvedAd("تويوتا كورولا ٢٠١٨", 650_000);
    await approvedAd("كورولا فابريكا", 500_000);

    const report = await runAlerts(deps(), at("10:00"));
    expect(report).toMatchObject({ instantMails: 1, pushes: 2 });
    expect(received.map((push) => push.path).sort()).toEqual([arabic.path, english.path].sort());
    const byPath = Object.fromEntries(received.map((push) => [push.path, push]));
    const href = `/categories/vehicles?q=${encodeURIComponent("كورولا")}`;
    expect(byPath[arabic.path]!.payload).toMatchObject({ title: "إعلانان جديدان في «كورولا · سيارات»", url: href, tag: `search-${saved.ok ? saved.id : 0}` });
    expect(byPath[english.path]!.payload).toMatchObject({ title: "2 new ads for “كورولا · سيارات”", url: href });
    for (const push of received) {
      expect(push.jwt.verified).toBe(true);
      expect(push.jwt.claims.aud).toBe(origin);
      expect(push.headers).toMatchObject({ ttl: "86400", urgency: "normal" });
    }
    // Told once: the next run (nothing new) sends nothing.
    received.length = 0;
    expect(await runAlerts(deps(), at("12:00"))).toMatchObject({ pushes: 0 });
    expect(received).toHaveLength(0);
  });

  it("tells the other person of a new message, never its text, and nothing once one blocked the other", async () => {
    const sellerPhone = newDevice();
    const buyerPhone = newDevice();
    await subscribe(deps(), 1, { endpoint: sellerPhone.endpoint, ...sellerPhone.keys }, "ar");
    await subscribe(deps(), 2, { endpoint: buyerPhone.endpoint, ...buyerPhone.keys }, "ar");
    const ad = await approvedAd("كورولا للبيع", 400_000);
    const context = { db: env.DB, clientAddress: "203.0.113.9", config: config() };
    const sent = await askAboutAd(context, { id: 2, verified: true }, ad, "رقمي السري 1234", at("10:00"));
    expect(sent.ok).toBe(true);
    const conversationId = sent.ok ? sent.conversationId : 0;
    // To the seller's device only (the sender is not told of their own message).
    expect(received.map((push) => push.path)).toEqual([sellerPhone.path]);
    expect(received[0]!.payload).toEqual({
      title: "رسالة جديدة من منى",
      body: "بخصوص «كورولا للبيع». افتح المحادثة لتقرأها.",
      url: `/account/messages/${conversationId}`,
      tag: `conversation-${conversationId}`,
      icon: "/favicon.svg",
    });
    expect(JSON.stringify(received[0]!.payload)).not.toContain("1234");
    expect(received[0]!.headers).toMatchObject({ urgency: "high", topic: `c${conversationId}` });
    expect(received[0]!.jwt.verified).toBe(true);

    received.length = 0;
    expect((await reply(context, { id: 1 }, conversationId, "نعم", at("10:01"))).ok).toBe(true);
    expect(received.map((push) => push.path)).toEqual([buyerPhone.path]);
    expect(received[0]!.payload).toMatchObject({ title: "رسالة جديدة من سامي" });

    // Blocked: no message goes, and no push either.
    received.length = 0;
    await blockInConversation(context, { id: 1 }, conversationId, true, at("10:02"));
    expect((await reply(context, { id: 2 }, conversationId, "hello?", at("10:03"))).ok).toBe(false);
    expect(await pushNewMessage(context, conversationId, 2, `/account/messages/${conversationId}`)).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(received).toHaveLength(0);
  });
});
