// POST /public/api/client/messages/conversations/{id}/reply (not in SPEC.md's table): a reply in one of the caller's conversations.
import { apiMethods } from "~/api/envelope.server";
import { replyInConversation } from "~/api/messages.server";

export const { loader, action } = apiMethods({ POST: ({ request, context, params }) => replyInConversation(request, context, params.id) });
