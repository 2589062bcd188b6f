// GET /public/api/client/messages/conversations/{id} (not in SPEC.md's table): one of the caller's conversations, marked read.
import { apiMethods } from "~/api/envelope.server";
import { showConversation } from "~/api/messages.server";

export const { loader, action } = apiMethods({ GET: ({ request, context, params }) => showConversation(request, context, params.id) });
