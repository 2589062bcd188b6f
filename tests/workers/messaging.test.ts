import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  askAboutAd,
  blockInConversation,
  chooseMessageEmails,
  inbox,
  markConversationRead,
  readConversation,
  reply,
  reportConversation,
  reviewConversation,
  unreadCount,
} from "~/features/messaging/conversations.server";
import { LIMITS } from "~/server/rate-limit.server";
import { createTestEnv } from "./helpers/db";

// Messaging's rules against a real local D1: one conversation per buyer and
// ad, only its two people, read-only once the ad is gone or an account is
// suspended, and the per-account limits.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
const now = new Date("2026-11-23T12:00:00Z");
const future = "2026-12-30 00:00:00";

const seller = { id: 1, verified: true };
const buyer = { id: 2, verified: true };
const stranger = { id: 3, verified: true };
const context = () => ({ db: env.DB, clientAddress: "203.0.113.9", config: { APP_ENV: "test" } as never });

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO categories (id, slug, name, name_en) VALUES (1, 'vehicles', 'سيارات', 'Vehicles')"),
    db.prepare(
      `INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES
       (1, 'seller', 'Sami', 'Seller', 's@example.com', '+201011111111', 'x'),
       (2, 'buyer', 'Bassem', 'Buyer', 'b@example.com', '+201022222222', 'x'),
       (3, 'other', 'Omar', 'Other', 'o@example.com', '+201033333333', 'x'),
       (4, 'busy', 'Busy', 'Buyer', 'busy@example.com', '+201044444444', 'x')`,
    ),
    db.prepare(
      `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, hidden, created_at) VALUES
       (1, 1, 'car', 'd', 10, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-20 00:00:00'),
       (2, 1, 'flat', 'd', 20, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-21 00:00:00'),
       (3, 1, 'under review', 'd', 30, 1, 30, 31, 'a', 'pending', NULL, 0, '2026-11-21 00:00:00'),
       (4, 1, 'bike', 'd', 40, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-21 00:00:00'),
       (5, 1, 'phone', 'd', 50, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-21 00:00:00')`,
    ),
  ]);
});

