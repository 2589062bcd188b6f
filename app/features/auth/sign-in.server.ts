// Password checks that an attacker can repeat: signing in (pages and API),
// and the current password asked for on the profile. The lockout must hold
// when many attempts arrive together on different Worker isolates, so each
// attempt is COUNTED FIRST, with one atomic upsert per key (rate-limit's
// `hit`: INSERT … ON CONFLICT DO UPDATE … RETURNING), and only the attempts
// within the limit get to the (slow) password hash. A right password then
// takes its attempt back: the phone's failures are cleared and the address's
// count goes down by one, so only failures add up.
import type { Database } from "~/server/db-session.server";
import { authenticate } from "~/features/auth/accounts.server";
import { getUserRowById } from "~/features/auth/queries.server";
import { type User } from "~/server/user.server";
import { clearLimit, hit, limitFor, limitKey, unhit, type LimitResult } from "~/server/rate-limit.server";
import { verifyPassword } from "~/server/password.server";

interface Deps {
  db: Database;
}

export type SignInResult = { ok: true; user: User } | { ok: false; reason: "invalid" | "suspended" } | { ok: false; reason: "limited"; limit: LimitResult };

/**
 * Counts one attempt on every key first; the first key over its limit is
 * returned (and the password is not checked, and the attempt counts on none
 * of the keys), else null.
 */
export async function countAttempt(
  deps: Deps,
  keys: Array<{ key: string; limit: { max: number; windowSeconds: number } }>,
  now = new Date(),
): Promise<LimitResult | null> {
  const results = await Promise.all(keys.map(({ key, limit }) => hit(deps, key, limit, now)));
  const blocked = results.find((result) => !result.allowed);
  if (!blocked) return null;
  // A refused attempt counts on no key: the keys that took it give it back.
  await Promise.all(keys.filter((_, index) => results[index]!.allowed).map(({ key }) => unhit(deps, key)));
  return blocked;
}

function signinKeys(phone: string, clientAddress: string, appEnv: string | undefined) {
  return [
    { key: limitKey("signinPhone", phone), limit: limitFor("signinPhone", appEnv) },
    { key: limitKey("signinAddress", clientAddress), limit: limitFor("signinAddress", appEnv) },
  ];
}

/** Sign-in for the page and the API: counted, then checked; a right password clears the phone's failures. */
export async function signIn(
  deps: Deps,
  { phone, password, clientAddress, appEnv }: { phone: string; password: string; clientAddress: string; appEnv?: string },
  now = new Date(),
): Promise<SignInResult> {
  const keys = signinKeys(phone, clientAddress, appEnv);
  const blocked = await countAttempt(deps, keys, now);
  if (blocked) return { ok: false, reason: "limited", limit: blocked };
  const outcome = await authenticate(deps, phone, password);
  // A suspended account's right password is not a guess either.
  if (outcome.ok || outcome.reason === "suspended") await Promise.all([clearLimit(deps, keys[0].key), unhit(deps, keys[1].key)]);
  return outcome;
}

export type PasswordCheck = "ok" | "wrong" | { limited: LimitResult };

/**
 * The signed-in user's current password (changing the password, the e-mail
 * or the phone). Guesses from a stolen session count like failed sign-ins of
 * that phone.
 */
export async function checkCurrentPassword(
  deps: Deps,
  user: Pick<User, "id" | "phone">,
  password: string,
  appEnv?: string,
  now = new Date(),
): Promise<PasswordCheck> {
  const key = limitKey("signinPhone", user.phone);
  const blocked = await countAttempt(deps, [{ key, limit: limitFor("signinPhone", appEnv) }], now);
  if (blocked) return { limited: blocked };
  const row = await getUserRowById(deps, user.id);
  if (!row || !(await verifyPassword(password, row.password_hash))) return "wrong";
  await clearLimit(deps, key);
  return "ok";
}
