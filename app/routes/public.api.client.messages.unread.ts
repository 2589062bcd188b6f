// GET /public/api/client/messages/unread (not in SPEC.md's table): how many of the caller's conversations wait unread.
import { apiMethods } from "~/api/envelope.server";
import { unreadMessages } from "~/api/messages.server";

export const { loader, action } = apiMethods({ GET: ({ request, context }) => unreadMessages(request, context) });
