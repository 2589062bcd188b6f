// Messaging's SQL: conversations (one buyer, one seller, one ad) and their
// messages. Every read and write names the user it is for, so a
// conversation is only ever found for one of its two people.
import type { Database } from "~/modules/db-session.server";
import { PUBLIC_WHERE } from "~/modules/ads.server";
import { sqlTime } from "~/modules/jobs.server";

type Db = { db: Database };

export const INBOX_PAGE_SIZE = 20;
export const MESSAGES_SHOWN = 200;

/** An ad someone may ask about: public now, with its owner. */
export interface AskableAd {
  id: number;
  name: string;
  seller_id: number;
}

export async function findAskableAd({ db }: Db, adId: number, now: Date): Promise<AskableAd | null> {
  return db
    .prepare(`SELECT a.id, a.name, a.user_id AS seller_id FROM ads a WHERE a.id = ?1 AND ${PUBLIC_WHERE.replace("?", "?2")}`)
    .bind(adId, sqlTime(now))
    .first<AskableAd>();
}

export async function findConversationId({ db }: Db, buyerId: number, adId: number): Promise<number | null> {
  const row = await db.prepare("SELECT id FROM conversations WHERE buyer_id = ?1 AND ad_id = ?2").bind(buyerId, adId).first<{ id: number }>();
  return row?.id ?? null;
}

/** The conversation for this buyer and ad, made on the first message (the unique index keeps it one). */
export async function openConversation({ db }: Db, ad: AskableAd, buyerId: number, now: Date): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO conversations (ad_id, ad_name, buyer_id, seller_id, created_at, last_message_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5)
       ON CONFLICT(buyer_id, ad_id) DO UPDATE SET ad_name = excluded.ad_name
       RETURNING id`,
    )
    .bind(ad.id, ad.name, buyerId, ad.seller_id, sqlTime(now))
    .first<{ id: number }>();
  return row!.id;
}

/** One conversation as one of its people sees it; null for anyone else. */
export interface ConversationRow {
  id: number;
  ad_id: number | null;
  ad_name: string;
  buyer_id: number;
  seller_id: number;
  /** The ad may still be asked about (public now). */
  ad_public: number;
  /** Either person's account is suspended. */
  closed: number;
  other_name: string;
  other_id: number;
}

export async function findConversationFor({ db }: Db, conversationId: number, userId: number, now: Date): Promise<ConversationRow | null> {
  return db
    .prepare(
      `SELECT c.id, c.ad_id, c.ad_name, c.buyer_id, c.seller_id,
         CASE WHEN a.id IS NOT NULL AND ${PUBLIC_WHERE.replace("?", "?3")} THEN 1 ELSE 0 END AS ad_public,
         CASE WHEN b.status = 'suspended' OR s.status = 'suspended' THEN 1 ELSE 0 END AS closed,
         CASE WHEN c.buyer_id = ?2 THEN s.first_name || ' ' || s.last_name ELSE b.first_name || ' ' || b.last_name END AS other_name,
         CASE WHEN c.buyer_id = ?2 THEN c.seller_id ELSE c.buyer_id END AS other_id
       FROM conversations c
       JOIN users b ON b.id = c.buyer_id
       JOIN users s ON s.id = c.seller_id
       LEFT JOIN ads a ON a.id = c.ad_id
       WHERE c.id = ?1 AND (c.buyer_id = ?2 OR c.seller_id = ?2)`,
    )
    .bind(conversationId, userId, sqlTime(now))
    .first<ConversationRow>();
}

export interface MessageRow {
  id: number;
  sender_id: number;
  body: string;
  created_at: string;
}

/** The newest messages of a conversation, oldest first. */
export async function listMessages({ db }: Db, conversationId: number): Promise<MessageRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, sender_id, body, created_at FROM
         (SELECT id, sender_id, body, created_at FROM messages WHERE conversation_id = ?1 ORDER BY id DESC LIMIT ?2)
       ORDER BY id`,
    )
    .bind(conversationId, MESSAGES_SHOWN)
    .all<MessageRow>();
  return results;
}

