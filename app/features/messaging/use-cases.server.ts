// Messaging, once for the pages (the ad page's "message the seller", the
// inbox, a conversation) and anything else that sends or reads: each takes
// the signed-in user and answers with a result, never a response.
import type { Context } from "~/context";
import { withRateLimit, type Refusal } from "~/modules/rate-limit.server";
import { announce } from "./live.server";
import {
  countUnread,
  findAskableAd,
  findConversationFor,
  findConversationId,
  insertMessage,
  listInbox,
  listMessages,
  markRead,
  openConversation,
  type ConversationRow,
  type MessageRow,
} from "./queries.server";

type MessagingContext = Pick<Context, "db" | "clientAddress" | "config"> & Partial<Pick<Context, "env" | "waitUntil">>;
type Member = { id: number };

/** Why a message was not sent: no such ad or conversation (for this user), one's own ad, or a conversation that no longer takes messages. */
export type SendError = "notFound" | "ownAd" | "closed";
export type SendResult = { ok: true; conversationId: number; messageId: number } | { ok: false; error: SendError } | { ok: false; refusal: Refusal };

const perUser = (user: Member) => `user:${user.id}`;

/**
 * A buyer's message about a public ad: the first one opens the conversation
 * (counted against the new-conversations limit), later ones join it.
 */
export async function askAboutAd(context: MessagingContext, buyer: Member, adId: number, body: string, now = new Date()): Promise<SendResult> {
  const ad = await findAskableAd(context, adId, now);
  if (!ad) return { ok: false, error: "notFound" };
  if (ad.seller_id === buyer.id) return { ok: false, error: "ownAd" };
  const existing = await findConversationId(context, buyer.id, adId);
  if (existing === null) {
    const refusal = await withRateLimit(context, "conversationsUser", perUser(buyer));
    if (refusal) return { ok: false, refusal };
  }
  const refusal = await withRateLimit(context, "messagesUser", perUser(buyer));
  if (refusal) return { ok: false, refusal };
  const conversationId = existing ?? (await openConversation(context, ad, buyer.id, now));
  const messageId = await insertMessage(context, conversationId, buyer.id, body, now);
  announce(context, conversationId, messageId);
  return { ok: true, conversationId, messageId };
}

/** Whether a conversation still takes messages: its ad is public and neither person is suspended. */
export function isOpen(conversation: ConversationRow): boolean {
  return conversation.ad_public === 1 && conversation.closed === 0;
}

/** A reply in a conversation the user belongs to; anyone else's is "notFound". */
export async function reply(context: MessagingContext, user: Member, conversationId: number, body: string, now = new Date()): Promise<SendResult> {
  const conversation = await findConversationFor(context, conversationId, user.id, now);
  if (!conversation) return { ok: false, error: "notFound" };
  if (!isOpen(conversation)) return { ok: false, error: "closed" };
  const refusal = await withRateLimit(context, "messagesUser", perUser(user));
  if (refusal) return { ok: false, refusal };
  const messageId = await insertMessage(context, conversationId, user.id, body, now);
  announce(context, conversationId, messageId);
  return { ok: true, conversationId, messageId };
}

export interface ConversationView {
  conversation: ConversationRow;
  messages: MessageRow[];
  open: boolean;
}

/** A conversation for one of its two people (null for anyone else), marked read for them. */
export async function readConversation(context: MessagingContext, user: Member, conversationId: number, now = new Date()): Promise<ConversationView | null> {
  const conversation = await findConversationFor(context, conversationId, user.id, now);
  if (!conversation) return null;
  const messages = await listMessages(context, conversationId);
  const newest = messages.at(-1);
  if (newest) await markRead(context, conversationId, user.id, newest.id);
  return { conversation, messages, open: isOpen(conversation) };
}

export const inbox = (context: MessagingContext, user: Member, page: number) => listInbox(context, user.id, page);
/**
 * The header's count. Loaders run side by side, so on a conversation's own
 * page (`/account/messages/N`) that conversation is left out: it is being
 * read as the count is taken.
 */
export function unreadCount(context: MessagingContext, user: Member, pathname = ""): Promise<number> {
  const reading = /^\/account\/messages\/(\d{1,12})\/?$/.exec(pathname);
  return countUnread(context, user.id, reading ? Number(reading[1]) : null);
}
