// GET /public/api/client/messages/conversations (not in SPEC.md's table): the caller's inbox, a page at a time.
import { apiMethods } from "~/api/envelope.server";
import { listConversations } from "~/api/messages.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => listConversations(request, context) });
