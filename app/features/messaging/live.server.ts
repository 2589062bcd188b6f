// Opening a conversation page's socket (the Worker, before Remix), telling
// the two people's pages about a new message (the send use-cases), and
// closing a member's sockets when a door closes: sign-out, a new password,
// a suspension, a block (line.server.ts holds them, one line per member).
import type { Config, Env } from "~/server/config.server";
import type { Database } from "~/server/db-session.server";
import { getSession } from "~/server/session.server";
import { logError } from "~/server/log.server";
import { findConversationFor } from "./queries.server";

/** The socket's address for a conversation page: /account/messages/N/live. */
export const LIVE_PATH = /^\/account\/messages\/(\d{1,12})\/live$/;

type LiveContext = { env?: Env; waitUntil?: (promise: Promise<unknown>) => void };

function lineOf(env: Env | undefined, userId: number): DurableObjectStub | null {
  const lines = env?.MESSAGE_LINES as DurableObjectNamespace | undefined;
  return lines ? lines.get(lines.idFromName(`user:${userId}`)) : null;
}

/** A session's tag on its sockets: part of its id (itself a hash of the cookie's token, as D1 keeps it). */
export const sessionTag = (sessionId: string) => sessionId.slice(0, 32);

/**
 * A WebSocket request for a conversation: only one of its two people, from
 * the site's own pages, signed in, gets a socket, on their own line, and
 * only while the conversation is not blocked or closed by a suspension
 * (403: its page opens none then); everyone else gets the same 404 as the page.
 */
export async function openLive(request: Request, env: Env, context: { db: Database; config: Config }, conversationId: number): Promise<Response> {
  const refuse = (status: number) => new Response(null, { status });
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return refuse(426);
  const origin = request.headers.get("Origin");
  if (origin && origin !== new URL(request.url).origin && origin !== new URL(context.config.SITE_URL).origin) return refuse(403);
  const session = await getSession(request, context);
  if (!session) return refuse(404);
  const conversation = await findConversationFor(context, conversationId, session.user.id, new Date());
  const line = conversation ? lineOf(env, session.user.id) : null;
  if (!conversation || !line) return refuse(404);
  if (conversation.blocked === 1 || conversation.closed === 1) return refuse(403);
  const url = new URL("https://line/open");
  url.searchParams.set("conversation", String(conversationId));
  url.searchParams.set("session", sessionTag(session.sessionId));
  url.searchParams.set("other", String(conversation.other_id));
  return line.fetch(new Request(url, request));
}

/** Tells the two people's open pages of a conversation that a message arrived (never holds up the answer). */
export function announce(context: LiveContext, conversationId: number, messageId: number, memberIds: number[]): void {
  for (const memberId of memberIds) {
    const line = lineOf(context.env, memberId);
    if (!line) continue;
    const sent = line
      .fetch(`https://line/message?conversation=${conversationId}`, { method: "POST", body: JSON.stringify({ type: "message", id: messageId }) })
      .then((response) => response.body?.cancel())
      .catch(() => {
        // the pages fall back to refreshing on their own
      });
    if (context.waitUntil) context.waitUntil(sent);
  }
}

/**
 * Closes a member's sockets: those one session opened (sign-out), those about
 * one other person (a block), or all of them (a new password, a suspension).
 * Their pages reload once and find the session gone or the conversation
 * closed. Awaited, so the answer leaves with the doors shut; a line that
 * cannot be reached is logged and does not undo what closed them (the
 * session is gone in D1 whatever happens: the next load is refused).
 */
export async function closeLive(context: LiveContext, userId: number, which: { sessionId: string } | { otherId: number } | "all"): Promise<void> {
  const line = lineOf(context.env, userId);
  if (!line) return;
  const tag = which === "all" ? null : "sessionId" in which ? `s:${sessionTag(which.sessionId)}` : `o:${which.otherId}`;
  try {
    const response = await line.fetch(`https://line/close${tag ? `?tag=${encodeURIComponent(tag)}` : ""}`, { method: "POST" });
    await response.body?.cancel();
  } catch (error) {
    logError(error, null);
  }
}
