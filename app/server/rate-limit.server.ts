// Fixed-window rate limits kept in D1 (table rate_limits: key, window_start,
// count). One atomic upsert per hit, so concurrent requests cannot slip past
// a limit between a read and a write.
import type { Database } from "~/server/db-session.server";

export interface Limit {
  /** Hits allowed in one window. */
  max: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends. */
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

/** Counts one hit and says whether it is within the limit (the hit that passes the limit is refused). */
export async function hit({ db }: { db: Database }, key: string, limit: Limit, now = new Date()): Promise<LimitResult> {
  const at = seconds(now);
  const windowStart = at - (at % limit.windowSeconds);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start < ?2 THEN 1 ELSE rate_limits.count + 1 END,
         window_start = MAX(rate_limits.window_start, ?2)
       RETURNING count, window_start`,
    )
    .bind(key, windowStart)
    .first<{ count: number; window_start: number }>();
  const count = row?.count ?? 1;
  return { allowed: count <= limit.max, count, retryAfter: windowStart + limit.windowSeconds - at };
}

/** Whether a key is already at its limit, without counting a hit (for limits that count failures only). */
export async function peek({ db }: { db: Database }, key: string, limit: Limit, now = new Date()): Promise<LimitResult> {
  const at = seconds(now);
  const windowStart = at - (at % limit.windowSeconds);
  const row = await db.prepare("SELECT count, window_start FROM rate_limits WHERE key = ?1").bind(key).first<{ count: number; window_start: number }>();
  const count = row && row.window_start >= windowStart ? row.count : 0;
  return { allowed: count < limit.max, count, retryAfter: windowStart + limit.windowSeconds - at };
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
