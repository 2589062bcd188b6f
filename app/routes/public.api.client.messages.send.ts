// POST /public/api/client/messages/send (not in SPEC.md's table): a message about a public ad; the first opens the conversation.
import { apiMethods } from "~/modules/api/envelope.server";
import { sendMessage } from "~/modules/api/messages.server";

export const { loader, action } = apiMethods({ POST: ({ request, context }) => sendMessage(request, context) });