/** Adds a message; the sender has read everything up to it. */
export async function insertMessage({ db }: Db, conversationId: number, senderId: number, body: string, now: Date): Promise<number> {
  const at = sqlTime(now);
  const [inserted] = await db.batch([
    db
      .prepare("INSERT INTO messages (conversation_id, sender_id, body, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id")
      .bind(conversationId, senderId, body, at),
    db
      .prepare(
        `UPDATE conversations SET last_message_at = ?3, last_message_id = (SELECT MAX(id) FROM messages WHERE conversation_id = ?1)
         WHERE id = ?1`,
      )
      .bind(conversationId, senderId, at),
    readUpToLast(db, conversationId, senderId),
  ]);
  return (inserted.results[0] as { id: number }).id;
}

/** The reader has seen the messages up to this one. */
export async function markRead({ db }: Db, conversationId: number, userId: number, upToId: number): Promise<void> {
  await db
    .prepare(
      `UPDATE conversations SET
         buyer_read_id = CASE WHEN buyer_id = ?2 THEN MAX(buyer_read_id, ?3) ELSE buyer_read_id END,
         seller_read_id = CASE WHEN seller_id = ?2 THEN MAX(seller_read_id, ?3) ELSE seller_read_id END
       WHERE id = ?1`,
    )
    .bind(conversationId, userId, upToId)
    .run();
}

/** The sender has read everything up to their own message. */
function readUpToLast(db: Database, conversationId: number, userId: number) {
  return db
    .prepare(
      `UPDATE conversations SET
         buyer_read_id = CASE WHEN buyer_id = ?2 THEN COALESCE(last_message_id, 0) ELSE buyer_read_id END,
         seller_read_id = CASE WHEN seller_id = ?2 THEN COALESCE(last_message_id, 0) ELSE seller_read_id END
       WHERE id = ?1 AND (buyer_id = ?2 OR seller_id = ?2)`,
    )
    .bind(conversationId, userId);
}

/** A conversation in the inbox: the ad, the other person, the last message, whether it waits unread. */
export interface InboxRow {
  id: number;
  ad_id: number | null;
  ad_name: string;
  price: number | null;
  image: string | null;
  other_name: string;
  last_body: string | null;
  last_sender_id: number | null;
  last_message_at: string;
  unread: number;
}

// Unread: the last message is the other person's and newer than what this side read.
const UNREAD = "(m.sender_id <> ?1 AND m.id > CASE WHEN c.buyer_id = ?1 THEN c.buyer_read_id ELSE c.seller_read_id END)";

/** The user's conversations (as buyer and as seller), newest first, one page at a time. */
export async function listInbox({ db }: Db, userId: number, page: number): Promise<{ rows: InboxRow[]; hasMore: boolean }> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.ad_id, c.ad_name, a.price, i.small_path AS image,
         CASE WHEN c.buyer_id = ?1 THEN s.first_name || ' ' || s.last_name ELSE b.first_name || ' ' || b.last_name END AS other_name,
         m.body AS last_body, m.sender_id AS last_sender_id, c.last_message_at,
         CASE WHEN ${UNREAD} THEN 1 ELSE 0 END AS unread
       FROM (SELECT * FROM conversations WHERE buyer_id = ?1 UNION ALL SELECT * FROM conversations WHERE seller_id = ?1) c
       JOIN users b ON b.id = c.buyer_id
       JOIN users s ON s.id = c.seller_id
       LEFT JOIN messages m ON m.id = c.last_message_id
       LEFT JOIN ads a ON a.id = c.ad_id
       LEFT JOIN ad_images i ON i.id = (SELECT id FROM ad_images WHERE ad_id = c.ad_id ORDER BY position LIMIT 1)
       WHERE c.last_message_id IS NOT NULL
       ORDER BY c.last_message_at DESC, c.id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(userId, INBOX_PAGE_SIZE + 1, (page - 1) * INBOX_PAGE_SIZE)
    .all<InboxRow>();
  return { rows: results.slice(0, INBOX_PAGE_SIZE), hasMore: results.length > INBOX_PAGE_SIZE };
}

/** How many conversations wait unread for the user (the header's count), leaving out one being opened now. */
export async function countUnread({ db }: Db, userId: number, except: number | null = null): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS unread FROM
         (SELECT * FROM conversations WHERE buyer_id = ?1 UNION ALL SELECT * FROM conversations WHERE seller_id = ?1) c
       JOIN messages m ON m.id = c.last_message_id
       WHERE ${UNREAD} AND c.id IS NOT ?2`,
    )
    .bind(userId, except)
    .first<{ unread: number }>();
  return row?.unread ?? 0;
}
