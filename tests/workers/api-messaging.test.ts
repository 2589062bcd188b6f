import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, markVerified } from "~/features/auth/accounts.server";
import { issueApiToken } from "~/server/api-tokens.server";
import {
  BlockDataSchema,
  ConversationDataSchema,
  envelope,
  ErrorEnvelopeSchema,
  InboxDataSchema,
  SentDataSchema,
  UnreadDataSchema,
} from "~/api/schemas.server";
import type { Language } from "~/lib/i18n";
import { adFields, call, formOf, makeContext, seedCatalogue } from "./api-helpers";
import { apiRoutes } from "./api-route-table";
import { LIMITS } from "~/server/rate-limit.server";
import { createTestEnv } from "./helpers/db";

// Messaging through the JSON API's route modules, on a real local D1: the
// adapters over features/messaging's use-cases (send about an ad, the inbox,
// reading, replies, marking read, blocking, the unread count), who may see a
// conversation (its two people only: anyone else gets the same 404 as for
// one that does not exist, and nothing changes), the message's checks in the
// caller's language, and the refusals (own ad, blocks, the limits).

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let serial = 0;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
  await seedCatalogue(env.DB);
});

afterAll(async () => {
  await dispose?.();
});

const db = () => ({ db: env.DB });

async function member(firstName: string) {
  serial += 1;
  const created = await createUser(db(), {
    accountType: "customer",
    firstName,
    lastName: "Adel",
    username: `msg${serial}`,
    email: `msg${serial}@example.com`,
    phone: `+20152${String(serial).padStart(7, "0")}`,
    password: "secret-1",
    language: "ar",
  });
  if (!created.ok) throw new Error("conflict");
  await markVerified(db(), created.user.id);
  const { token } = await issueApiToken(db(), created.user.id);
  return { id: created.user.id, token, name: `${firstName} Adel` };
}

/** A public ad of the seller's, posted through the API and approved. */
async function publicAd(token: string): Promise<number> {
  const posted = await call(env, apiRoutes["/client/ads"], "/public/api/client/ads", { token, form: formOf(adFields()) });
  expect(posted.status).toBe(201);
  const id: number = posted.body.data.ad.id;
  await env.DB.prepare("UPDATE ads SET status = 'approved', approved_at = datetime('now'), expires_at = datetime('now', '+30 days') WHERE id = ?")
    .bind(id)
    .run();
  return id;
}

/** A text in a language, from the same translations the API answers with. */
async function text(key: string, language: Language = "en"): Promise<string> {
  const { context } = await makeContext(env, language);
  const value = String(context.t(key));
  expect(value).not.toContain(key.split(":")[1]); // a real text, not the key
  return value;
}

const send = (token: string, json: unknown, language: Language = "en") =>
  call(env, apiRoutes["/client/messages/send"], "/public/api/client/messages/send", { token, json, language });
const list = (token: string, query: Record<string, string> = {}) =>
  call(env, apiRoutes["/client/messages/conversations"], "/public/api/client/messages/conversations", { token, query, language: "en" });
const unread = async (token: string) => {
  const answer = await call(env, apiRoutes["/client/messages/unread"], "/public/api/client/messages/unread", { token });
  expect(answer.status).toBe(200);
  return envelope(UnreadDataSchema).parse(answer.body).data.unread;
};
const conversation = (token: string | undefined, id: number | string, language: Language = "en") =>
  call(env, apiRoutes["/client/messages/conversations/{id}"], `/public/api/client/messages/conversations/${id}`, {
    token,
    params: { id: String(id) },
    language,
  });
const replyTo = (token: string, id: number | string, json: unknown, language: Language = "en") =>
  call(env, apiRoutes["/client/messages/conversations/{id}/reply"], `/public/api/client/messages/conversations/${id}/reply`, {
    token,
    params: { id: String(id) },
    json,
    language,
  });