afterAll(async () => {
  await dispose?.();
});

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe("messaging", () => {
  it("opens one conversation per buyer and ad, and the seller sees it unread until read", async () => {
    const first = await askAboutAd(context(), buyer, 1, "Is it available?", now);
    const second = await askAboutAd(context(), buyer, 1, "And the price?", now);
    expect(first.ok && second.ok && first.conversationId === second.conversationId).toBe(true);
    expect(await count("SELECT COUNT(*) AS n FROM conversations WHERE ad_id = 1")).toBe(1);
    expect(await unreadCount(context(), seller)).toBe(1);
    expect(await unreadCount(context(), buyer)).toBe(0);
    const { rows } = await inbox(context(), seller, 1);
    expect(rows).toMatchObject([{ ad_name: "car", other_name: "Bassem Buyer", last_body: "And the price?", unread: 1 }]);

    const id = first.ok ? first.conversationId : 0;
    const view = await readConversation(context(), seller, id, now);
    expect(view?.messages.map((message) => message.body)).toEqual(["Is it available?", "And the price?"]);
    // Reading changes nothing; marking read (a POST's use-case) does, never past the newest message.
    expect(view?.unread).toBe(true);
    expect(await unreadCount(context(), seller)).toBe(1);
    expect(await markConversationRead(context(), stranger, id)).toEqual({ ok: false, error: "notFound" });
    expect(await markConversationRead(context(), seller, id, Number.MAX_SAFE_INTEGER)).toEqual({ ok: true });
    expect(await unreadCount(context(), seller)).toBe(0);
    expect((await readConversation(context(), seller, id, now))?.unread).toBe(false);
    expect(await count(`SELECT seller_read_id = last_message_id AS n FROM conversations WHERE id = ${id}`)).toBe(1);
    const answered = await reply(context(), seller, id, "Yes", now);
    expect(answered.ok).toBe(true);
    expect(await unreadCount(context(), buyer)).toBe(1);
  });

  it("refuses one's own ad, ads that are not public, and everyone outside the conversation", async () => {
    expect(await askAboutAd(context(), seller, 2, "me", now)).toEqual({ ok: false, error: "ownAd" });
    expect(await askAboutAd(context(), buyer, 3, "hi", now)).toEqual({ ok: false, error: "notFound" });
    expect(await askAboutAd(context(), buyer, 999, "hi", now)).toEqual({ ok: false, error: "notFound" });
    const asked = await askAboutAd(context(), buyer, 2, "flat?", now);
    const id = asked.ok ? asked.conversationId : 0;
    const before = await count("SELECT COUNT(*) AS n FROM messages");
    expect(await readConversation(context(), stranger, id, now)).toBeNull();
    expect(await reply(context(), stranger, id, "let me in", now)).toEqual({ ok: false, error: "notFound" });
    expect(await count("SELECT COUNT(*) AS n FROM messages")).toBe(before);
  });

  it("keeps a conversation about a sold ad readable but closed, and closes a suspended user's", async () => {
    const asked = await askAboutAd(context(), buyer, 4, "bike?", now);
    const id = asked.ok ? asked.conversationId : 0;
    await env.DB.prepare("UPDATE ads SET status = 'sold' WHERE id = 4").run();
    const view = await readConversation(context(), buyer, id, now);
    expect(view).toMatchObject({ open: false, messages: [{ body: "bike?" }] });
    expect(await reply(context(), seller, id, "sold, sorry", now)).toEqual({ ok: false, error: "closed" });

    const other = await askAboutAd(context(), buyer, 5, "phone?", now);
    const otherId = other.ok ? other.conversationId : 0;
    await env.DB.prepare("UPDATE users SET status = 'suspended' WHERE id = 2").run();
    expect((await readConversation(context(), seller, otherId, now))?.open).toBe(false);
    expect(await reply(context(), seller, otherId, "hello?", now)).toEqual({ ok: false, error: "closed" });
    await env.DB.prepare("UPDATE users SET status = 'active' WHERE id = 2").run();
  });

  it("lets only a verified account start a conversation; one it already has goes on", async () => {
    const unverified = { id: 3, verified: false };
    const before = await count("SELECT COUNT(*) AS n FROM messages");
    expect(await askAboutAd(context(), unverified, 5, "hello", now)).toEqual({ ok: false, error: "notVerified" });
    expect(await count("SELECT COUNT(*) AS n FROM conversations WHERE buyer_id = 3 AND ad_id = 5")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM messages")).toBe(before);
    const started = await askAboutAd(context(), stranger, 5, "hello", now);
    expect(started.ok).toBe(true);
    expect((await askAboutAd(context(), unverified, 5, "again", now)).ok).toBe(true);
  });

  it("limits new conversations and messages per account", async () => {
    const busy = { id: 4, verified: true };
    const at = Math.floor(now.getTime() / 1000);
    const window = at - (at % 3600);
    await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES ('conversationsUser:user:4', ?1, 10)").bind(window).run();
    const refused = await askAboutAd(context(), busy, 1, "hi", now);
    expect(refused).toMatchObject({ ok: false, refusal: { status: 429 } });
    expect(await count("SELECT COUNT(*) AS n FROM conversations WHERE buyer_id = 4")).toBe(0);

    await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES ('messagesUser:user:2', ?1, 60)").bind(window).run();
    const before = await count("SELECT COUNT(*) AS n FROM messages");
    expect(await askAboutAd(context(), buyer, 1, "one more", now)).toMatchObject({ ok: false, refusal: { status: 429 } });
    expect(await count("SELECT COUNT(*) AS n FROM messages")).toBe(before);
  });
});

describe("the messages limit counts what was sent", () => {
  it("of 80 replies at once, exactly the limit's are stored; every refusal quotes the same wait, retries do not move it, and after it one is accepted", async () => {
    await env.DB.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES (5, 'eager', 'Eager', 'Buyer', 'e@example.com', '+201055555555', 'x')",
    ).run();
    const eager = { id: 5, verified: true };
    const start = new Date(now.getTime() + 10 * 60_000);
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const opened = await askAboutAd(context(), eager, 5, "first", start);
    const id = opened.ok ? opened.conversationId : 0;
    const results = await Promise.all(Array.from({ length: 80 }, (_, i) => reply(context(), eager, id, `message ${i}`, start)));
    const stored = () => count("SELECT COUNT(*) AS n FROM messages WHERE sender_id = 5");
    expect(await stored()).toBe(LIMITS.messagesUser.max);
    expect(results.filter((result) => result.ok)).toHaveLength(LIMITS.messagesUser.max - 1);
    const waits = results.flatMap((result) => (!result.ok && "refusal" in result ? [result.refusal] : []));
    expect(waits).toHaveLength(80 - (LIMITS.messagesUser.max - 1));
    expect(new Set(waits.map((refusal) => `${refusal.status} ${refusal.retryAfter} ${refusal.values.minutes}`)).size).toBe(1);
    const acceptedAt = waits[0]!.retryAfter!;
    // Retried every five minutes, each refusal names the same moment; a second before it, still refused.
    for (let seconds = 300; seconds < acceptedAt; seconds += 300) {
      const again = await reply(context(), eager, id, "again", at(seconds));
      expect(again.ok).toBe(false);
      expect(seconds + (!again.ok && "refusal" in again ? again.refusal.retryAfter! : 0)).toBe(acceptedAt);
    }
    expect((await reply(context(), eager, id, "almost", at(acceptedAt - 1))).ok).toBe(false);
    expect(await stored()).toBe(LIMITS.messagesUser.max);
    expect((await reply(context(), eager, id, "now", at(acceptedAt))).ok).toBe(true);
    expect(await stored()).toBe(LIMITS.messagesUser.max + 1);
  });
});

