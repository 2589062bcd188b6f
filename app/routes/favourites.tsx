import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { safeRedirectPath } from "~/lib/redirect";
import { redirectWithToast } from "~/modules/flash.server";

// The heart on every card posts here. Until accounts exist every visitor is
// signed out, so it asks them to sign in and brings them back afterwards.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(String(form.get("redirectTo") ?? "/"));
  return redirectWithToast(context, `/auth/signin?redirectTo=${encodeURIComponent(back)}`, { type: "error", key: "common:auth.signInRequired" });
}

// No state changes on GET: a stray visit goes home.
export function loader() {
  return redirect("/");
}
