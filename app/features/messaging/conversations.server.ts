// Messaging, once for the pages (the ad page's "message the seller", the
// inbox, a conversation) and anything else that sends or reads: each takes
// the signed-in user and answers with a result, never a response.
import type { Context } from "~/server/context.server";
import { logError } from "~/server/log.server";
import { limitKey, unhit, withRateLimit, type Refusal } from "~/server/rate-limit.server";
import { announce, closeLive } from "./live.server";
import { noticeByMail } from "./notices.server";
import { conversationPath } from "./paths";
import { pushNewMessage } from "~/features/push/push.server";
import { flagOf, scamReasons } from "./scam-check.server";
import {
  countFlaggedConversations,
  countUnread,
  findAskableAd,
  findConversationFor,
  findConversationId,
  findReportedConversation,
  getMessageEmails,
  insertConversationReport,
  insertMessage,
  isBlockedBetween,
  listInbox,
  listMessages,
  markRead,
  openConversation,
  reportFlaggedSender,
  setBlock,
  setMessageEmails,
  type ConversationRow,
  type MessageRow,
} from "./queries.server";

type MessagingContext = Pick<Context, "db" | "clientAddress" | "config"> & Partial<Pick<Context, "env" | "waitUntil">>;
type Member = { id: number };

/**
 * Why a message was not sent: no such ad or conversation (for this user),
 * one's own ad, a block between the two, a conversation that no longer
 * takes messages, or an account not verified yet starting a conversation.
 */
export type SendError = "notFound" | "ownAd" | "blocked" | "closed" | "notVerified";
export type SendResult = { ok: true; conversationId: number; messageId: number } | { ok: false; error: SendError } | { ok: false; refusal: Refusal };

const perUser = (user: Member) => `user:${user.id}`;

/** A sender whose flagged messages reach this many conversations in a day is slowed and put before a moderator. */
export const FLAGGED_CONVERSATIONS = 3;
const DAY_MS = 24 * 3600 * 1000;

/**
 * What the safety check makes of a message before it is stored: its flag
 * (null for an ordinary one) and, when its sender's flagged messages now
 * reach FLAGGED_CONVERSATIONS conversations in a day, `serial`; a serial
 * sender's flagged messages are held to a slow limit (the refusal).
 */
async function checkMessage(context: MessagingContext, sender: Member, conversationId: number | null, body: string, now: Date) {
  const site = URL.canParse(context.config.SITE_URL ?? "") ? new URL(context.config.SITE_URL).host : "";
  const flag = flagOf(scamReasons(body, site));
  if (!flag) return { flag, serial: false, refusal: null };
  const others = await countFlaggedConversations(context, sender.id, conversationId ?? 0, new Date(now.getTime() - DAY_MS));
  const serial = others + 1 >= FLAGGED_CONVERSATIONS;
  const refusal = serial ? await withRateLimit(context, "flaggedMessagesUser", perUser(sender), now) : null;
  return { flag, serial, refusal };
}

/**
 * After a message is stored: the conversation's open pages hear of it, and
 * the other person may get an e-mail. Neither holds up the answer when the
 * request can finish them in the background; neither failing loses the message.
 */
async function delivered(context: MessagingContext, conversationId: number, senderId: number, otherId: number, messageId: number, now: Date): Promise<void> {
  announce(context, conversationId, messageId, [senderId, otherId]);
  const notice = noticeByMail(context, conversationId, senderId, now).catch((error: unknown) => {
    logError(error, null);
    return false;
  });
  // A Web Push notification to the other person's devices that asked for them (features/push).
  const push = pushNewMessage(context, conversationId, senderId, conversationPath(conversationId)).catch((error: unknown) => logError(error, null));
  if (context.waitUntil) context.waitUntil(Promise.all([notice, push]));
  else await Promise.all([notice, push]);
}

/**
 * A buyer's message about a public ad: the first one opens the conversation
 * (counted against the new-conversations limit), later ones join it. Only a
 * verified account starts one (`User.verified`, the check posting an ad
 * makes); one that already has this conversation may go on writing in it.
 */
export async function askAboutAd(
  context: MessagingContext,
  buyer: Member & { verified: boolean },
  adId: number,
  body: string,
  now = new Date(),
): Promise<SendResult> {
  const ad = await findAskableAd(context, adId, now);
  if (!ad) return { ok: false, error: "notFound" };
  if (ad.seller_id === buyer.id) return { ok: false, error: "ownAd" };
  if (await isBlockedBetween(context, buyer.id, ad.seller_id)) return { ok: false, error: "blocked" };
  const existing = await findConversationId(context, buyer.id, adId);
  if (existing === null && !buyer.verified) return { ok: false, error: "notVerified" };
  const checked = await checkMessage(context, buyer, existing, body, now);
  if (checked.refusal) return { ok: false, refusal: checked.refusal };
  if (existing === null) {
    const refusal = await withRateLimit(context, "conversationsUser", perUser(buyer), now);
    if (refusal) return { ok: false, refusal };
  }
  const refusal = await withRateLimit(context, "messagesUser", perUser(buyer), now);
  if (refusal) {
    // Nothing was opened: the conversation counted a moment ago is given back.
    if (existing === null) await unhit(context, limitKey("conversationsUser", perUser(buyer)));
    return { ok: false, refusal };
  }
  let conversationId = existing;
  if (conversationId === null) {
    const opened = await openConversation(context, ad, buyer.id, now);
    conversationId = opened.id;
    // Another first message about this ad (a double click, a burst) made it a moment ago: this one opened nothing.
    if (!opened.created) await unhit(context, limitKey("conversationsUser", perUser(buyer)));
  }
  const messageId = await insertMessage(context, conversationId, buyer.id, body, now, checked.flag);
  if (checked.serial) await reportFlaggedSender(context, { id: conversationId, ad_id: adId }, buyer.id, body, now);
  await delivered(context, conversationId, buyer.id, ad.seller_id, messageId, now);
  return { ok: true, conversationId, messageId };
}

