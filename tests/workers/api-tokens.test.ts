import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/features/auth/accounts.server";
import {
  API_TOKEN_DAYS,
  countLiveApiTokens,
  findApiTokenUser,
  hashApiToken,
  issueApiToken,
  looksLikeApiToken,
  pruneApiTokens,
  revokeApiToken,
  revokeUserApiTokens,
} from "~/server/api-tokens.server";
import { assertOwnPhone, findApiCaller, requireApiCaller } from "~/api/auth.server";
import { ApiError } from "~/api/envelope.server";
import { createSession } from "~/server/session.server";
import { createCookie } from "@remix-run/cloudflare";
import { config } from "./api-helpers";
import { createTestEnv } from "./helpers/db";

// Bearer tokens (stored hashed, with expiry and revocation) and how the API
// tells who is calling: token first, the pages' session cookie otherwise, and
// phone_number never.

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;
let serial = 0;

beforeAll(async () => {
  ({ env, dispose } = await createTestEnv());
});

afterAll(async () => {
  await dispose?.();
});

const db = () => ({ db: env.DB });

async function newUser() {
  serial += 1;
  const created = await createUser(db(), {
    accountType: "customer",
    firstName: "Mona",
    lastName: "Hassan",
    username: `tok${serial}`,
    email: `tok${serial}@example.com`,
    phone: `+20121000${String(serial).padStart(4, "0")}`,
    password: "secret-1",
    language: "ar",
  });
  if (!created.ok) throw new Error("conflict");
  return created.user;
}

const bearer = (token: string, extra: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/public/api/user/user-data", { headers: { Authorization: `Bearer ${token}`, ...extra } });
const context = () => ({ db: env.DB, config });

async function expectRefused(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
}

describe("api tokens", () => {
  it("stores only the SHA-256 of a token, with a 30-day expiry", async () => {
    const user = await newUser();
    const now = new Date("2026-01-01T00:00:00Z");
    const issued = await issueApiToken(db(), user.id, now);
    expect(looksLikeApiToken(issued.token)).toBe(true);
    expect(issued.expiresAt.toISOString()).toBe(new Date(now.getTime() + API_TOKEN_DAYS * 86_400_000).toISOString());
    const { results } = await env.DB.prepare("SELECT token_hash, expires_at FROM api_tokens WHERE user_id = ?")
      .bind(user.id)
      .all<{ token_hash: string; expires_at: string }>();
    expect(results).toHaveLength(1);
    expect(results[0].token_hash).toBe(await hashApiToken(issued.token));
    expect(results[0].token_hash).not.toContain(issued.token.slice(5, 20));
    expect(results[0].expires_at).toBe("2026-01-31 00:00:00");
    const found = await findApiTokenUser(db(), issued.token, new Date("2026-01-15T00:00:00Z"));
    expect(found?.user.id).toBe(user.id);
  });

  it("refuses an expired, revoked, unknown or malformed token, and a suspended user's", async () => {
    const user = await newUser();
    const issued = await issueApiToken(db(), user.id, new Date("2026-01-01T00:00:00Z"));
    expect(await findApiTokenUser(db(), issued.token, new Date("2026-01-31T00:00:01Z"))).toBeNull();
    const live = await issueApiToken(db(), user.id);
    expect(await findApiTokenUser(db(), live.token)).not.toBeNull();
    expect(await findApiTokenUser(db(), `${live.token.slice(0, -1)}${live.token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(await findApiTokenUser(db(), "not-a-token")).toBeNull();
    expect(await findApiTokenUser(db(), "' OR 1=1 --")).toBeNull();
    await env.DB.prepare("UPDATE users SET status = 'suspended' WHERE id = ?").bind(user.id).run();
    expect(await findApiTokenUser(db(), live.token)).toBeNull();
    await env.DB.prepare("UPDATE users SET status = 'active' WHERE id = ?").bind(user.id).run();
    expect(await revokeApiToken(db(), live.id)).toBe(true);
    expect(await revokeApiToken(db(), live.id)).toBe(false);
    expect(await findApiTokenUser(db(), live.token)).toBeNull();
  });

  it("revokes all of a user's tokens and prunes dead ones", async () => {
    const user = await newUser();
    const other = await newUser();
    const a = await issueApiToken(db(), user.id);
    await issueApiToken(db(), user.id);
    const kept = await issueApiToken(db(), other.id);
    expect(await countLiveApiTokens(db(), user.id)).toBe(2);
    expect(await revokeUserApiTokens(db(), user.id)).toBe(2);
    expect(await countLiveApiTokens(db(), user.id)).toBe(0);
    expect(await findApiTokenUser(db(), a.token)).toBeNull();
    expect(await findApiTokenUser(db(), kept.token)).not.toBeNull();
    expect(await pruneApiTokens(db())).toBeGreaterThanOrEqual(2);
    expect(await findApiTokenUser(db(), kept.token)).not.toBeNull();
  });
});

describe("who is calling", () => {
  it("takes the user from the bearer token", async () => {
    const user = await newUser();
    const { token, id } = await issueApiToken(db(), user.id);
    const caller = await findApiCaller(bearer(token), context());
    expect(caller).toMatchObject({ via: "token", tokenId: id, user: { id: user.id } });
  });

  it("answers 401 for a bad, expired or malformed token, even with a live session cookie", async () => {
    const user = await newUser();
    const session = await createSession(db(), user.id, null);
    const cookie = await createCookie("__session", { secrets: [config.SESSION_SECRET], path: "/", httpOnly: true, sameSite: "lax" }).serialize(session.token);
    const withCookie = { Cookie: cookie.split(";")[0] };
    // The cookie alone is accepted (same-site callers).
    const bySession = await findApiCaller(new Request("http://127.0.0.1/x", { headers: withCookie }), context());
    expect(bySession).toMatchObject({ via: "session", user: { id: user.id } });
    await expectRefused(findApiCaller(bearer("souq_" + "A".repeat(43), withCookie), context()), 401);
    await expectRefused(findApiCaller(new Request("http://127.0.0.1/x", { headers: { Authorization: "Basic abc", ...withCookie } }), context()), 401);
    const old = await issueApiToken(db(), user.id, new Date(Date.now() - 31 * 86_400_000));
    await expectRefused(findApiCaller(bearer(old.token), context()), 401);
    await expectRefused(requireApiCaller(new Request("http://127.0.0.1/x"), context()), 401);
    expect(await findApiCaller(new Request("http://127.0.0.1/x"), context())).toBeNull();
  });

  it("accepts phone_number only when it is the caller's own, in any spelling", () => {
    const user = { phone: "+201210001234" };
    expect(() => assertOwnPhone(user, undefined)).not.toThrow();
    expect(() => assertOwnPhone(user, "")).not.toThrow();
    expect(() => assertOwnPhone(user, "+201210001234")).not.toThrow();
    expect(() => assertOwnPhone(user, "01210001234")).not.toThrow();
    expect(() => assertOwnPhone(user, "٠١٢١٠٠٠١٢٣٤")).not.toThrow();
    for (const other of ["+201010001234", "01210001235", "garbage"]) {
      let error: unknown = null;
      try {
        assertOwnPhone(user, other);
      } catch (caught) {
        error = caught;
      }
      expect((error as ApiError).status).toBe(403);
    }
  });
});
