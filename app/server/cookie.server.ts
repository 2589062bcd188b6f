import { createCookie, type Cookie } from "@remix-run/cloudflare";
import { LastMade } from "~/lib/memo";
import { secureCookies, type Config } from "~/server/config.server";

/** The scheme always; the secret for a signed cookie. */
type CookieConfig = Pick<Config, "APP_ENV" | "SITE_URL"> & Partial<Pick<Config, "SESSION_SECRET">>;

/**
 * One of the site's own cookies: HttpOnly, SameSite=Lax, Secure by the running
 * scheme and, when `signed`, signed with the session secret. A Remix cookie holds
 * only its name and options, but making one costs about 20 microseconds: the
 * isolate keeps the one of the running configuration's secret and scheme (one
 * key per deployment), not made again on every request.
 */
export function siteCookie(name: string, { path = "/", maxAge, signed }: { path?: string; maxAge: number; signed: boolean }): (config: CookieConfig) => Cookie {
  const made = new LastMade<Cookie>();
  return (config) => {
    const secure = secureCookies(config);
    const secret = signed ? (config.SESSION_SECRET ?? "") : null;
    return made.get(`${secure}:${secret ?? ""}`, () =>
      createCookie(name, {
        path,
        httpOnly: true,
        sameSite: "lax",
        secure,
        ...(secret === null ? {} : { secrets: [secret] }),
        maxAge,
      }),
    );
  };
}
