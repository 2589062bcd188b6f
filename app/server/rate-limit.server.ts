// Sliding-window rate limits kept in D1 (table rate_limits: key,
// window_start, count, previous_count). A key counts its hits in fixed
// windows and keeps the previous window's count; a hit is weighed against
// the limit with the previous count scaled by how much of that window is
// still within the last window length, so "5 in 15 minutes" holds across a
// window's edge (fixed windows alone let five guesses through just before
// the edge and five more just after). One atomic upsert per hit, so
// concurrent requests cannot slip past a limit between a read and a write;
// it adds the hit only when the hit is within the limit, so a refused request
// counts for nothing and the wait it is told (the time until the next
// attempt will be accepted) is the same for every refusal meanwhile.
import type { Database } from "~/server/db-session.server";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";

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
  // Codes sent to one typed phone number (signed-out screens) because of one address, per UTC day (features/auth/codes);
  // not raised for tests: it counts codes sent, a minute apart at least, to one number.
  codesToNumberFromAddress: { max: 3, windowSeconds: 24 * 3600, calendar: true },
  supportUser: { max: 10, windowSeconds: 60 * 60 },
  conversationsUser: { max: 10, windowSeconds: 60 * 60 },
  messagesUser: { max: 60, windowSeconds: 60 * 60 },
  // A seller's number shown ("show number", features/ad-stats/contact.server.ts): per account, per address and browser, per address.
  revealUser: { max: 30, windowSeconds: 60 * 60 },
  revealVisitor: { max: 20, windowSeconds: 60 * 60 },
  revealAddress: { max: 60, windowSeconds: 60 * 60 },
  // Flagged messages (features/messaging/scam-check) of a sender whose flagged ones reached several conversations in a day.
  flaggedMessagesUser: { max: 3, windowSeconds: 60 * 60 },
  // Ratings, answers to ratings and reports of ratings, together, per account (features/ratings).
  ratingsUser: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

const addressLimits: ReadonlySet<LimitName> = new Set([
  "signinAddress",
  "signupAddress",
  "codeRequestAddress",
  "codeCheckAddress",
  "revealVisitor",
  "revealAddress",
]);

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

/**
 * Whether one more hit fits: the current window's hits, and the previous
 * one's weighed by its part still within the last window length, plus one,
 * at most the limit. In whole numbers (multiplied by the window's length), as
 * the upsert in `hit` says it.
 */
function fits(count: number, previous: number, elapsed: number, limit: Limit): boolean {
  const { max, windowSeconds: size } = limit;
  if (limit.calendar) return count + 1 <= max;
  return (count + 1) * size + previous * (size - elapsed) <= max * size;
}

/** Seconds until one more hit will fit, given the current and previous windows' counts (0 when it fits now). */
function waitFor(count: number, previous: number, elapsed: number, limit: Limit): number {
  const { max, windowSeconds: size } = limit;
  if (fits(count, previous, elapsed, limit)) return 0;
  if (limit.calendar) return size - elapsed;
  // In this window, once enough of the previous one has slid out: (count + 1) · size + previous · (size − t) ≤ max · size.
  if (count + 1 <= max) return Math.ceil((size * (previous - (max - count - 1))) / previous) - elapsed;
  // In the next window, once enough of this one has slid out: size + count · (size − t) ≤ max · size.
  return size - elapsed + Math.max(0, Math.ceil((size * (count - max + 1)) / count));
}

/**
 * The key's counts as they stand in the window starting at `windowStart`: its
 * own window's, or (when the row is from the window before) none yet and
 * that one's as the previous; anything older counts for nothing.
 */
function standing(row: { count: number; previous_count: number; window_start: number } | null, windowStart: number, limit: Limit) {
  if (row && row.window_start >= windowStart) return { count: row.count, previous: row.previous_count };
  if (row && row.window_start === windowStart - limit.windowSeconds) return { count: 0, previous: row.count };
  return { count: 0, previous: 0 };
}

/**
 * Counts one hit when it is within the limit, and says whether it was. A
 * refused hit is not counted: retrying while blocked neither lengthens the
 * block nor changes the wait, which is the time until the next hit will be
 * accepted, the same for every refusal until then.
 */
