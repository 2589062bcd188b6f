// The API's messaging calls (Souq's own, not in the client contract), under
// /client/messages/: the inbox, one conversation (reading it changes
// nothing: a GET never marks it read), the first message about an ad, replies, marking read, blocking and the unread
// count. Thin adapters over features/messaging/conversations.server.ts, the same
// use-cases the pages call: every rule (who may read or write, blocks, closed
// conversations, the limits) lives there. A conversation that is not the
// caller's answers exactly as one that does not exist: 404, nothing changes.
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import type { Context } from "~/server/context.server";
import { INBOX_PAGE_SIZE } from "~/features/messaging/queries.server";
import { MessageSchema } from "~/features/messaging/schema";
import {
  askAboutAd,
  blockInConversation,
  inbox,
  markConversationRead as markRead,
  readConversation,
  reply,
  unreadCount,
  type SendError,
  type SendResult,
} from "~/features/messaging/conversations.server";
import { isoTime } from "~/lib/format";
import { mediaUrl } from "~/api/ad-shape.server";
import { requireApiCaller } from "~/api/auth.server";
import { ApiError, notFound, ok, refused } from "~/api/envelope.server";
import type { ApiField } from "~/api/fields.server";
import { formDataOf, positiveInt, readFields, validationError, type Fields } from "~/api/request.server";
import type { ConversationDataSchema, ConversationItemSchema } from "~/api/schemas.server";

type ApiContext = Context;

// ---- Request fields ---------------------------------------------------------------------------------

const bodyField: ApiField = {
  name: "body",
  form: { schema: MessageSchema, field: "body" },
  description: "The message: text only, surrounding spaces dropped, 1 to 2000 characters",
};

export const inboxFields: ApiField[] = [
  { name: "page", schema: z.number().int().positive().optional(), description: `The page (${INBOX_PAGE_SIZE} conversations each); 1 when left out` },
];

export const sendFields: ApiField[] = [
  {
    name: "ad_id",
    schema: z.number().int().positive(),
    openapi: { type: ["integer", "string"] },
    description: "A public ad of someone else: the first message opens the conversation, later ones join it",
  },
  bodyField,
];

export const replyFields: ApiField[] = [bodyField];

export const blockFields: ApiField[] = [
  {
    name: "blocked",
    schema: z.boolean(),
    description:
      "true blocks the other person of the conversation (neither can message the other, about any ad), false lifts the caller's block; in form bodies 1 / 0 or true / false",
  },
];

// ---- Shaping --------------------------------------------------------------------------------------------

/** The message's text, checked with the pages' schema; its first error (in the caller's language) is the answer's msg, all are errors.body. */
function checkBody(fields: Fields): { ok: true; body: string } | { ok: false; error: ApiError } {
  const submission = parseWithZod(formDataOf([["body", fields.get("body")]]), { schema: MessageSchema });
  if (submission.status === "success") return { ok: true, body: submission.value.body };
  return { ok: false, error: validationError(submission.error, {}, submission.error?.body?.[0] ?? "common:messageErrors.empty") };
}

function messageBody(fields: Fields): string {
  const checked = checkBody(fields);
  if (!checked.ok) throw checked.error;
  return checked.body;
}

/** A conversation id from the path; anything else is the same 404 as someone else's conversation. */
function conversationId(idParam: string | undefined): number {
  const id = positiveInt(idParam);
  if (!id) throw notFound();
  return id;
}

const sendErrors: Record<Exclude<SendError, "notFound" | "notVerified">, string> = {
  ownAd: "common:messageErrors.ownAd",
  blocked: "common:messageErrors.blocked",
  closed: "common:messageErrors.closed",
};

/** A sent message's answer (201), or the use-case's reason as the API's error. */
function sent(context: ApiContext, result: SendResult, notFoundKey: string): Response {
  if (result.ok) return ok(context, { conversation_id: result.conversationId, message_id: result.messageId }, { msg: "account:messages.sent", status: 201 });
  if ("refusal" in result) throw refused(result.refusal);
  if (result.error === "notFound") throw new ApiError(404, notFoundKey);
  // Only verified accounts start conversations: 403 with a code a client can act on (send the person to verify).
  if (result.error === "notVerified") throw new ApiError(403, "common:messagingDoors.verifyFirst", { code: "not_verified" });
  throw new ApiError(409, sendErrors[result.error]);
}

type ConversationItem = z.infer<typeof ConversationItemSchema>;
type ConversationData = z.infer<typeof ConversationDataSchema>;

// ---- GET /client/messages/conversations --------------------------------------------------------------