describe("messaging safety and notices", () => {
  it("blocking stops messages both ways, for this ad and any other, until unblocked", async () => {
    const asked = await askAboutAd(context(), stranger, 2, "still there?", now);
    const id = asked.ok ? asked.conversationId : 0;
    expect(await blockInConversation(context(), seller, id, true, now)).toMatchObject({ ok: true, otherId: 3 });
    expect(await reply(context(), stranger, id, "hello?", now)).toEqual({ ok: false, error: "blocked" });
    expect(await reply(context(), seller, id, "bye", now)).toEqual({ ok: false, error: "blocked" });
    expect(await askAboutAd(context(), stranger, 1, "and this car?", now)).toEqual({ ok: false, error: "blocked" });
    expect((await readConversation(context(), stranger, id, now))?.open).toBe(false);
    // Someone outside the conversation cannot block through it.
    expect(await blockInConversation(context(), buyer, id, true, now)).toEqual({ ok: false, error: "notFound" });
    await blockInConversation(context(), seller, id, false, now);
    expect((await reply(context(), stranger, id, "thanks", now)).ok).toBe(true);
  });

  it("a report from one of the two joins the queue with the conversation; others cannot report it", async () => {
    const asked = await askAboutAd(context(), stranger, 2, "report me", now);
    const id = asked.ok ? asked.conversationId : 0;
    expect(await reviewConversation(context(), id)).toBeNull();
    expect(await reportConversation(context(), buyer, id, "not mine", now)).toEqual({ ok: false, error: "notFound" });
    expect(await reportConversation(context(), seller, id, "rude", now)).toEqual({ ok: true });
    expect(await reportConversation(context(), seller, id, "again", now)).toEqual({ ok: true });
    const reports = await env.DB.prepare("SELECT ad_id, reason, details FROM reports WHERE conversation_id = ?1").bind(id).all();
    expect(reports.results).toEqual([{ ad_id: 2, reason: "conversation", details: "rude" }]);
    expect((await reviewConversation(context(), id))?.messages.map((message) => message.body)).toContain("report me");
  });

  it("e-mails the other person once per conversation in 30 minutes, and never after they turn it off", async () => {
    const mails = async () => count("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'message_notice' AND to_email = 'o@example.com'");
    const start = await mails();
    const at = new Date("2026-11-23T15:00:00Z");
    const asked = await askAboutAd(context(), stranger, 5, "phone still there?", at);
    const id = asked.ok ? asked.conversationId : 0;
    await reply(context(), seller, id, "yes", at);
    await reply(context(), seller, id, "come today", new Date(at.getTime() + 10 * 60 * 1000));
    expect(await mails()).toBe(start + 1);
    const text = await env.DB.prepare("SELECT body_text FROM outbox WHERE kind = 'message_notice' AND to_email = 'o@example.com' ORDER BY id DESC").first<{
      body_text: string;
    }>();
    expect(text?.body_text).toContain(`/account/messages/${id}`);
    await reply(context(), seller, id, "still?", new Date(at.getTime() + 31 * 60 * 1000));
    expect(await mails()).toBe(start + 2);
    await chooseMessageEmails(context(), stranger, false);
    await reply(context(), seller, id, "last call", new Date(at.getTime() + 90 * 60 * 1000));
    expect(await mails()).toBe(start + 2);
  });
});

