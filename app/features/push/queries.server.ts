// Web Push subscriptions (migration 0025): SQL only.
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/sql.server";
import type { PushSubscriptionInput } from "./schema";

type Db = { db: Database };

export interface PushSubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/**
 * Stores a device's subscription for an account. The endpoint is one browser's: if another account
 * had it (signed in there before), it moves to this one. Past `max` devices the oldest go.
 */
export async function upsertSubscription({ db }: Db, userId: number, input: PushSubscriptionInput, language: string, max: number, now: Date): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, language, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
           language = excluded.language, created_at = excluded.created_at`,
      )
      .bind(userId, input.endpoint, input.p256dh, input.auth, language, sqlTime(now)),
    db
      .prepare(
        `DELETE FROM push_subscriptions WHERE user_id = ?1 AND id NOT IN
           (SELECT id FROM push_subscriptions WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2)`,
      )
      .bind(userId, max),
  ]);
}

/** Forgets one device of an account (its own only); whether there was one. */
export async function deleteSubscription({ db }: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM push_subscriptions WHERE user_id = ?1 AND endpoint = ?2").bind(userId, endpoint).run();
  return (result.meta.changes ?? 0) > 0;
}

/** A subscription its push service no longer knows (404, 410). */
export async function dropSubscription({ db }: Db, id: number): Promise<void> {
  await db.prepare("DELETE FROM push_subscriptions WHERE id = ?1").bind(id).run();
}

/** Every device of these accounts, newest first. */
export async function subscriptionsOf({ db }: Db, userIds: number[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT id, user_id, endpoint, p256dh, auth, language FROM push_subscriptions
       WHERE user_id IN (SELECT value FROM json_each(?1)) ORDER BY user_id, created_at DESC, id DESC`,
    )
    .bind(JSON.stringify(userIds))
    .all<PushSubscriptionRow>();
  return results;
}

export async function hasSubscription({ db }: Db, userId: number, endpoint: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS one FROM push_subscriptions WHERE user_id = ?1 AND endpoint = ?2").bind(userId, endpoint).first();
  return row !== null;
}

/**
 * Who a new message in a conversation goes to (the member who did not send it), with the sender's
 * first name and the ad's name; null when the conversation is not the sender's, or either person is
 * suspended, or either blocked the other (nothing is said about a conversation in that state).
 */
export async function messageRecipient(
  { db }: Db,
  conversationId: number,
  senderId: number,
): Promise<{ recipient_id: number; sender_name: string; ad_name: string } | null> {
  return db
    .prepare(
      `SELECT r.id AS recipient_id, s.first_name AS sender_name, c.ad_name
       FROM conversations c
       JOIN users s ON s.id = ?2
       JOIN users r ON r.id = CASE WHEN c.buyer_id = ?2 THEN c.seller_id ELSE c.buyer_id END
       WHERE c.id = ?1 AND (c.buyer_id = ?2 OR c.seller_id = ?2) AND r.status = 'active' AND s.status = 'active'
         AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = r.id AND b.blocked_id = s.id) OR (b.blocker_id = s.id AND b.blocked_id = r.id))`,
    )
    .bind(conversationId, senderId)
    .first();
}
