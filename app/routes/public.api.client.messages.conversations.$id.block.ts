// POST /public/api/client/messages/conversations/{id}/block (not in SPEC.md's table): blocks or unblocks the other person.
import { apiMethods } from "~/api/envelope.server";
import { blockConversation } from "~/api/messages.server";

export const { loader, action } = apiMethods({ POST: ({ request, context, params }) => blockConversation(request, context, params.id) });