const markRead = (token: string, id: number | string) =>
  call(env, apiRoutes["/client/messages/conversations/{id}/read"], `/public/api/client/messages/conversations/${id}/read`, {
    token,
    method: "POST",
    params: { id: String(id) },
    language: "en",
  });
const block = (token: string, id: number | string, json: unknown) =>
  call(env, apiRoutes["/client/messages/conversations/{id}/block"], `/public/api/client/messages/conversations/${id}/block`, {
    token,
    params: { id: String(id) },
    json,
    language: "en",
  });

const expectError = (body: unknown) => expect(ErrorEnvelopeSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

/** Everything messaging keeps about a conversation and its two people: it must not move when a refused call is made. */
async function snapshot(conversationId: number) {
  return {
    conversation: await env.DB.prepare("SELECT * FROM conversations WHERE id = ?").bind(conversationId).first(),
    messages: (await env.DB.prepare("SELECT * FROM messages WHERE conversation_id = ? ORDER BY id").bind(conversationId).all()).results,
    blocks: (await env.DB.prepare("SELECT * FROM blocks ORDER BY blocker_id, blocked_id").all()).results,
    conversations: await count("SELECT COUNT(*) AS n FROM conversations"),
    allMessages: await count("SELECT COUNT(*) AS n FROM messages"),
  };
}

/** Ads of the seller's, public, copied from one posted through the API (the burst below needs many). */
async function publicAds(token: string, n: number): Promise<number[]> {
  const first = await publicAd(token);
  const { results } = await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?2)
     INSERT INTO ads (user_id, name, description, price, category_id, subcategory_id, latitude, longitude, address, status, approved_at, expires_at)
     SELECT user_id, name || ' ' || k.i, description, price, category_id, subcategory_id, latitude, longitude, address, status, approved_at, expires_at
     FROM ads, k WHERE ads.id = ?1
     RETURNING id`,
  )
    .bind(first, n - 1)
    .all<{ id: number }>();
  return [first, ...results.map((row) => row.id)];
}

describe("only verified accounts start conversations", () => {
  it("answers an account that is not verified with 403, code not_verified and the reason in its language, and stores nothing", async () => {
    const seller = await member("Samir");
    const adId = await publicAd(seller.token);
    serial += 1;
    const created = await createUser(db(), {
      accountType: "customer",
      firstName: "Nour",
      lastName: "Adel",
      username: `msg${serial}`,
      email: `msg${serial}@example.com`,
      phone: `+20152${String(serial).padStart(7, "0")}`,
      password: "secret-1",
      language: "ar",
    });
    if (!created.ok) throw new Error("conflict");
    const { token } = await issueApiToken(db(), created.user.id);
    const before = { conversations: await count("SELECT COUNT(*) AS n FROM conversations"), messages: await count("SELECT COUNT(*) AS n FROM messages") };
    for (const language of ["ar", "en"] as const) {
      const answer = await send(token, { ad_id: adId, body: "Is it available?" }, language);
      expect(answer.status).toBe(403);
      expectError(answer.body);
      expect(answer.body).toMatchObject({ success: false, code: "not_verified", msg: await text("common:messagingDoors.verifyFirst", language) });
    }
    expect({ conversations: await count("SELECT COUNT(*) AS n FROM conversations"), messages: await count("SELECT COUNT(*) AS n FROM messages") }).toEqual(
      before,
    );
    // Verified, the same call opens the conversation.
    await markVerified(db(), created.user.id);
    expect((await send(token, { ad_id: adId, body: "Is it available?" })).status).toBe(201);
  });
});

describe("bursts stay within the limits", () => {
  it("of 50 first messages about 50 ads sent at once, at most the hour's conversations limit are opened, and no message without one", async () => {
    const seller = await member("Samir");
    const buyer = await member("Bassem");
    const ads = await publicAds(seller.token, 50);
    const answers = await Promise.all(ads.map((adId, i) => send(buyer.token, { ad_id: adId, body: `Question ${i}` })));
    const opened = await count("SELECT COUNT(*) AS n FROM conversations WHERE buyer_id = ?", buyer.id);
    const stored = await count("SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?", buyer.id);
    const accepted = answers.filter((answer) => answer.status === 201).length;
    console.info(`burst of 50 starts: ${accepted} accepted, ${opened} conversations stored, ${stored} messages stored`);
    expect(opened).toBe(LIMITS.conversationsUser.max);
    expect(accepted).toBe(LIMITS.conversationsUser.max);
    expect(stored).toBe(LIMITS.conversationsUser.max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(50 - LIMITS.conversationsUser.max);
  });

  it("of 50 first messages about one ad at once, one conversation is opened and counted once: the account can still start others", async () => {
    const seller = await member("Samir");
    const buyer = await member("Bassem");
    const [adId, otherAd] = await publicAds(seller.token, 2);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(buyer.token, { ad_id: adId, body: `Question ${i}` })));
    const accepted = answers.filter((answer) => answer.status === 201).length;
    const counted = await env.DB.prepare("SELECT count AS n FROM rate_limits WHERE key = ?").bind(`conversationsUser:user:${buyer.id}`).first<{ n: number }>();
    console.info(`burst of 50 first messages about one ad: ${accepted} accepted, ${counted?.n} conversations counted`);
    expect(await count("SELECT COUNT(*) AS n FROM conversations WHERE buyer_id = ?", buyer.id)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?", buyer.id)).toBe(accepted);
    expect(counted?.n).toBe(1);
    expect((await send(buyer.token, { ad_id: otherAd, body: "And this one?" })).status).toBe(201);
  });
});

describe("messaging through the API", () => {
  it("lets a buyer message a public ad's seller, who lists and reads it (unread 1 → 0); a second message joins the conversation", async () => {
    const seller = await member("Samir");
    const buyer = await member("Bassem");
    const adId = await publicAd(seller.token);

    const first = await send(buyer.token, { ad_id: adId, body: "  Is it still available?  " });
    expect(first.status).toBe(201);
    expect(first.body.msg).toBe(await text("account:messages.sent"));
    const sent = envelope(SentDataSchema).parse(first.body).data;
    expect(await unread(seller.token)).toBe(1);
    expect(await unread(buyer.token)).toBe(0);

    const inbox = await list(seller.token);
    expect(inbox.status).toBe(200);
    const page = envelope(InboxDataSchema).parse(inbox.body).data;
    expect(page).toMatchObject({ page: 1, per_page: 20, has_more: false });
    expect(page.conversations).toHaveLength(1);
    expect(page.conversations[0]).toMatchObject({
      id: sent.conversation_id,
      ad_id: adId,
      ad_name: adFields().name,
      price: 650000,
      other_name: buyer.name,
      last_message: "Is it still available?",
      last_sender_id: buyer.id,
      from_me: false,
      unread: true,
    });
    expect(page.conversations[0].last_message_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const read = await conversation(seller.token, sent.conversation_id);
    expect(read.status).toBe(200);
    const view = envelope(ConversationDataSchema).parse(read.body).data;
    expect(view.conversation).toEqual({
      id: sent.conversation_id,
      ad_id: adId,
      ad_name: adFields().name,
      role: "seller",
      other: { id: buyer.id, name: buyer.name },
      ad_available: true,
      account_suspended: false,
      blocked: false,
      blocked_by_me: false,
      open: true,
      unread: true,
    });
    expect(view.messages).toMatchObject([{ id: sent.message_id, sender_id: buyer.id, from_me: false, body: "Is it still available?" }]);
    // Reading changed nothing (a GET never does): still unread until a POST marks it.
    expect(await unread(seller.token)).toBe(1);
    expect(envelope(InboxDataSchema).parse((await list(seller.token)).body).data.conversations[0].unread).toBe(true);
    expect((await markRead(seller.token, sent.conversation_id)).status).toBe(200);
    expect(await unread(seller.token)).toBe(0);
    expect(envelope(InboxDataSchema).parse((await list(seller.token)).body).data.conversations[0].unread).toBe(false);

    // The second message joins the same conversation.
    const second = await send(buyer.token, { ad_id: String(adId), body: "And the last price?" });
    expect(second.status).toBe(201);
    expect(second.body.data.conversation_id).toBe(sent.conversation_id);
    expect(second.body.data.message_id).toBeGreaterThan(sent.message_id);
    expect(await count("SELECT COUNT(*) AS n FROM conversations WHERE ad_id = ?", adId)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?", sent.conversation_id)).toBe(2);
    expect(await unread(seller.token)).toBe(1);

    // The seller answers; marking read takes the buyer's count back to 0.
    const answered = await replyTo(seller.token, sent.conversation_id, { body: "Yes, come and see it" });
    expect(answered.status).toBe(201);
    expect(answered.body.data.conversation_id).toBe(sent.conversation_id);
    expect(await unread(seller.token)).toBe(0);
    expect(await unread(buyer.token)).toBe(1);
    const marked = await markRead(buyer.token, sent.conversation_id);
    expect(marked.status).toBe(200);
    expect(envelope(UnreadDataSchema).parse(marked.body).data.unread).toBe(0);
    expect(await unread(buyer.token)).toBe(0);
    const buyerView = envelope(ConversationDataSchema).parse((await conversation(buyer.token, sent.conversation_id)).body).data;
    expect(buyerView.conversation).toMatchObject({ role: "buyer", other: { id: seller.id, name: seller.name } });
    expect(buyerView.messages.map((message) => [message.body, message.from_me])).toEqual([
      ["Is it still available?", true],
      ["And the last price?", true],
      ["Yes, come and see it", false],
    ]);
  });

  it("answers a third person's read, reply, mark-read and block with the same 404 as a conversation that does not exist, and changes nothing", async () => {
    const seller = await member("Samir");
    const buyer = await member("Bassem");
    const stranger = await member("Omar");
    const adId = await publicAd(seller.token);
    const id: number = (await send(buyer.token, { ad_id: adId, body: "Hello" })).body.data.conversation_id;
    const before = await snapshot(id);
    expect(before.conversation).not.toBeNull();

    const missing = 99_999_999;
    const attempts = [
      [() => conversation(stranger.token, id), () => conversation(stranger.token, missing)],
      [() => replyTo(stranger.token, id, { body: "I am not part of this" }), () => replyTo(stranger.token, missing, { body: "I am not part of this" })],
      [() => markRead(stranger.token, id), () => markRead(stranger.token, missing)],
      [() => block(stranger.token, id, { blocked: true }), () => block(stranger.token, missing, { blocked: true })],
    ] as const;
    for (const [foreign, unknown] of attempts) {
      const theirs = await foreign();
      const nobody = await unknown();
      expect(theirs.status).toBe(404);
      expectError(theirs.body);
      expect(theirs.body).toEqual(nobody.body);
      expect(nobody.status).toBe(404);
    }
    for (const bad of ["abc", "0", "-1", "1.5"]) expect((await conversation(stranger.token, bad)).status).toBe(404);
    expect(await snapshot(id)).toEqual(before);
    // The seller still has it unread, the stranger sees nothing.
    expect(await unread(seller.token)).toBe(1);
    expect(envelope(InboxDataSchema).parse((await list(stranger.token)).body).data.conversations).toEqual([]);
    expect(await unread(stranger.token)).toBe(0);
  });

  it("refuses a message that is too long, empty or not text with a 422 whose msg is the message's error in the caller's language, and stores nothing", async () => {
    const seller = await member("Samir");
    const buyer = await member("Bassem");
    const adId = await publicAd(seller.token);
    const id: number = (await send(buyer.token, { ad_id: adId, body: "Hello" })).body.data.conversation_id;
    const before = await snapshot(id);
    const tooLong = await text("common:messageErrors.tooLong");
    const empty = await text("common:messageErrors.empty");

    for (const language of ["en", "ar"] as const) {
      const expected = await text("common:messageErrors.tooLong", language);
      const viaSend = await send(buyer.token, { ad_id: adId, body: "x".repeat(2001) }, language);
      const viaReply = await replyTo(buyer.token, id, { body: "ش".repeat(2001) }, language);
      for (const answer of [viaSend, viaReply]) {
        expect(answer.status).toBe(422);
        expectError(answer.body);
        expect(answer.body.msg).toBe(expected);
        expect(answer.body.errors).toEqual({ body: [expected] });
      }
    }
    expect(tooLong).not.toBe(await text("common:messageErrors.tooLong", "ar"));

    for (const body of ["", "   \n\t "]) {
      for (const answer of [await send(buyer.token, { ad_id: adId, body }), await replyTo(buyer.token, id, { body })]) {
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body.msg).toBe(empty);
        expect(answer.body.errors).toEqual({ body: [empty] });
      }
    }
    // Left out: the same "write your message".
    const without = await replyTo(buyer.token, id, {});
    expect(without.status).toBe(422);
    expect(without.body.msg).toBe(empty);

    // Not text: refused as every API field of the wrong JSON type is, naming the field.
    const wrongType = await text("api:errors.wrongType");
    for (const body of [5, true, ["hello"], { text: "hello" }, null]) {
      for (const answer of [await send(buyer.token, { ad_id: adId, body }), await replyTo(buyer.token, id, { body })]) {
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expectError(answer.body);
        expect(answer.body.msg).toBe(await text("api:errors.validation"));
        expect(answer.body.errors).toEqual({ body: [wrongType] });
      }
    }
    expect(await snapshot(id)).toEqual(before);

    // 2000 characters is the limit itself: sent.
    const longest = await replyTo(buyer.token, id, { body: "x".repeat(2000) });
    expect(longest.status).toBe(201);
  });

  it("names ad_id when it is missing or not an id, and answers an ad that is not public with 404", async () => {
    const seller = await member("Samir");
    const buyer = await member("Bassem");
    const missing = await send(buyer.token, { body: "Hello" });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors!)).toEqual(["ad_id"]);
    const both = await send(buyer.token, { ad_id: "abc", body: "" });
    expect(both.status).toBe(422);
    expect(both.body.msg).toBe(await text("common:messageErrors.empty"));
    expect(Object.keys(both.body.errors!).sort()).toEqual(["ad_id", "body"]);
    expect((await send(buyer.token, { ad_id: [1, 2], body: "Hello" })).status).toBe(422);

    const unknown = await send(buyer.token, { ad_id: 99_999_999, body: "Hello" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(await text("common:messageErrors.notFound"));
    // Under review: not public, the same 404.
    const posted = await call(env, apiRoutes["/client/ads"], "/public/api/client/ads", { token: seller.token, form: formOf(adFields()) });
    const pending = await send(buyer.token, { ad_id: posted.body.data.ad.id, body: "Hello" });
    expect(pending.status).toBe(404);
    expect(pending.body).toEqual(unknown.body);
    expect(await count("SELECT COUNT(*) AS n FROM conversations WHERE buyer_id = ?", buyer.id)).toBe(0);
  });

  it("refuses a message about one's own ad with 409 and opens nothing", async () => {
    const seller = await member("Samir");
    const adId = await publicAd(seller.token);
    for (const language of ["en", "ar"] as const) {
      const own = await send(seller.token, { ad_id: adId, body: "Talking to myself" }, language);
      expect(own.status).toBe(409);
      expectError(own.body);
      expect(own.body.msg).toBe(await text("common:messageErrors.ownAd", language));
    }
    expect(await count("SELECT COUNT(*) AS n FROM conversations WHERE ad_id = ?", adId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?", seller.id)).toBe(0);
  });

  it("blocks and unblocks the other person: while blocked neither can send (409), and the conversation says so", async () => {
    const seller = await member("Samir");
    const buyer = await member("Bassem");
    const adId = await publicAd(seller.token);
    const id: number = (await send(buyer.token, { ad_id: adId, body: "Hello" })).body.data.conversation_id;

    const blocked = await block(seller.token, id, { blocked: true });
    expect(blocked.status).toBe(200);
    expect(envelope(BlockDataSchema).parse(blocked.body).data).toEqual({ blocked: true });
    expect(blocked.body.msg).toBe(await text("account:messages.blockedToast"));
    expect(await count("SELECT COUNT(*) AS n FROM blocks WHERE blocker_id = ? AND blocked_id = ?", seller.id, buyer.id)).toBe(1);
    const blockedText = await text("common:messageErrors.blocked");
    for (const answer of [
      await send(buyer.token, { ad_id: adId, body: "Hello?" }),
      await replyTo(buyer.token, id, { body: "Hello?" }),
      await replyTo(seller.token, id, { body: "Hi" }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(blockedText);
    }
    const sellerView = envelope(ConversationDataSchema).parse((await conversation(seller.token, id)).body).data.conversation;
    expect(sellerView).toMatchObject({ blocked: true, blocked_by_me: true, open: false });
    const buyerView = envelope(ConversationDataSchema).parse((await conversation(buyer.token, id)).body).data.conversation;
    expect(buyerView).toMatchObject({ blocked: true, blocked_by_me: false, open: false });
    expect(await count("SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?", id)).toBe(1);

    // blocked must be said, as a boolean (1 / 0 in form bodies).
    for (const json of [{}, { blocked: "yes" }, { blocked: 1 }]) {
      const answer = await block(seller.token, id, json);
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(answer.body.errors!)).toEqual(["blocked"]);
    }
    const unblocked = await call(env, apiRoutes["/client/messages/conversations/{id}/block"], `/public/api/client/messages/conversations/${id}/block`, {
      token: seller.token,
      params: { id: String(id) },
      form: formOf({ blocked: "0" }),
    });
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.data).toEqual({ blocked: false });
    expect(unblocked.body.msg).toBe(await text("account:messages.unblockedToast", "ar"));
    expect(await count("SELECT COUNT(*) AS n FROM blocks WHERE blocker_id = ?", seller.id)).toBe(0);
    expect((await replyTo(buyer.token, id, { body: "Hello again" })).status).toBe(201);
  });

  it("keeps a conversation readable but refuses replies (409) once its ad is no longer public", async () => {
    const seller = await member("Samir");
    const buyer = await member("Bassem");
    const adId = await publicAd(seller.token);
    const id: number = (await send(buyer.token, { ad_id: adId, body: "Hello" })).body.data.conversation_id;
    await env.DB.prepare("UPDATE ads SET status = 'sold' WHERE id = ?").bind(adId).run();
    const answer = await replyTo(seller.token, id, { body: "Sold, sorry" }, "ar");
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe(await text("common:messageErrors.closed", "ar"));
    const view = envelope(ConversationDataSchema).parse((await conversation(buyer.token, id)).body).data;
    expect(view.conversation).toMatchObject({ ad_available: false, open: false, blocked: false });
    expect(view.messages).toHaveLength(1);
    // Asking about it again: the ad is gone for new messages.
    const again = await send(buyer.token, { ad_id: adId, body: "Still there?" });
    expect(again.status).toBe(404);
  });

  it("answers a use-case's limit with 429 and Retry-After", async () => {
    const seller = await member("Samir");
    const buyer = await member("Bassem");
    const adId = await publicAd(seller.token);
    const id: number = (await send(buyer.token, { ad_id: adId, body: "Hello" })).body.data.conversation_id;
    // The hour's messages already used up (features/messaging counts them per account).
    const hour = Math.floor(Date.now() / 1000 / 3600) * 3600;
    await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, 1000)").bind(`messagesUser:user:${buyer.id}`, hour).run();
    const before = await snapshot(id);
    for (const answer of [await replyTo(buyer.token, id, { body: "Again" }), await send(buyer.token, { ad_id: adId, body: "Again" })]) {
      expect(answer.status).toBe(429);
      expectError(answer.body);
      expect(answer.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
      expect(answer.body.msg).not.toContain("tooManyAttempts");
      expect(answer.body.msg.length).toBeGreaterThan(0);
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it("of 80 messages sent at once, accepts exactly the hour's limit; every refusal is a 429 quoting the same wait, and retries do not move it", async () => {
    const seller = await member("Samir");
    const buyer = await member("Bassem");
    const adId = await publicAd(seller.token);
    const id: number = (await send(buyer.token, { ad_id: adId, body: "Hello" })).body.data.conversation_id;
    // Each answer with the seconds (of the clock) between which it was made.
    const timed = async (body: string) => {
      const sent = Math.floor(Date.now() / 1000);
      const answer = await replyTo(buyer.token, id, { body });
      return { answer, sent, received: Math.floor(Date.now() / 1000) };
    };
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => timed(`Message ${i}`)));
    expect(answers.filter(({ answer }) => answer.status === 201)).toHaveLength(LIMITS.messagesUser.max - 1);
    expect(await count("SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?", buyer.id)).toBe(LIMITS.messagesUser.max);
    const refused = answers.filter(({ answer }) => answer.status !== 201);
    expect(refused).toHaveLength(80 - (LIMITS.messagesUser.max - 1));
    for (const { answer } of refused) {
      expect(answer.status).toBe(429);
      expectError(answer.body);
      // The message's minutes are the header's seconds, rounded up.
      expect(answer.body.msg).toBe(`Too many attempts. Try again in ${Math.ceil(Number(answer.headers.get("Retry-After")) / 60)} minutes.`);
    }
    // Every refusal names the same moment to come back (its wait counted from when it was answered), and so
    // do retries: there is one moment within every answer's (sent + Retry-After, received + Retry-After).
    const retries = [];
    for (let i = 0; i < 5; i++) retries.push(await timed("Again"));
    expect(retries.map(({ answer }) => answer.status)).toEqual([429, 429, 429, 429, 429]);
    const moments = [...refused, ...retries].map(({ answer, sent, received }) => {
      const wait = Number(answer.headers.get("Retry-After"));
      expect(wait).toBeGreaterThan(0);
      return { earliest: sent + wait, latest: received + wait };
    });
    expect(Math.max(...moments.map((moment) => moment.earliest))).toBeLessThanOrEqual(Math.min(...moments.map((moment) => moment.latest)));
    expect(await count("SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?", buyer.id)).toBe(LIMITS.messagesUser.max);
  });

  it("needs a token or a session (401), and pages the inbox", async () => {
    for (const answer of [
      await call(env, apiRoutes["/client/messages/unread"], "/public/api/client/messages/unread"),
      await call(env, apiRoutes["/client/messages/conversations"], "/public/api/client/messages/conversations"),
      await conversation(undefined, 1),
      await call(env, apiRoutes["/client/messages/send"], "/public/api/client/messages/send", { json: { ad_id: 1, body: "Hello" } }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get("WWW-Authenticate")).toContain("Bearer");
    }
    const buyer = await member("Bassem");
    const empty = await list(buyer.token, { page: "2" });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ conversations: [], page: 2, per_page: 20, has_more: false });
    const bad = await list(buyer.token, { page: "abc" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!)).toEqual(["page"]);
    // A method the path does not take.
    const wrong = await call(env, apiRoutes["/client/messages/unread"], "/public/api/client/messages/unread", { method: "POST", token: buyer.token });
    expect(wrong.status).toBe(405);
  });
});
