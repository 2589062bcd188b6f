import { redirect, type Cookie } from "@remix-run/cloudflare";
import type { Context } from "~/server/context.server";
import { siteCookie } from "~/server/cookie.server";
import type { Toast } from "~/lib/toast";

const flashCookieOf = siteCookie("__flash", { maxAge: 60, signed: true });

function flashCookie({ config }: Pick<Context, "config">): Cookie {
  return flashCookieOf(config);
}

export async function setToast(context: Pick<Context, "config" | "setCookie">, toast: Omit<Toast, "id">): Promise<void> {
  const id = crypto.randomUUID();
  context.setCookie(await flashCookie(context).serialize({ ...toast, id }));
}

/** Redirects (POST → redirect → GET) with a toast for the page it lands on. */
export async function redirectWithToast(
  context: Pick<Context, "config" | "setCookie">,
  to: string,
  toast: Omit<Toast, "id">,
  init?: ResponseInit,
): Promise<Response> {
  await setToast(context, toast);
  return redirect(to, init);
}

/** Reads the waiting toast and clears it, so it is shown once. */
export async function takeToast(request: Request, context: Pick<Context, "config" | "setCookie">): Promise<Toast | null> {
  const cookie = flashCookie(context);
  const value = (await cookie.parse(request.headers.get("Cookie"))) as Toast | null;
  if (!value || typeof value !== "object" || typeof value.key !== "string") return null;
  context.setCookie(await cookie.serialize("", { maxAge: 0 }));
  return value;
}
