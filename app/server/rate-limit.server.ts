// Sliding-window rate limits kept in D1 (table rate_limits: key,
// window_start, count, previous_count). A key counts its hits in fixed
// windows and keeps the previous window's count; a hit is weighed against
// the limit with the previous count scaled by how much of that window is
// still within the last window length, so "5 in 15 minutes" holds across a
// window's edge (fixed windows alone let five guesses through just before
// the edge and five more just after). One atomic upsert per hit, so
// concurrent requests cannot slip past a limit between a read and a write.
import type { Database } from "~/server/db-session.server";

export interface Limit {
  /** Hits allowed in one window. */
  max: number;
  /** Window length in seconds. */
  windowSeconds: number;
  /**
   * Counts per calendar window alone (a day from midnight UTC: "ten codes a
   * day", whose message says when the day ends), not sliding.
   */
  calendar?: boolean;
}

export interface LimitResult {
  allowed: boolean;
  /** Hits in the current window. */
  count: number;
  /** Seconds until one more hit would be allowed (0 when it would be now). */
  retryAfter: number;
}

/**
 * The limits. Keys are built by `limitKey`. Limits on the client address are
 * raised a hundredfold when APP_ENV is "test", because every end-to-end test
 * comes from 127.0.0.1; the per-phone and per-code limits stay as they are so
 * the tests can reach them (the address limits are tested in the domain tests).
 */