export async function listConversations(request: Request, context: ApiContext): Promise<Response> {
  const caller = await requireApiCaller(request, context);
  const fields = await readFields(request, { fields: inboxFields });
  const raw = fields.get("page");
  const page = raw === undefined || raw === "" ? 1 : positiveInt(raw);
  if (page === null) throw new ApiError(422, "api:errors.validation", { errors: { page: ["api:errors.badRequest"] } });
  const { rows, hasMore } = await inbox(context, caller.user, page);
  const conversations: ConversationItem[] = rows.map((row) => ({
    id: row.id,
    ad_id: row.ad_id,
    ad_name: row.ad_name,
    price: row.price,
    image: row.image,
    image_url: row.image ? mediaUrl(context.config.SITE_URL, row.image) : null,
    other_name: row.other_name,
    last_message: row.last_body,
    last_sender_id: row.last_sender_id,
    from_me: row.last_sender_id === caller.user.id,
    last_message_at: isoTime(row.last_message_at),
    unread: row.unread === 1,
  }));
  return ok(context, { conversations, page, per_page: INBOX_PAGE_SIZE, has_more: hasMore });
}

// ---- GET /client/messages/conversations/{id} ------------------------------------------------------------

export async function showConversation(request: Request, context: ApiContext, idParam: string | undefined): Promise<Response> {
  const caller = await requireApiCaller(request, context);
  const view = await readConversation(context, caller.user, conversationId(idParam));
  if (!view) throw notFound();
  const { conversation, messages, open } = view;
  const data: ConversationData = {
    conversation: {
      id: conversation.id,
      ad_id: conversation.ad_id,
      ad_name: conversation.ad_name,
      role: conversation.buyer_id === caller.user.id ? "buyer" : "seller",
      other: { id: conversation.other_id, name: conversation.other_name },
      ad_available: conversation.ad_public === 1,
      account_suspended: conversation.closed === 1,
      blocked: conversation.blocked === 1,
      blocked_by_me: conversation.blocked_by_me === 1,
      open,
      unread: view.unread,
    },
    messages: messages.map((message) => ({
      id: message.id,
      sender_id: message.sender_id,
      from_me: message.sender_id === caller.user.id,
      body: message.body,
      created_at: isoTime(message.created_at),
    })),
  };
  return ok(context, data);
}

// ---- POST /client/messages/conversations/{id}/read ------------------------------------------------------

/** Marks the conversation read up to its newest message (reading it with GET does not); answers the caller's unread count after it. */
export async function markConversationRead(request: Request, context: ApiContext, idParam: string | undefined): Promise<Response> {
  const caller = await requireApiCaller(request, context);
  const marked = await markRead(context, caller.user, conversationId(idParam));
  if (!marked.ok) throw notFound();
  return ok(context, { unread: await unreadCount(context, caller.user) });
}

// ---- POST /client/messages/send -----------------------------------------------------------------------

export async function sendMessage(request: Request, context: ApiContext): Promise<Response> {
  const caller = await requireApiCaller(request, context);
  const fields = await readFields(request, { fields: sendFields });
  const raw = fields.get("ad_id");
  const adId = positiveInt(raw);
  const checked = checkBody(fields);
  if (!adId) {
    // Both fields' messages at once; the message's own error is msg when it is wrong too.
    const bodyError = checked.ok ? null : checked.error;
    const errors = { ...(bodyError?.options.errors ?? {}), ad_id: [raw === undefined || raw === "" ? "auth:errors.required" : "api:errors.badRequest"] };
    throw new ApiError(422, bodyError?.key ?? "api:errors.validation", { errors });
  }
  if (!checked.ok) throw checked.error;
  return sent(context, await askAboutAd(context, caller.user, adId, checked.body), "common:messageErrors.notFound");
}

// ---- POST /client/messages/conversations/{id}/reply ----------------------------------------------------

export async function replyInConversation(request: Request, context: ApiContext, idParam: string | undefined): Promise<Response> {
  const caller = await requireApiCaller(request, context);
  const id = conversationId(idParam);
  const fields = await readFields(request, { fields: replyFields });
  return sent(context, await reply(context, caller.user, id, messageBody(fields)), "api:errors.notFound");
}

// ---- POST /client/messages/conversations/{id}/block ----------------------------------------------------

const TRUE = new Set(["1", "true"]);
const FALSE = new Set(["0", "false"]);

export async function blockConversation(request: Request, context: ApiContext, idParam: string | undefined): Promise<Response> {
  const caller = await requireApiCaller(request, context);
  const id = conversationId(idParam);
  const fields = await readFields(request, { fields: blockFields });
  const raw = fields.get("blocked")?.trim().toLowerCase();
  const blocked = raw !== undefined && TRUE.has(raw) ? true : raw !== undefined && FALSE.has(raw) ? false : null;
  if (blocked === null)
    throw new ApiError(422, "api:errors.validation", {
      errors: { blocked: [raw === undefined || raw === "" ? "auth:errors.required" : "api:errors.badRequest"] },
    });
  const result = await blockInConversation(context, caller.user, id, blocked);
  if (!result.ok) throw notFound();
  return ok(context, { blocked }, { msg: blocked ? "account:messages.blockedToast" : "account:messages.unblockedToast" });
}

// ---- GET /client/messages/unread ------------------------------------------------------------------------

export async function unreadMessages(request: Request, context: ApiContext): Promise<Response> {
  const caller = await requireApiCaller(request, context);
  return ok(context, { unread: await unreadCount(context, caller.user) });
}
