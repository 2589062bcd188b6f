// Messaging's SQL: conversations (one buyer, one seller, one ad) and their
// messages. Every read and write names the user it is for, so a
// conversation is only ever found for one of its two people.
import type { Database } from "~/server/db-session.server";
import { publicWhere } from "~/features/ads/queries.server";
import { allRows, sql, statement, sqlTime } from "~/server/sql.server";

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
  return statement(db, sql`SELECT a.id, a.name, a.user_id AS seller_id FROM ads a WHERE a.id = ${adId} AND ${publicWhere(now)}`).first<AskableAd>();
}

export async function findConversationId({ db }: Db, buyerId: number, adId: number): Promise<number | null> {
  const row = await db.prepare("SELECT id FROM conversations WHERE buyer_id = ?1 AND ad_id = ?2").bind(buyerId, adId).first<{ id: number }>();
  return row?.id ?? null;
}

/**
 * The conversation for this buyer and ad, made on the first message (the
 * unique index keeps it one); `created` says whether this call made it (two
 * first messages at once: one makes it, the other joins it).
 */
export async function openConversation({ db }: Db, ad: AskableAd, buyerId: number, now: Date): Promise<{ id: number; created: boolean }> {
  const made = await db
    .prepare(
      `INSERT INTO conversations (ad_id, ad_name, buyer_id, seller_id, created_at, last_message_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5)
       ON CONFLICT(buyer_id, ad_id) DO NOTHING
       RETURNING id`,
    )
    .bind(ad.id, ad.name, buyerId, ad.seller_id, sqlTime(now))
    .first<{ id: number }>();
  if (made) return { id: made.id, created: true };
  return { id: (await findConversationId({ db }, buyerId, ad.id))!, created: false };
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
  /** Either person has blocked the other. */
  blocked: number;
  /** This reader has blocked the other person. */
  blocked_by_me: number;
  other_name: string;
  other_id: number;
  /** The newest message this reader has marked read (0 for none). */
  read_id: number;
}

export async function findConversationFor({ db }: Db, conversationId: number, userId: number, now: Date): Promise<ConversationRow | null> {
  return statement(
    db,
    sql`SELECT c.id, c.ad_id, c.ad_name, c.buyer_id, c.seller_id,
         CASE WHEN a.id IS NOT NULL AND ${publicWhere(now)} THEN 1 ELSE 0 END AS ad_public,
         CASE WHEN b.status = 'suspended' OR s.status = 'suspended' THEN 1 ELSE 0 END AS closed,
         EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = c.buyer_id AND blocked_id = c.seller_id) OR (blocker_id = c.seller_id AND blocked_id = c.buyer_id)) AS blocked,
         EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${userId} AND blocked_id = CASE WHEN c.buyer_id = ${userId} THEN c.seller_id ELSE c.buyer_id END) AS blocked_by_me,
         CASE WHEN c.buyer_id = ${userId} THEN s.first_name || ' ' || s.last_name ELSE b.first_name || ' ' || b.last_name END AS other_name,
         CASE WHEN c.buyer_id = ${userId} THEN c.seller_id ELSE c.buyer_id END AS other_id,
         CASE WHEN c.buyer_id = ${userId} THEN c.buyer_read_id ELSE c.seller_read_id END AS read_id
       FROM conversations c
       JOIN users b ON b.id = c.buyer_id
       JOIN users s ON s.id = c.seller_id
       LEFT JOIN ads a ON a.id = c.ad_id
       WHERE c.id = ${conversationId} AND (c.buyer_id = ${userId} OR c.seller_id = ${userId})`,
  ).first<ConversationRow>();
}

export interface MessageRow {
  id: number;
  sender_id: number;
  body: string;
  created_at: string;
  /** Why it reads like a scam ("payment,link"; features/messaging/scam-check), or null. */
  flag: string | null;
}