describe("messages that read like a scam", () => {
  beforeAll(async () => {
    const db = env.DB;
    await db.batch([
      db.prepare(
        "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES (9, 'scam', 'S', 'C', 'sc@example.com', '+201099999999', 'x')",
      ),
      db.prepare(
        `INSERT INTO ads (id, user_id, name, description, price, category_id, latitude, longitude, address, status, expires_at, hidden, created_at) VALUES
         (11, 1, 'a', 'd', 10, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-20 00:00:00'),
         (12, 1, 'b', 'd', 10, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-20 00:00:00'),
         (13, 1, 'c', 'd', 10, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-20 00:00:00'),
         (14, 1, 'd', 'd', 10, 1, 30, 31, 'a', 'approved', '${future}', 0, '2026-11-20 00:00:00')`,
      ),
    ]);
  });

  it("are delivered with their reasons stored, for the receiver's notice; ordinary ones carry none", async () => {
    const at = new Date("2026-11-24T09:00:00Z");
    await env.DB.prepare(
      "INSERT INTO users (id, username, first_name, last_name, email, phone, password_hash) VALUES (10, 'fresh', 'F', 'B', 'fb@example.com', '+201088888888', 'x')",
    ).run();
    const fresh = { id: 10, verified: true };
    const plain = await askAboutAd(context(), fresh, 14, "Can I see the bike tomorrow?", at);
    const id = plain.ok ? plain.conversationId : 0;
    const scam = await reply(context(), seller, id, "ابعت عربون ٥٠٠ جنيه فودافون كاش وانا احجزهالك", at);
    expect(scam).toMatchObject({ ok: true });
    const view = await readConversation(context(), fresh, id, at);
    expect(view?.messages.map((message) => [message.body.slice(0, 10), message.flag])).toEqual([
      ["Can I see ", null],
      ["ابعت عربون", "payment"],
    ]);
  });

  it("slow a sender whose flagged messages reach three conversations in a day, and put them before a moderator", async () => {
    const sender = { id: 9, verified: true };
    const at = new Date("2026-11-25T09:00:00Z");
    const scam = "kalemny 3ala el whats 01234567890";
    const reported = () => count("SELECT COUNT(*) AS n FROM reports WHERE reason = 'scamMessages' AND status = 'open' AND client_key = 'flagged-sender:9'");
    expect((await askAboutAd(context(), sender, 11, scam, at)).ok).toBe(true);
    expect((await askAboutAd(context(), sender, 12, scam, at)).ok).toBe(true);
    expect(await reported()).toBe(0);
    // The third conversation: delivered, and the moderator's queue has the sender.
    expect((await askAboutAd(context(), sender, 13, scam, at)).ok).toBe(true);
    expect(await reported()).toBe(1);
    // From now on flagged messages are held to the slow limit (ordinary ones are not).
    for (let sent = 1; sent < LIMITS.flaggedMessagesUser.max; sent++) expect((await askAboutAd(context(), sender, 13, scam, at)).ok).toBe(true);
    const refused = await askAboutAd(context(), sender, 13, scam, at);
    expect(refused).toMatchObject({ ok: false, refusal: { status: 429 } });
    expect((await askAboutAd(context(), sender, 13, "Is it still there?", at)).ok).toBe(true);
    expect(await reported()).toBe(1);
  });
});
