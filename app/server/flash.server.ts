import { createCookie, redirect, type Cookie } from "@remix-run/cloudflare";
import { LastMade } from "~/lib/memo";
import type { Context } from "~/server/context.server";
import { secureCookies } from "~/server/config.server";
import type { Toast } from "~/lib/toast";

// The cookie of the running configuration's secret and scheme, kept by the isolate (as the session's, server/session.server.ts).
const flashCookies = new LastMade<Cookie>();

function flashCookie({ config }: Pick<Context, "config">): Cookie {
  const secure = secureCookies(config);
  return flashCookies.get(`${secure}:${config.SESSION_SECRET}`, () =>
    createCookie("__flash", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      secrets: [config.SESSION_SECRET],
      maxAge: 60,
    }),
  );
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
