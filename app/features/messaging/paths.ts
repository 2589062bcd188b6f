/** A conversation's page, at one message when given. */
export function conversationPath(conversationId: number, messageId?: number): string {
  return `/account/messages/${conversationId}${messageId ? `#m${messageId}` : ""}`;
}

/**
 * A conversation's page opened at its reply box (the message form's id), the
 * newest messages just above it: where the inbox leads, so a long conversation
 * does not open at its oldest message with the box far below.
 */
export function conversationReplyPath(conversationId: number): string {
  return `${conversationPath(conversationId)}#message`;
}

/** Where the "e-mail me about new messages" setting is. */
export const MESSAGE_SETTINGS_PATH = "/account/messages#emails";

/** Where an account that is not verified yet is sent before it can start a conversation (its account's verify tab). */
export const VERIFY_PATH = "/account/verify";
