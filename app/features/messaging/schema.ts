import { z } from "zod";
import { MESSAGE_MAX } from "./limits";

export { MESSAGE_MAX };

/** One message, typed in the ad page's form or a conversation's reply form (errors are translation keys). */
export const MessageSchema = z.object({
  body: z
    .string({ required_error: "common:messageErrors.empty", invalid_type_error: "common:messageErrors.empty" })
    .trim()
    .min(1, "common:messageErrors.empty")
    .max(MESSAGE_MAX, "common:messageErrors.tooLong"),
});

/** What a message form shows again after a refusal: the text typed and the reason. */
export interface MessageFormState {
  /** A translation key, or null. */
  error: string | null;
  body: string;
}

/** What a person reporting a conversation may add for the moderators. */
export const ConversationReportSchema = z.object({
  details: z.string().trim().max(1000, "common:messageErrors.reportTooLong").default(""),
});
