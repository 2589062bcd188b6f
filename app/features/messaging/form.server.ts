// A message form's answer, the same for the ad page and a conversation:
// the text checked (MessageSchema), then sent by the given use-case.
import { parseWithZod } from "@conform-to/zod";
import { json, type TypedResponse } from "@remix-run/cloudflare";
import type { Context } from "~/server/context.server";
import { redirectWithMessage } from "~/server/session.server";
import { conversationPath, VERIFY_PATH } from "./paths";
import { MESSAGE_MAX, MessageSchema, type MessageFormState } from "./schema";
import type { SendError, SendResult } from "./conversations.server";
import { isDatabaseUnavailable } from "~/server/outage.server";

const errorKeys: Record<Exclude<SendError, "notVerified">, string> = {
  notFound: "common:messageErrors.notFound",
  ownAd: "common:messageErrors.ownAd",
  blocked: "common:messageErrors.blocked",
  closed: "common:messageErrors.closed",
};

/**
 * Sent: to the conversation with a toast. Refused: the form again with the
 * text typed (cut to what the field holds) and the reason, with a 4xx.
 */
export async function answerMessageForm(
  context: Pick<Context, "config" | "setCookie" | "t">,
  formData: FormData,
  send: (body: string) => Promise<SendResult>,
): Promise<TypedResponse<{ message: MessageFormState }>> {
  const typed = formData.get("body");
  const body = typeof typed === "string" ? [...typed].slice(0, MESSAGE_MAX + 100).join("") : "";
  const refuse = (status: number, error: string) => json({ message: { error, body } }, { status });
  const submission = parseWithZod(formData, { schema: MessageSchema });
  if (submission.status !== "success") return refuse(400, submission.error?.body?.[0] ?? "common:messageErrors.empty");
  let sent: SendResult;
  try {
    sent = await send(submission.value.body);
  } catch (error) {
    // The database is unavailable (server/outage.server.ts): nothing was sent; the text stays in the form.
    if (isDatabaseUnavailable(error)) return refuse(503, "common:unavailable.form");
    throw error;
  }
  if (sent.ok) throw await redirectWithMessage(context, conversationPath(sent.conversationId, sent.messageId), "success", "account:messages.sent");
  if ("refusal" in sent) return refuse(sent.refusal.status, String(context.t(sent.refusal.key, sent.refusal.values)));
  // Like posting an ad: to the verify tab, told why (the ad page shows the same with a link before anyone types).
  if (sent.error === "notVerified") throw await redirectWithMessage(context, VERIFY_PATH, "info", "common:messagingDoors.verifyFirst");
  return refuse(sent.error === "notFound" ? 404 : 409, errorKeys[sent.error]);
}
