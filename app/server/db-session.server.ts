// Reads near the reader. Every request runs its queries in
// one D1 session (the Sessions API), so with read replication on, reads can be
// answered by a replica near the visitor while each visitor still reads their
// own writes:
// - a request that may write (anything but GET and HEAD) starts at the primary
//   ("first-primary");
// - a GET or HEAD continues from the bookmark in the `__db_bookmark` cookie
//   when there is one (a replica at least as new as the visitor's last write),
//   else it may start anywhere ("first-unconstrained");
// - the session's bookmark after the request goes back in the cookie, but
//   only after a write or when the visitor already had one: an anonymous
//   reader never gets a cookie just for reading, so the edge cache still
//   applies to them.
// Without read replication every query goes to the primary and the bookmark
// only costs a cookie.
import type { Cookie } from "@remix-run/cloudflare";
import type { Config } from "~/server/config.server";
import { siteCookie } from "~/server/cookie.server";
import { guardDatabase, type DatabaseHealth } from "~/server/outage.server";

/** What features need of a database: a D1Database or one of its sessions. */
export type Database = Pick<D1Database, "prepare" | "batch">;

/** Runs one write; whether it changed any row. */
export async function changesAny(statement: D1PreparedStatement): Promise<boolean> {
  const { meta } = await statement.run();
  return (meta.changes ?? 0) > 0;
}

export const BOOKMARK_COOKIE = "__db_bookmark";

// A bookmark only matters until the replicas have caught up; a day is plenty.
const bookmarkCookieOf = siteCookie(BOOKMARK_COOKIE, { maxAge: 24 * 3600, signed: false });

function bookmarkCookie(config: Pick<Config, "APP_ENV" | "SITE_URL">): Cookie {
  return bookmarkCookieOf(config);
}

/** A bookmark is opaque to us; anything else in the cookie is dropped. */
function isBookmark(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 256 && /^[\w.:+/=-]+$/.test(value);
}

export interface RequestDatabase {
  /** The session every query of this request goes through, each call guarded (server/outage.server.ts). */
  db: Database;
  /** Whether a call of this request found the database unavailable. */
  health: DatabaseHealth;
  /** The Set-Cookie value that carries the session's bookmark, or null when none is due. */
  bookmarkCookie(config: Pick<Config, "APP_ENV" | "SITE_URL">): Promise<string | null>;
}

export async function readBookmark(request: Request, config: Pick<Config, "APP_ENV" | "SITE_URL">): Promise<string | null> {
  const value = await bookmarkCookie(config).parse(request.headers.get("Cookie"));
  return isBookmark(value) ? value : null;
}

/** Opens this request's D1 session (see the top of this file). */
export async function openRequestDatabase(request: Request, database: D1Database, config: Pick<Config, "APP_ENV" | "SITE_URL">): Promise<RequestDatabase> {
  const writes = request.method !== "GET" && request.method !== "HEAD";
  const previous = await readBookmark(request, config);
  const session = database.withSession(writes ? "first-primary" : (previous ?? "first-unconstrained"));
  const health: DatabaseHealth = { down: false };
  return {
    db: guardDatabase(session, health),
    health,
    async bookmarkCookie(cookieConfig) {
      if ((!writes && !previous) || health.down) return null;
      const bookmark = session.getBookmark();
      if (!bookmark || bookmark === previous || !isBookmark(bookmark)) return null;
      return bookmarkCookie(cookieConfig).serialize(bookmark);
    },
  };
}
