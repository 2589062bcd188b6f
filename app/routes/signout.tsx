import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { endSession, redirectWithMessage } from "~/server/session.server";
import { closeLive } from "~/features/messaging/live.server";

// The header's and the account area's sign-out form posts here: the session
// row is deleted, the cookie cleared and the live sockets its pages opened closed.
export async function action({ request, context }: ActionFunctionArgs) {
  const ended = await endSession(request, context);
  if (ended) await closeLive(context, ended.userId, { sessionId: ended.sessionId });
  return redirectWithMessage(context, "/", "info", "auth:toasts.signedOut");
}

// No state changes on GET: a stray visit goes home.
export function loader() {
  return redirect("/");
}