/** The newest messages of a conversation, oldest first. */
export async function listMessages({ db }: Db, conversationId: number): Promise<MessageRow[]> {
  return allRows<MessageRow>(
    db
      .prepare(
        `SELECT id, sender_id, body, created_at, flag FROM
         (SELECT id, sender_id, body, created_at, flag FROM messages WHERE conversation_id = ?1 ORDER BY id DESC LIMIT ?2)
       ORDER BY id`,
      )
      .bind(conversationId, MESSAGES_SHOWN),
  );
}

/** Adds a message; the sender has read everything up to it. */
export async function insertMessage(
  { db }: Db,
  conversationId: number,
  senderId: number,
  body: string,
  now: Date,
  flag: string | null = null,
): Promise<number> {
  const at = sqlTime(now);
  const [inserted] = await db.batch([
    db
      .prepare("INSERT INTO messages (conversation_id, sender_id, body, created_at, flag) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id")
      .bind(conversationId, senderId, body, at, flag),
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

/**
 * The reader has seen the messages up to this one (never past the
 * conversation's newest, never back); only a POST calls this.
 */
export async function markRead({ db }: Db, conversationId: number, userId: number, upToId: number): Promise<void> {
  await db
    .prepare(
      `UPDATE conversations SET
         buyer_read_id = CASE WHEN buyer_id = ?2 THEN MAX(buyer_read_id, MIN(?3, COALESCE(last_message_id, 0))) ELSE buyer_read_id END,
         seller_read_id = CASE WHEN seller_id = ?2 THEN MAX(seller_read_id, MIN(?3, COALESCE(last_message_id, 0))) ELSE seller_read_id END
       WHERE id = ?1 AND (buyer_id = ?2 OR seller_id = ?2)`,
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

/** Whether either of two people has blocked the other. */
export async function isBlockedBetween({ db }: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS found FROM blocks WHERE (blocker_id = ?1 AND blocked_id = ?2) OR (blocker_id = ?2 AND blocked_id = ?1) LIMIT 1")
    .bind(a, b)
    .first();
  return row !== null;
}

export async function setBlock({ db }: Db, blockerId: number, blockedId: number, blocked: boolean, now: Date): Promise<void> {
  const statement = blocked
    ? db.prepare("INSERT OR IGNORE INTO blocks (blocker_id, blocked_id, created_at) VALUES (?1, ?2, ?3)").bind(blockerId, blockedId, sqlTime(now))
    : db.prepare("DELETE FROM blocks WHERE blocker_id = ?1 AND blocked_id = ?2").bind(blockerId, blockedId);
  await statement.run();
}

/** The person a new message waits for, when they should hear of it by e-mail now. */
export interface NoticeRecipient {
  email: string;
  first_name: string;
  language: string;
  sender_name: string;
  ad_name: string;
}

/**
 * Claims the right to e-mail the other person of a conversation about a new
 * message: only if they want these e-mails and were not told about this
 * conversation in the last 30 minutes. The claim is one UPDATE, so two
 * messages at once send one e-mail.
 */
export async function claimNotice({ db }: Db, conversationId: number, senderId: number, now: Date): Promise<NoticeRecipient | null> {
  const at = sqlTime(now);
  const cutoff = sqlTime(new Date(now.getTime() - NOTICE_INTERVAL_MS));
  const claimed = await db
    .prepare(
      `UPDATE conversations SET
         buyer_notified_at = CASE WHEN seller_id = ?2 THEN ?3 ELSE buyer_notified_at END,
         seller_notified_at = CASE WHEN buyer_id = ?2 THEN ?3 ELSE seller_notified_at END
       WHERE id = ?1 AND (buyer_id = ?2 OR seller_id = ?2)
         AND COALESCE(CASE WHEN buyer_id = ?2 THEN seller_notified_at ELSE buyer_notified_at END, '') <= ?4
         AND (SELECT message_emails FROM users WHERE id = CASE WHEN buyer_id = ?2 THEN seller_id ELSE buyer_id END) = 1
       RETURNING CASE WHEN buyer_id = ?2 THEN seller_id ELSE buyer_id END AS recipient_id, ad_name`,
    )
    .bind(conversationId, senderId, at, cutoff)
    .first<{ recipient_id: number; ad_name: string }>();
  if (!claimed) return null;
  return db
    .prepare(
      `SELECT r.email, r.first_name, r.language, s.first_name || ' ' || s.last_name AS sender_name, ?3 AS ad_name
       FROM users r, users s WHERE r.id = ?1 AND s.id = ?2`,
    )
    .bind(claimed.recipient_id, senderId, claimed.ad_name)
    .first<NoticeRecipient>();
}

/** At most one "you have a message" e-mail per conversation and person in this time. */
export const NOTICE_INTERVAL_MS = 30 * 60 * 1000;

export async function getMessageEmails({ db }: Db, userId: number): Promise<boolean> {
  const row = await db.prepare("SELECT message_emails FROM users WHERE id = ?1").bind(userId).first<{ message_emails: number }>();
  return row?.message_emails === 1;
}

export async function setMessageEmails({ db }: Db, userId: number, on: boolean): Promise<void> {
  await db
    .prepare("UPDATE users SET message_emails = ?2 WHERE id = ?1")
    .bind(userId, on ? 1 : 0)
    .run();
}

/** One open report per person and conversation; it joins the moderation queue under the conversation's ad. */
export async function insertConversationReport(
  { db }: Db,
  conversation: { id: number; ad_id: number | null },
  userId: number,
  details: string,
  now: Date,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO reports (ad_id, user_id, client_key, reason, details, conversation_id, created_at)
       VALUES (?1, ?2, ?3, 'conversation', ?4, ?5, ?6)
       ON CONFLICT DO NOTHING`,
    )
    .bind(conversation.ad_id, userId, `conversation:${conversation.id}:user:${userId}`, details, conversation.id, sqlTime(now))
    .run();
}

/** A reported conversation, for the moderator reviewing the report (null unless one was reported). */
export interface ReportedConversation {
  id: number;
  ad_id: number | null;
  ad_name: string;
  buyer_id: number;
  seller_id: number;
  buyer_name: string;
  seller_name: string;
}

export async function findReportedConversation({ db }: Db, conversationId: number): Promise<ReportedConversation | null> {
  return db
    .prepare(
      `SELECT c.id, c.ad_id, c.ad_name, c.buyer_id, c.seller_id,
         b.first_name || ' ' || b.last_name AS buyer_name, s.first_name || ' ' || s.last_name AS seller_name
       FROM conversations c JOIN users b ON b.id = c.buyer_id JOIN users s ON s.id = c.seller_id
       WHERE c.id = ?1 AND EXISTS (SELECT 1 FROM reports WHERE conversation_id = c.id)`,
    )
    .bind(conversationId)
    .first<ReportedConversation>();
}

/** In how many conversations other than this one the sender wrote a flagged message since `since` (the partial index of flagged messages). */
export async function countFlaggedConversations({ db }: Db, senderId: number, conversationId: number, since: Date): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(DISTINCT conversation_id) AS n FROM messages
       WHERE sender_id = ?1 AND created_at >= ?2 AND flag IS NOT NULL AND conversation_id <> ?3`,
    )
    .bind(senderId, sqlTime(since), conversationId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Puts a sender of flagged messages into many conversations before a
 * moderator: an open report on the conversation's ad with the message, by
 * nobody (user_id NULL), one open at a time per sender.
 */
export async function reportFlaggedSender(
  { db }: Db,
  conversation: { id: number; ad_id: number | null },
  senderId: number,
  body: string,
  now: Date,
): Promise<void> {
  const key = `flagged-sender:${senderId}`;
  await db
    .prepare(
      `INSERT INTO reports (ad_id, user_id, client_key, reason, details, conversation_id, created_at)
       SELECT ?1, NULL, ?2, 'scamMessages', ?3, ?4, ?5
       WHERE NOT EXISTS (SELECT 1 FROM reports WHERE status = 'open' AND client_key = ?2)`,
    )
    .bind(conversation.ad_id, key, body.slice(0, 1000), conversation.id, sqlTime(now))
    .run();
}
