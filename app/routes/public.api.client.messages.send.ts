// POST /public/api/client/messages/send (not in SPEC.md's table): a message about a public ad; the first opens the conversation.
import { apiMethods } from "~/api/envelope.server";
import { sendMessage } from "~/api/messages.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => sendMessage(request, context) });
