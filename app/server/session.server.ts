// Sessions: a random id in a signed, HttpOnly, SameSite=Lax cookie (Secure
// over https and in production); D1 keeps only its SHA-256 with an expiry and
// a revocation time. Also the guards loaders call, the "remembered phone" of
// the verification and reset screens, and the cross-origin form check.
import { randomUrlToken, sha256Hex } from "~/server/crypto.server";
import type { Database } from "~/server/db-session.server";
import { redirect, type Cookie, type TypedResponse } from "@remix-run/cloudflare";
import type { Context } from "~/server/context.server";
import { siteCookie } from "~/server/cookie.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Toast } from "~/lib/toast";
import { sqlTime } from "~/server/sql.server";
import { toUser, USER_COLUMNS, type User, type UserRow } from "~/server/user.server";

export const SESSION_DAYS = 30;

type CookieContext = Pick<Context, "config">;

const sessionCookieOf = siteCookie("__session", { maxAge: SESSION_DAYS * 24 * 3600, signed: true });

function sessionCookie({ config }: CookieContext): Cookie {
  return sessionCookieOf(config);
}

// ---- Domain functions (take { db }) -----------------------------------------

/** Starts a session for a user; returns the token for the cookie (D1 stores its hash). */
export async function createSession(
  { db }: { db: Database },
  userId: number,
  userAgent: string | null,
  now = new Date(),
): Promise<{ token: string; id: string }> {
  const token = randomUrlToken();
  const id = await sha256Hex(token);
  await db
    .prepare("INSERT INTO sessions (id, user_id, created_at, expires_at, user_agent) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(id, userId, sqlTime(now), sqlTime(new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000)), userAgent?.slice(0, 255) ?? null)
    .run();
  return { token, id };
}

/** The active user of a live session token, or null (unknown, expired, revoked or suspended). */
export async function findSessionUser({ db }: { db: Database }, token: string, now = new Date()): Promise<{ user: User; sessionId: string } | null> {
  const id = await sha256Hex(token);
  const columns = USER_COLUMNS.split(", ")
    .map((column) => `u.${column}`)
    .join(", ");
  const row = await db
    .prepare(
      `SELECT ${columns} FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = ?1 AND s.revoked_at IS NULL AND s.expires_at > ?2 AND u.status = 'active'`,
    )
    .bind(id, sqlTime(now))
    .first<UserRow>();
  return row ? { user: toUser(row), sessionId: id } : null;
}

export async function deleteSession({ db }: { db: Database }, sessionId: string): Promise<void> {
  await db.prepare("DELETE FROM sessions WHERE id = ?1").bind(sessionId).run();
}

/** How many live sessions a user has (tests and the account screen). */
export async function countLiveSessions({ db }: { db: Database }, userId: number, now = new Date()): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?1 AND revoked_at IS NULL AND expires_at > ?2")
    .bind(userId, sqlTime(now))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

// ---- Request helpers (loaders and actions) -------------------------------------

type SessionContext = Pick<Context, "db" | "config">;

async function readToken(request: Request, context: CookieContext): Promise<string | null> {
  const value = await sessionCookie(context).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

async function readSession(request: Request, context: SessionContext): Promise<{ user: User; sessionId: string } | null> {
  const token = await readToken(request, context);
  if (!token) return null;
  return findSessionUser(context, token);
}

/**
 * A page's session, read once per request: the root's loader and the page's
 * own (the ad page's) ask for it together. Remix hands each loader its own
 * copy of the request, so it is kept with the request's context, for the same
 * cookie. Only for GET and HEAD, which change no session; a POST's action,
 * which may sign in or out, reads it afresh, and the loaders that run after
 * it read it again (they get a GET of their own).
 */
const sessionsOfRequests = new WeakMap<object, { cookie: string | null; session: Promise<{ user: User; sessionId: string } | null> }>();

/** The signed-in user and their session id, or null. */
export function getSession(request: Request, context: SessionContext): Promise<{ user: User; sessionId: string } | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return readSession(request, context);
  const cookie = request.headers.get("Cookie");
  const known = sessionsOfRequests.get(context);
  if (known && known.cookie === cookie) return known.session;
  const session = readSession(request, context);
  sessionsOfRequests.set(context, { cookie, session });
  return session;
}

/** Root loader: `user: await getOptionalUser(request, context)`. */
export async function getOptionalUser(request: Request, context: SessionContext): Promise<User | null> {
  return (await getSession(request, context))?.user ?? null;
}

/**
 * The address of this page, for coming back after signing in. It is not
 * cleaned here: the sign-in action cleans `redirectTo` once, where it is
 * followed (safeRedirectPath).
 */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

export function signInPath(redirectTo: string): string {
  return `/auth/signin?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** The signed-in user, or a redirect to /auth/signin?redirectTo=<this page>. */
export async function requireUser(request: Request, context: SessionContext): Promise<User> {
  return (await requireSession(request, context)).user;
}

export async function requireSession(request: Request, context: SessionContext): Promise<{ user: User; sessionId: string }> {
  const session = await getSession(request, context);
  if (!session) throw redirect(signInPath(returnPath(request)));
  return session;
}

/**
 * Administrators only. Everyone else, signed in or not, gets the not-found
 * page: the admin area does not reveal that it exists.
 */
export async function requireAdmin(request: Request, context: SessionContext): Promise<User> {
  const user = await getOptionalUser(request, context);
  if (!user || user.role !== "admin") throw new Response(null, { status: 404 });
  return user;
}

/** Screens for signed-out visitors (sign in, reset…) send a signed-in user home. */
export async function requireAnonymous(request: Request, context: SessionContext): Promise<void> {
  if (await getSession(request, context)) throw redirect("/");
}

/**
 * Signs a user in: any session this browser had ends, a new id is made and
 * its cookie is set on the response.
 */
export async function startSession(request: Request, context: SessionContext & Pick<Context, "setCookie">, userId: number): Promise<void> {
  const old = await readToken(request, context);
  if (old) {
    const previous = await findSessionUser(context, old);
    if (previous) await deleteSession(context, previous.sessionId);
  }
  const { token } = await createSession(context, userId, request.headers.get("User-Agent"));
  context.setCookie(await sessionCookie(context).serialize(token));
}

/**
 * Signs out: the session row is deleted and the cookie cleared. Returns the
 * session that ended, if there was one (its live sockets close: the caller
 * tells messaging).
 */
export async function endSession(
  request: Request,
  context: SessionContext & Pick<Context, "setCookie">,
): Promise<{ userId: number; sessionId: string } | null> {
  const token = await readToken(request, context);
  const session = token ? await findSessionUser(context, token) : null;
  if (session) await deleteSession(context, session.sessionId);
  context.setCookie(await sessionCookie(context).serialize("", { maxAge: 0 }));
  return session ? { userId: session.user.id, sessionId: session.sessionId } : null;
}

// ---- The remembered phone (verification and password reset) ---------------------

export interface Remembered {
  phone: string;
  /** The account the phone belongs to, when there is one. */
  userId: number | null;
}

const rememberCookies = {
  __verify: siteCookie("__verify", { path: "/auth", maxAge: 24 * 3600, signed: true }),
  __reset: siteCookie("__reset", { path: "/auth", maxAge: 24 * 3600, signed: true }),
};

function rememberCookie(name: "__verify" | "__reset", { config }: CookieContext) {
  return rememberCookies[name](config);
}

export async function rememberPhone(context: CookieContext & Pick<Context, "setCookie">, purpose: "verify" | "reset", value: Remembered): Promise<void> {
  context.setCookie(await rememberCookie(purpose === "verify" ? "__verify" : "__reset", context).serialize(value));
}

export async function readRememberedPhone(request: Request, context: CookieContext, purpose: "verify" | "reset"): Promise<Remembered | null> {
  const value = await rememberCookie(purpose === "verify" ? "__verify" : "__reset", context).parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || typeof value.phone !== "string") return null;
  return { phone: value.phone, userId: typeof value.userId === "number" ? value.userId : null };
}

export async function forgetPhone(context: CookieContext & Pick<Context, "setCookie">, purpose: "verify" | "reset"): Promise<void> {
  context.setCookie(await rememberCookie(purpose === "verify" ? "__verify" : "__reset", context).serialize("", { maxAge: 0 }));
}

// ---- Cross-origin forms ---------------------------------------------------------------

/**
 * Whether a state-changing request comes from another site: Sec-Fetch-Site
 * says so, or Origin names another origin. Requests with neither header
 * (non-browser clients) pass; the SameSite=Lax cookie still keeps them
 * from riding a visitor's session. The Worker asks this once per request,
 * before Remix, so no action repeats it.
 */
export function isCrossOriginPost(request: Request, siteUrl: string): boolean {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  const allowed = new Set([new URL(request.url).origin]);
  try {
    allowed.add(new URL(siteUrl).origin);
  } catch {
    // a bad SITE_URL is caught by the configuration check
  }
  return !allowed.has(origin);
}

// ---- Toasts whose text is known on any page ----------------------------------------

/**
 * Redirects with a toast. The text is also resolved here and sent as the
 * translator's default value, so the toast reads right on pages whose
 * translations do not include the auth or account namespace (the home page).
 */
export async function redirectWithMessage(
  context: Pick<Context, "config" | "setCookie" | "t">,
  to: string,
  type: Toast["type"],
  key: string,
  values: Record<string, string | number> = {},
): Promise<TypedResponse<never>> {
  const text = String(context.t(key, values));
  return (await redirectWithToast(context, to, { type, key, values: { ...values, defaultValue: text } })) as TypedResponse<never>;
}
