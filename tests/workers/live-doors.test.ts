import { env as workerEnv } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser, markVerified, replacePassword, resetPassword } from "~/features/auth/accounts.server";
import { setSuspended } from "~/features/admin/users.server";
import { CLOSED_DOORS, GAVE_WAY, MAX_SOCKETS } from "~/features/messaging/live-codes";
import { openLive } from "~/features/messaging/live.server";
import { askAboutAd, blockInConversation, reply } from "~/features/messaging/conversations.server";
import { startSession } from "~/server/session.server";
import * as signoutPage from "~/routes/signout";
import { config, makeContext, seedCatalogue } from "./api-helpers";
import { apiRoutes } from "./api-route-table";
import { createTestEnv } from "./helpers/db";

// Messaging's live sockets against the real Durable Object (MessageLine,
// exported by helpers/line-worker.ts) in workerd: each door closes the
// sockets it should and no other (sign-out closes that session's, a new
// password, a reset and a suspension all of the member's, a block those
// between the two), and a member holds at most MAX_SOCKETS at once.

type Env = Awaited<ReturnType<typeof createTestEnv>>["env"];
let env: Env;
let serial = 0;
const opened: WebSocket[] = [];

beforeAll(async () => {
  const created = await createTestEnv();
  env = { ...created.env, MESSAGE_LINES: (workerEnv as unknown as { MESSAGE_LINES: DurableObjectNamespace }).MESSAGE_LINES };
  await seedCatalogue(env.DB);
});

afterEach(() => {
  for (const socket of opened.splice(0)) {
    try {
      socket.close(1000, "test over");
    } catch {
      // closed already
    }
  }
});

const context = async () => (await makeContext(env)).context as never;

async function person(name: string) {
  serial += 1;
  const created = await createUser(
    { db: env.DB },
    {
      accountType: "customer",
      firstName: name,
      lastName: "Live",
      username: `live${serial}`,
      email: `live${serial}@example.com`,
      phone: `+20153${String(serial).padStart(7, "0")}`,
      password: "secret-1",
      language: "en",
    },
  );
  if (!created.ok) throw new Error("conflict");
  await markVerified({ db: env.DB }, created.user.id);
  return { id: created.user.id, verified: true };
}

