// "You have a message" by e-mail, through the outbox like every other mail:
// at most one per conversation and person every 30 minutes, never to
// someone who turned them off (claimNotice).
import type { Context } from "~/server/context.server";
import { messageNoticeMail, trySendMail } from "~/server/mail.server";
import { conversationPath, MESSAGE_SETTINGS_PATH } from "./paths";
import { claimNotice } from "./queries.server";

export async function noticeByMail(context: Pick<Context, "db" | "config">, conversationId: number, senderId: number, now: Date): Promise<boolean> {
  const recipient = await claimNotice(context, conversationId, senderId, now);
  if (!recipient) return false;
  const site = context.config.SITE_URL;
  return trySendMail(
    context,
    messageNoticeMail({
      to: recipient.email,
      name: recipient.first_name,
      sender: recipient.sender_name,
      ad: recipient.ad_name,
      link: `${site}${conversationPath(conversationId)}`,
      settings: `${site}${MESSAGE_SETTINGS_PATH}`,
      language: recipient.language,
    }),
  );
}
