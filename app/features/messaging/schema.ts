import { z } from "zod";
import { optionalTextField, textField } from "~/lib/text";
import { MESSAGE_MAX } from "./limits";

export { MESSAGE_MAX };

/** One message, typed in the ad page's form or a conversation's reply form (errors are translation keys). */
export const MessageSchema = z.object({
  body: textField({ max: MESSAGE_MAX, required: "common:messageErrors.empty", tooLong: "common:messageErrors.tooLong" }),
});

/** What a message form shows again after a refusal: the text typed and the reason. */
export interface MessageFormState {
  /** A translation key, or null. */
  error: string | null;
  body: string;
}

/** What a person reporting a conversation may add for the moderators. */
export const ConversationReportSchema = z.object({
  details: optionalTextField({ max: 1000, tooLong: "common:messageErrors.reportTooLong" }),
});