async function publicAd(sellerId: number): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO ads (user_id, name, description, price, category_id, latitude, longitude, address, status, approved_at, expires_at)
     VALUES (?1, 'car', 'd', 10, 1, 30, 31, 'a', 'approved', datetime('now'), datetime('now', '+30 days')) RETURNING id`,
  )
    .bind(sellerId)
    .first<{ id: number }>();
  return row!.id;
}

/** A buyer's conversation with a seller about a new ad of theirs. */
async function conversation(buyer: { id: number; verified: boolean }, sellerId: number): Promise<number> {
  const sent = await askAboutAd(await context(), buyer, await publicAd(sellerId), "Is it available?");
  if (!sent.ok) throw new Error(JSON.stringify(sent));
  return sent.conversationId;
}

async function sessionCookie(userId: number): Promise<string> {
  const { context: ctx, cookies } = await makeContext(env);
  await startSession(new Request(`${config.SITE_URL}/auth/signin`, { method: "POST" }), ctx as never, userId);
  return cookies.find((line) => line.startsWith("__session="))!.split(";")[0]!;
}

interface Live {
  socket: WebSocket;
  /** Resolves with the close code the server sent. */
  closed: Promise<number>;
  notes: string[];
}

/** Opens a conversation page's socket as the browser does (through the Worker's openLive); the answer's status when it is refused. */
async function open(cookie: string, conversationId: number): Promise<Live | number> {
  const request = new Request(`${config.SITE_URL}/account/messages/${conversationId}/live`, {
    headers: { Upgrade: "websocket", Cookie: cookie, Origin: config.SITE_URL },
  });
  const response = await openLive(request, env as never, await context(), conversationId);
  if (response.status !== 101) return response.status;
  const socket = response.webSocket!;
  socket.accept();
  opened.push(socket);
  const notes: string[] = [];
  socket.addEventListener("message", (event) => {
    notes.push(String(event.data));
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
  return { socket, closed, notes };
}

async function live(cookie: string, conversationId: number): Promise<Live> {
  const answer = await open(cookie, conversationId);
  if (typeof answer === "number") throw new Error(`refused: ${answer}`);
  return answer;
}

const wait = (ms: number) => new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms));

/** The close code the server sent, or "open" if the socket still answers a ping (the line's auto-response). */
async function state(live: Live): Promise<number | "open"> {
  const pongs = live.notes.filter((note) => note === "pong").length;
  try {
    live.socket.send("ping");
  } catch {
    // closed: the close code below says how
  }
  const answered = (async () => {
    for (let i = 0; i < 100; i += 1) {
      if (live.notes.filter((note) => note === "pong").length > pongs) return "open" as const;
      await wait(20);
    }
    return null;
  })();
  const result = await Promise.race([live.closed, answered]);
  if (result === null) throw new Error("neither a pong nor a close");
  return result;
}

describe("the sockets close with the doors", () => {
  it("sign-out closes the sockets that session opened and no other session's", async () => {
    const seller = await person("Samir");
    const buyer = await person("Bassem");
    const first = await conversation(buyer, seller.id);
    const second = await conversation(buyer, seller.id);
    const phone = await sessionCookie(buyer.id);
    const laptop = await sessionCookie(buyer.id);
    const onPhone = [await live(phone, first), await live(phone, second)];
    const onLaptop = await live(laptop, first);
    const { context: ctx } = await makeContext(env);
    const answer = await signoutPage.action({
      request: new Request(`${config.SITE_URL}/signout`, { method: "POST", headers: { Cookie: phone } }),
      context: ctx,
      params: {},
    } as never);
    expect(answer.status).toBe(302);
    expect(await Promise.all(onPhone.map(state))).toEqual([CLOSED_DOORS, CLOSED_DOORS]);
    expect(await state(onLaptop)).toBe("open");
    // The signed-out cookie opens nothing any more.
    expect(await open(phone, first)).toBe(404);
  });

  it("signing out through the API closes that session's sockets too", async () => {
    const seller = await person("Samir");
    const buyer = await person("Bassem");
    const id = await conversation(buyer, seller.id);
    const cookie = await sessionCookie(buyer.id);
    const socket = await live(cookie, id);
    const out = await apiRoutes["/user/logout"]!.action({
      request: new Request(`${config.SITE_URL}/public/api/user/logout`, { method: "POST", headers: { Cookie: cookie, Origin: config.SITE_URL } }),
      context: await context(),
      params: {},
    } as never);
    expect(out.status).toBe(200);
    expect(await state(socket)).toBe(CLOSED_DOORS);
  });

  it("a password change and a reset close every socket of the member, and only theirs", async () => {
    const seller = await person("Samir");
    const buyer = await person("Bassem");
    const id = await conversation(buyer, seller.id);
    for (const change of [
      async () => replacePassword(await context(), buyer.id, "changed-pass-2"),
      async () => resetPassword(await context(), buyer.id, "changed-pass-3"),
    ]) {
      const sockets = [await live(await sessionCookie(buyer.id), id), await live(await sessionCookie(buyer.id), id)];
      const sellers = await live(await sessionCookie(seller.id), id);
      await change();
      expect(await Promise.all(sockets.map(state))).toEqual([CLOSED_DOORS, CLOSED_DOORS]);
      expect(await state(sellers)).toBe("open");
    }
  });

  it("a suspension closes every socket of the suspended member", async () => {
    const admin = await person("Amira");
    const seller = await person("Samir");
    const buyer = await person("Bassem");
    const id = await conversation(buyer, seller.id);
    const socket = await live(await sessionCookie(buyer.id), id);
    const sellers = await live(await sessionCookie(seller.id), id);
    expect(await setSuspended(await context(), admin, buyer.id, true)).toEqual({ ok: true });
    expect(await state(socket)).toBe(CLOSED_DOORS);
    // The other person's page stays (it shows the conversation closed on its next load).
    expect(await state(sellers)).toBe("open");
  });

  it("a block closes both people's sockets on their conversations, not those with anyone else, and no new one opens", async () => {
    const seller = await person("Samir");
    const buyer = await person("Bassem");
    const third = await person("Tarek");
    const withSeller = await conversation(buyer, seller.id);
    const alsoWithSeller = await conversation(buyer, seller.id);
    const withThird = await conversation(buyer, third.id);
    const buyerCookie = await sessionCookie(buyer.id);
    const sellerCookie = await sessionCookie(seller.id);
    const closing = [await live(buyerCookie, withSeller), await live(buyerCookie, alsoWithSeller), await live(sellerCookie, withSeller)];
    const staying = await live(await sessionCookie(buyer.id), withThird);
    expect((await blockInConversation(await context(), seller, withSeller, true)).ok).toBe(true);
    expect(await Promise.all(closing.map(state))).toEqual([CLOSED_DOORS, CLOSED_DOORS, CLOSED_DOORS]);
    expect(await state(staying)).toBe("open");
    expect(await open(buyerCookie, withSeller)).toBe(403);
  });
});

describe("at most three sockets a member", () => {
  it(`a fourth socket makes the oldest give way (${GAVE_WAY}); the newest three stay and hear new messages`, async () => {
    expect(MAX_SOCKETS).toBe(3);
    const seller = await person("Samir");
    const buyer = await person("Bassem");
    const ids = [await conversation(buyer, seller.id), await conversation(buyer, seller.id)];
    const cookie = await sessionCookie(buyer.id);
    const sockets = [await live(cookie, ids[0]!), await live(cookie, ids[1]!), await live(cookie, ids[0]!)];
    expect(await Promise.all(sockets.map(state))).toEqual(["open", "open", "open"]);
    sockets.push(await live(cookie, ids[1]!));
    expect(await Promise.all(sockets.map(state))).toEqual([GAVE_WAY, "open", "open", "open"]);
    // A fifth: the next oldest gives way.
    sockets.push(await live(cookie, ids[0]!));
    expect(await Promise.all(sockets.slice(1).map(state))).toEqual([GAVE_WAY, "open", "open", "open"]);
    // A message in the first conversation reaches its open page only (the seller's reply, announced to both lines).
    const { context: ctx, pending } = await makeContext(env);
    const sent = await reply(ctx as never, seller, ids[0]!, "Yes, it is");
    await Promise.allSettled(pending);
    if (!sent.ok) throw new Error("not sent");
    await wait(100);
    const note = JSON.stringify({ type: "message", id: sent.messageId });
    expect(sockets.map((socket) => socket.notes.includes(note))).toEqual([false, false, true, false, true]);
  });
});