/** Whether a conversation still takes messages: its ad is public, neither person is suspended, neither blocked the other. */
export function isOpen(conversation: ConversationRow): boolean {
  return conversation.ad_public === 1 && conversation.closed === 0 && conversation.blocked === 0;
}

/** A reply in a conversation the user belongs to; anyone else's is "notFound". */
export async function reply(context: MessagingContext, user: Member, conversationId: number, body: string, now = new Date()): Promise<SendResult> {
  const conversation = await findConversationFor(context, conversationId, user.id, now);
  if (!conversation) return { ok: false, error: "notFound" };
  if (conversation.blocked === 1) return { ok: false, error: "blocked" };
  if (!isOpen(conversation)) return { ok: false, error: "closed" };
  const checked = await checkMessage(context, user, conversationId, body, now);
  if (checked.refusal) return { ok: false, refusal: checked.refusal };
  const refusal = await withRateLimit(context, "messagesUser", perUser(user), now);
  if (refusal) return { ok: false, refusal };
  const messageId = await insertMessage(context, conversationId, user.id, body, now, checked.flag);
  if (checked.serial) await reportFlaggedSender(context, conversation, user.id, body, now);
  await delivered(context, conversationId, user.id, conversation.other_id, messageId, now);
  return { ok: true, conversationId, messageId };
}

export interface ConversationView {
  conversation: ConversationRow;
  messages: MessageRow[];
  open: boolean;
  /** Messages from the other person newer than what this reader marked read. */
  unread: boolean;
}

/**
 * A conversation for one of its two people (null for anyone else). Reading
 * changes nothing: a GET (a link on another site, a prefetch) never marks it
 * read; `markConversationRead` does, on a POST.
 */
export async function readConversation(context: MessagingContext, user: Member, conversationId: number, now = new Date()): Promise<ConversationView | null> {
  const conversation = await findConversationFor(context, conversationId, user.id, now);
  if (!conversation) return null;
  const messages = await listMessages(context, conversationId);
  const unread = messages.some((message) => message.sender_id !== user.id && message.id > conversation.read_id);
  return { conversation, messages, open: isOpen(conversation), unread };
}

/**
 * Marks a conversation read for one of its people, up to the message given
 * (the newest their page showed) or, without one, up to its newest; anyone
 * else's is "notFound".
 */
export async function markConversationRead(
  context: MessagingContext,
  user: Member,
  conversationId: number,
  upToId: number | null = null,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; error: "notFound" }> {
  const conversation = await findConversationFor(context, conversationId, user.id, now);
  if (!conversation) return { ok: false, error: "notFound" };
  await markRead(context, conversationId, user.id, upToId ?? Number.MAX_SAFE_INTEGER);
  return { ok: true };
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

/**
 * Blocks (or unblocks) the other person of a conversation the user belongs
 * to: while blocked, neither can message the other, here or about any other
 * ad, and the live sockets either has open on their conversations close.
 * Anyone else's conversation is "notFound".
 */
export async function blockInConversation(
  context: MessagingContext,
  user: Member,
  conversationId: number,
  blocked: boolean,
  now = new Date(),
): Promise<{ ok: true; otherId: number } | { ok: false; error: "notFound" }> {
  const conversation = await findConversationFor(context, conversationId, user.id, now);
  if (!conversation) return { ok: false, error: "notFound" };
  await setBlock(context, user.id, conversation.other_id, blocked, now);
  if (blocked) {
    await Promise.all([closeLive(context, user.id, { otherId: conversation.other_id }), closeLive(context, conversation.other_id, { otherId: user.id })]);
  }
  return { ok: true, otherId: conversation.other_id };
}

/** A report about a conversation from one of its people: it goes to the moderation queue with the conversation. */
export async function reportConversation(
  context: MessagingContext,
  user: Member,
  conversationId: number,
  details: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; error: "notFound" }> {
  const conversation = await findConversationFor(context, conversationId, user.id, now);
  if (!conversation) return { ok: false, error: "notFound" };
  await insertConversationReport(context, conversation, user.id, details, now);
  return { ok: true };
}

/** A reported conversation and its messages, for a moderator (null if nobody reported it). */
export async function reviewConversation(context: MessagingContext, conversationId: number) {
  const conversation = await findReportedConversation(context, conversationId);
  if (!conversation) return null;
  return { conversation, messages: await listMessages(context, conversationId) };
}

/** Whether the user gets "you have a message" e-mails, and turning them on or off. */
export const wantsMessageEmails = (context: MessagingContext, user: Member) => getMessageEmails(context, user.id);
export const chooseMessageEmails = (context: MessagingContext, user: Member, on: boolean) => setMessageEmails(context, user.id, on);
