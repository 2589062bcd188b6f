import { redirect, type Cookie } from "@remix-run/cloudflare";
import type { Context } from "~/server/context.server";
import { siteCookie } from "~/server/cookie.server";
import type { Toast } from "~/lib/toast";

const flashCookieOf = siteCookie("__flash", { maxAge: 60, signed: true });

function flashCookie({ config }: Pick<Context, "config">): Cookie {
  return flashCookieOf(config);
}

/** The cookie that carries a toast to the next page the browser shows. */
function toastCookie(context: Pick<Context, "config">, toast: Omit<Toast, "id">): Promise<string> {
  return flashCookie(context).serialize({ ...toast, id: crypto.randomUUID() });
}

export async function setToast(context: Pick<Context, "config" | "setCookie">, toast: Omit<Toast, "id">): Promise<void> {
  context.setCookie(await toastCookie(context, toast));
}

/**
 * Redirects (POST → redirect → GET) with a toast for the page it lands on.
 * The toast's cookie is on the redirect Remix answers with (not added after
 * it, as context.setCookie's are): a redirect that sets a cookie is one after
 * which Remix's router reloads the page's data. Without it, a redirect to the
 * same page with only another #fragment (a conversation after a reply, a
 * rating after its answer) changes the address and loads nothing, so with
 * JavaScript the page shows neither what was just sent nor the toast.
 */
export async function redirectWithToast(
  context: Pick<Context, "config" | "setCookie">,
  to: string,
  toast: Omit<Toast, "id">,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie(context, toast));
  return redirect(to, { ...init, headers });
}

/** Reads the waiting toast and clears it, so it is shown once. */
export async function takeToast(request: Request, context: Pick<Context, "config" | "setCookie">): Promise<Toast | null> {
  const cookie = flashCookie(context);
  const value = (await cookie.parse(request.headers.get("Cookie"))) as Toast | null;
  if (!value || typeof value !== "object" || typeof value.key !== "string") return null;
  context.setCookie(await cookie.serialize("", { maxAge: 0 }));
  return value;
}
