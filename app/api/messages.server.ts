// The API's messaging calls (Souq's own, not in the client contract), under
// /client/messages/: the inbox, one conversation (reading it changes
// nothing: a GET never marks it read), the first message about an ad, replies, marking read, blocking and the unread
// count. Thin adapters over features/messaging/conversations.server.ts, the same
// use-cases the pages call: every rule (who may read or write, blocks, closed
// conversations, the limits) lives there. A conversation that is not the
// caller's answers exactly as one that does not exist: 404, nothing changes.
import { parseWithZod } from "@conform-to/zod";
import { z } from "~/api/zod-openapi.server";
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
import { defineOperations, type Operation, ANY_BODY, pathId } from "~/api/operation.server";
import { BlockDataSchema, ConversationDataSchema, type ConversationItemSchema, InboxDataSchema, SentDataSchema, UnreadDataSchema } from "~/api/schemas.server";

const define = defineOperations({ tag: "messages", auth: "required", spec: false });

type ApiContext = Context;

// ---- Request fields ---------------------------------------------------------------------------------

const bodyField: ApiField = {
  name: "body",
  form: { schema: MessageSchema, field: "body" },
  description: "The message: text only, surrounding spaces dropped, 1 to 2000 characters",
};

const inboxFields: ApiField[] = [
  { name: "page", schema: z.number().int().positive().optional(), description: `The page (${INBOX_PAGE_SIZE} conversations each); 1 when left out` },
];

const sendFields: ApiField[] = [
  {
    name: "ad_id",
    schema: z.number().int().positive(),
    openapi: { type: ["integer", "string"] },
    description: "A public ad of someone else: the first message opens the conversation, later ones join it",
  },
  bodyField,
];

const replyFields: ApiField[] = [bodyField];

const blockFields: ApiField[] = [
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

const listConversations = define({
  method: "get",
  path: "/client/messages/conversations",
  operationId: "conversations",
  summary: "The caller's conversations (as buyer and as seller), newest first, a page at a time",
  query: inboxFields,
  success: { status: 200, data: InboxDataSchema, description: "A page of conversations; has_more says whether the next page has any" },
  errors: [401, 422],
  async handle(request, context) {
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
  },
});

// ---- GET /client/messages/conversations/{id} ------------------------------------------------------------

const showConversation = define({
  method: "get",
  path: "/client/messages/conversations/{id}",
  operationId: "conversation",
  summary: "One of the caller's conversations with its newest messages; reading it changes nothing (mark it read with POST …/read)",
  params: pathId("The conversation"),
  success: { status: 200, data: ConversationDataSchema, description: "The conversation, its unread state as it was" },
  errors: [401, 404],
  async handle(request, context, idParam) {
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
  },
});

// ---- POST /client/messages/conversations/{id}/read ------------------------------------------------------

/** Marks the conversation read up to its newest message (reading it with GET does not); answers the caller's unread count after it. */
const markConversationRead = define({
  method: "post",
  path: "/client/messages/conversations/{id}/read",
  operationId: "markConversationRead",
  summary: "Mark one of the caller's conversations read",
  params: pathId("The conversation"),
  success: { status: 200, data: UnreadDataSchema, description: "Marked read; unread is the caller's count after it" },
  errors: [401, 404],
  async handle(request, context, idParam) {
    const caller = await requireApiCaller(request, context);
    const marked = await markRead(context, caller.user, conversationId(idParam));
    if (!marked.ok) throw notFound();
    return ok(context, { unread: await unreadCount(context, caller.user) });
  },
});

// ---- POST /client/messages/send -----------------------------------------------------------------------

const sendMessage = define({
  method: "post",
  path: "/client/messages/send",
  operationId: "sendMessage",
  summary: "A message about someone else's public ad: the first one opens the conversation, later ones join it",
  description:
    "Only a verified account starts a conversation: any other gets 403 with code not_verified (it verifies at /account/verify or through /user/verify) and nothing is stored.",
  body: { fields: sendFields, media: ANY_BODY },
  success: { status: 201, data: SentDataSchema, description: "Sent" },
  errors: [401, 403, 404, 409, 413, 422, 429],
  async handle(request, context) {
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
  },
});

// ---- POST /client/messages/conversations/{id}/reply ----------------------------------------------------

const replyInConversation = define({
  method: "post",
  path: "/client/messages/conversations/{id}/reply",
  operationId: "replyToConversation",
  summary: "A reply in one of the caller's conversations",
  params: pathId("The conversation"),
  body: { fields: replyFields, media: ANY_BODY },
  success: { status: 201, data: SentDataSchema, description: "Sent" },
  errors: [401, 404, 409, 413, 422, 429],
  async handle(request, context, idParam) {
    const caller = await requireApiCaller(request, context);
    const id = conversationId(idParam);
    const fields = await readFields(request, { fields: replyFields });
    return sent(context, await reply(context, caller.user, id, messageBody(fields)), "api:errors.notFound");
  },
});

// ---- POST /client/messages/conversations/{id}/block ----------------------------------------------------

const TRUE = new Set(["1", "true"]);
const FALSE = new Set(["0", "false"]);

const blockConversation = define({
  method: "post",
  path: "/client/messages/conversations/{id}/block",
  operationId: "blockInConversation",
  summary: "Block (or unblock) the other person of one of the caller's conversations",
  params: pathId("The conversation"),
  body: { fields: blockFields, media: ANY_BODY },
  success: { status: 200, data: BlockDataSchema, description: "Blocked or unblocked" },
  errors: [401, 404, 422],
  async handle(request, context, idParam) {
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
  },
});

// ---- GET /client/messages/unread ------------------------------------------------------------------------

const unreadMessages = define({
  method: "get",
  path: "/client/messages/unread",
  operationId: "unreadMessages",
  summary: "How many of the caller's conversations wait unread",
  success: { status: 200, data: UnreadDataSchema, description: "The count" },
  errors: [401],
  async handle(request, context) {
    const caller = await requireApiCaller(request, context);
    return ok(context, { unread: await unreadCount(context, caller.user) });
  },
});

/** This file's operations, in the document's order. */
export const messageOperations: Operation[] = [
  listConversations,
  sendMessage,
  showConversation,
  replyInConversation,
  markConversationRead,
  blockConversation,
  unreadMessages,
];
