// Opening a conversation's socket (the Worker, before Remix) and telling its
// room about a new message (the send use-cases).
import type { Config, Env } from "~/server/config.server";
import type { Database } from "~/server/db-session.server";
import { getOptionalUser } from "~/server/session.server";
import { findConversationFor } from "./queries.server";

/** The socket's address for a conversation page: /account/messages/N/live. */
export const LIVE_PATH = /^\/account\/messages\/(\d{1,12})\/live$/;

function roomOf(env: Env, conversationId: number): DurableObjectStub | null {
  const rooms = env.CONVERSATIONS as DurableObjectNamespace | undefined;
  return rooms ? rooms.get(rooms.idFromName(String(conversationId))) : null;
}

/**
 * A WebSocket request for a conversation: only one of its two people, from
 * the site's own pages, gets into its room; everyone else gets the same 404
 * as the page.
 */
export async function openLive(request: Request, env: Env, context: { db: Database; config: Config }, conversationId: number): Promise<Response> {
  const refuse = (status: number) => new Response(null, { status });
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return refuse(426);
  const origin = request.headers.get("Origin");
  if (origin && origin !== new URL(request.url).origin && origin !== new URL(context.config.SITE_URL).origin) return refuse(403);
  const user = await getOptionalUser(request, context);
  if (!user) return refuse(404);
  const conversation = await findConversationFor(context, conversationId, user.id, new Date());
  const room = conversation ? roomOf(env, conversationId) : null;
  if (!room) return refuse(404);
  return room.fetch(request);
}

/** Tells the conversation's open pages that a message arrived (never holds up the answer). */
export function announce(context: { env?: Env; waitUntil?: (promise: Promise<unknown>) => void }, conversationId: number, messageId: number): void {
  const room = context.env ? roomOf(context.env, conversationId) : null;
  if (!room) return;
  const sent = room
    .fetch("https://room/message", { method: "POST", body: JSON.stringify({ type: "message", id: messageId }) })
    .then((response) => response.body?.cancel())
    .catch(() => {
      // the pages fall back to refreshing on their own
    });
  if (context.waitUntil) context.waitUntil(sent);
}