export const LIMITS = {
  signinPhone: { max: 5, windowSeconds: 15 * 60 },
  signinAddress: { max: 20, windowSeconds: 15 * 60 },
  signupAddress: { max: 10, windowSeconds: 60 * 60 },
  codeRequestAddress: { max: 10, windowSeconds: 60 * 60 },
  codeCheckAddress: { max: 30, windowSeconds: 15 * 60 },
  supportUser: { max: 10, windowSeconds: 60 * 60 },
  conversationsUser: { max: 10, windowSeconds: 60 * 60 },
  messagesUser: { max: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

const addressLimits: ReadonlySet<LimitName> = new Set(["signinAddress", "signupAddress", "codeRequestAddress", "codeCheckAddress"]);

export function limitFor(name: LimitName, appEnv?: string): Limit {
  const limit = LIMITS[name];
  if (appEnv === "test" && addressLimits.has(name)) return { ...limit, max: limit.max * 100 };
  return limit;
}

/** "signin:phone:+2010…", "signup:ip:1.2.3.4". */
export function limitKey(name: LimitName, subject: string): string {
  return `${name}:${subject}`;
}

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Hits in the last window length: the current window's, and the previous one's weighted by its part still inside. */
function weighed(count: number, previous: number, elapsed: number, limit: Limit): number {
  if (limit.calendar) return count;
  return count + (previous * (limit.windowSeconds - elapsed)) / limit.windowSeconds;
}

/** Seconds until one more hit would be within the limit, given the current and previous windows' counts. */
function waitFor(count: number, previous: number, elapsed: number, limit: Limit): number {
  const { max, windowSeconds: size } = limit;
  if (limit.calendar) return count + 1 <= max ? 0 : size - elapsed;
  if (count + 1 <= max) {
    // In this window, once enough of the previous one has slid out.
    if (previous === 0 || weighed(count, previous, elapsed, limit) + 1 <= max) return 0;
    return Math.ceil(size * (1 - (max - count - 1) / previous)) - elapsed;
  }
  // In the next window, once enough of this one has slid out.
  return size - elapsed + Math.max(0, Math.ceil(size * (1 - (max - 1) / count)));
}

/** Counts one hit and says whether it is within the limit (the hit that passes the limit is refused). */
export async function hit({ db }: { db: Database }, key: string, limit: Limit, now = new Date()): Promise<LimitResult> {
  const at = seconds(now);
  const windowStart = at - (at % limit.windowSeconds);
  // A later window than the key's: its count becomes the previous one if that window was the one just before.
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count, previous_count) VALUES (?1, ?2, 1, 0)
       ON CONFLICT(key) DO UPDATE SET
         previous_count = CASE
           WHEN rate_limits.window_start >= ?2 THEN rate_limits.previous_count
           WHEN rate_limits.window_start = ?2 - ?3 THEN rate_limits.count
           ELSE 0 END,
         count = CASE WHEN rate_limits.window_start < ?2 THEN 1 ELSE rate_limits.count + 1 END,
         window_start = MAX(rate_limits.window_start, ?2)
       RETURNING count, previous_count`,
    )
    .bind(key, windowStart, limit.windowSeconds)
    .first<{ count: number; previous_count: number }>();
  const count = row?.count ?? 1;
  const previous = row?.previous_count ?? 0;
  const elapsed = at - windowStart;
  return { allowed: weighed(count, previous, elapsed, limit) <= limit.max, count, retryAfter: waitFor(count, previous, elapsed, limit) };
}

/** Whether one more hit would be within the limit, without counting it (for limits that count failures only). */
export async function peek({ db }: { db: Database }, key: string, limit: Limit, now = new Date()): Promise<LimitResult> {
  const at = seconds(now);
  const windowStart = at - (at % limit.windowSeconds);
  const row = await db
    .prepare("SELECT count, previous_count, window_start FROM rate_limits WHERE key = ?1")
    .bind(key)
    .first<{ count: number; previous_count: number; window_start: number }>();
  // The key's counts as they stand in the current window.
  let count = 0;
  let previous = 0;
  if (row && row.window_start >= windowStart) [count, previous] = [row.count, row.previous_count];
  else if (row && row.window_start === windowStart - limit.windowSeconds) previous = row.count;
  const elapsed = at - windowStart;
  return { allowed: weighed(count, previous, elapsed, limit) + 1 <= limit.max, count, retryAfter: waitFor(count, previous, elapsed, limit) };
}

/** Takes back one hit (an attempt counted before it was checked turned out right). */
export async function unhit({ db }: { db: Database }, key: string): Promise<void> {
  await db.prepare("UPDATE rate_limits SET count = MAX(count - 1, 0) WHERE key = ?1").bind(key).run();
}

/** Forgets a key (a successful sign-in clears that phone's failures). */
export async function clearLimit({ db }: { db: Database }, key: string): Promise<void> {
  await db.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(key).run();
}

/** The 429 answer's wait, in whole minutes (at least 1), for the message. */
export function minutesUntil(result: LimitResult): number {
  return Math.max(1, Math.ceil(result.retryAfter / 60));
}

/**
 * What a refused request is told, the same on a page and in the API: a
 * translation key with its values, the HTTP status, and (for a limit) the
 * seconds until it may try again.
 */
export interface Refusal {
  status: 400 | 422 | 429;
  key: string;
  values: Record<string, number>;
  retryAfter?: number;
}

/** "Too many attempts, try again in N minutes" for a limit that was hit. */
export function tooManyAttempts(result: LimitResult): Refusal {
  return { status: 429, key: "auth:errors.tooManyAttempts", values: { minutes: minutesUntil(result) }, retryAfter: Math.max(1, result.retryAfter) };
}

/**
 * Counts one request from the caller's address (or another subject, such as
 * the signed-in user) against a named limit: null while within it, else the
 * refusal to answer with. Every page action and API handler with a limit asks
 * through this.
 */
export async function withRateLimit(
  context: { db: Database; clientAddress: string; config: { APP_ENV?: string } },
  name: LimitName,
  subject: string = context.clientAddress,
): Promise<Refusal | null> {
  const result = await hit(context, limitKey(name, subject), limitFor(name, context.config.APP_ENV));
  return result.allowed ? null : tooManyAttempts(result);
}

/**
 * A refusal as a form's answer (conform's `submission.reply`), in the
 * visitor's language: above the form, or at one field. A limit that was hit
 * is always said above the form.
 */
export function replyRefused<Result>(
  context: { t: (key: string, values?: Record<string, unknown>) => unknown },
  submission: { reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => Result },
  refusal: Refusal,
  at: "form" | { field: string } = "form",
  { hideFields }: { hideFields?: string[] } = {},
): Result {
  const message = String(context.t(refusal.key, refusal.values));
  if (at === "form" || refusal.key === "auth:errors.tooManyAttempts") return submission.reply({ formErrors: [message], hideFields });
  return submission.reply({ fieldErrors: { [at.field]: [message] }, hideFields });
}