export async function hit({ db }: { db: Database }, key: string, limit: Limit, now = new Date()): Promise<LimitResult> {
  const at = seconds(now);
  const windowStart = at - (at % limit.windowSeconds);
  const elapsed = at - windowStart;
  // One statement: the key's counts rolled on to this window (a later window's count becomes the previous one
  // if that window was the one just before), then one more hit added only if the weighed total stays within the
  // limit (in whole numbers: (count + 1) · size + previous · (size − elapsed) ≤ max · size). A refused hit
  // changes nothing and returns no row.
  const current = "CASE WHEN rate_limits.window_start >= ?2 THEN rate_limits.count ELSE 0 END";
  const previous = `CASE WHEN rate_limits.window_start >= ?2 THEN rate_limits.previous_count
           WHEN rate_limits.window_start = ?2 - ?3 THEN rate_limits.count ELSE 0 END`;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count, previous_count) VALUES (?1, ?2, 1, 0)
       ON CONFLICT(key) DO UPDATE SET
         previous_count = ${previous},
         count = ${current} + 1,
         window_start = MAX(rate_limits.window_start, ?2)
       WHERE CASE WHEN ?6 THEN ${current} + 1 <= ?4
         ELSE (${current} + 1) * ?3 + (${previous}) * (?3 - ?5) <= ?4 * ?3 END
       RETURNING count, previous_count`,
    )
    .bind(key, windowStart, limit.windowSeconds, limit.max, elapsed, limit.calendar ? 1 : 0)
    .first<{ count: number; previous_count: number }>();
  if (row) return { allowed: true, count: row.count, retryAfter: waitFor(row.count, row.previous_count, elapsed, limit) };
  // Refused: the wait from the counts as they stand (the refusal added nothing to them).
  const refused = await peek({ db }, key, limit, now);
  return { ...refused, allowed: false, retryAfter: Math.max(1, refused.retryAfter) };
}

/** Whether one more hit would be within the limit, without counting it (for limits that count failures only). */
export async function peek({ db }: { db: Database }, key: string, limit: Limit, now = new Date()): Promise<LimitResult> {
  const at = seconds(now);
  const windowStart = at - (at % limit.windowSeconds);
  const row = await db
    .prepare("SELECT count, previous_count, window_start FROM rate_limits WHERE key = ?1")
    .bind(key)
    .first<{ count: number; previous_count: number; window_start: number }>();
  const { count, previous } = standing(row, windowStart, limit);
  const elapsed = at - windowStart;
  return { allowed: fits(count, previous, elapsed, limit), count, retryAfter: waitFor(count, previous, elapsed, limit) };
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
  now = new Date(),
): Promise<Refusal | null> {
  const result = await hit(context, limitKey(name, subject), limitFor(name, context.config.APP_ENV), now);
  return result.allowed ? null : tooManyAttempts(result);
}

/**
 * A refusal as a form's answer (conform's `submission.reply`), in the
 * visitor's language: above the form, or at one field. A limit that was hit
 * is always said above the form.
 */
/**
 * A refusal's message with its numbers in the page's digits ("انتظر ٥٨ ثانية"
 * beside a clock in Arabic-Indic digits, "wait 58 seconds" in English); a
 * plural's count stays a number.
 */
export function refusalText(
  context: { t: (key: string, values?: Record<string, unknown>) => unknown; language?: Language },
  key: string,
  values?: Record<string, unknown>,
): string {
  const language = context.language;
  const shown =
    values && language
      ? Object.fromEntries(
          Object.entries(values).map(([name, value]) => [name, typeof value === "number" && name !== "count" ? formatNumber(value, language) : value]),
        )
      : values;
  return String(context.t(key, shown));
}

export function replyRefused<Result>(
  context: { t: (key: string, values?: Record<string, unknown>) => unknown; language?: Language },
  submission: { reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => Result },
  refusal: Refusal,
  at: "form" | { field: string } = "form",
  { hideFields }: { hideFields?: string[] } = {},
): Result {
  const message = refusalText(context, refusal.key, refusal.values);
  if (at === "form" || refusal.key === "auth:errors.tooManyAttempts") return submission.reply({ formErrors: [message], hideFields });
  return submission.reply({ fieldErrors: { [at.field]: [message] }, hideFields });
}
