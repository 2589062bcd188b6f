// POST /public/api/client/messages/conversations/{id}/read (not in SPEC.md's table): marks one of the caller's conversations read.
import { apiMethods } from "~/api/envelope.server";
import { markConversationRead } from "~/api/messages.server";

export const { loader, action } = apiMethods({ POST: ({ request, context, params }) => markConversationRead(request, context, params.id) });
