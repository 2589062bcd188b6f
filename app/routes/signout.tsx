import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { endSession, redirectWithMessage } from "~/server/session.server";

// The header's and the account area's sign-out form posts here: the session
// row is deleted and the cookie cleared.
export async function action({ request, context }: ActionFunctionArgs) {
  await endSession(request, context);
  return redirectWithMessage(context, "/", "info", "auth:toasts.signedOut");
}

// No state changes on GET: a stray visit goes home.
export function loader() {
  return redirect("/");
}
