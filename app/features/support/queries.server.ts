// Customer support's SQL: requests and their private attachments. Typed rows
// in, typed rows out; the rules (the daily quota, a form posted twice, who may
// open an attachment) are support.server.ts's.
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/sql.server";

type Db = { db: Database };

/**
 * A new request; its id, or null when nothing was written: the account sent
 * `limit` requests since `since`, or this submit key made one already. Both
 * are checked by the INSERT itself, so parallel posts too.
 */
export async function insertSupportRequest(
  { db }: Db,
  request: { userId: number; subject: string; message: string; at: Date; submitKey: string | null; submitDigest?: string | null; since: Date; limit: number },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO support_requests (user_id, subject, message, created_at, submit_key, submit_digest)
       SELECT ?1, ?2, ?3, ?4, ?5, ?8
       WHERE (SELECT COUNT(*) FROM support_requests WHERE user_id = ?1 AND created_at > ?6) < ?7
       ON CONFLICT DO NOTHING RETURNING id`,
    )
    .bind(
      request.userId,
      request.subject,
      request.message,
      sqlTime(request.at),
      request.submitKey,
      sqlTime(request.since),
      request.limit,
      request.submitKey ? (request.submitDigest ?? null) : null,
    )
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** The request a form with this key made, if any, with the digest of the post that made it (null before 0017). */
export async function supportRequestOfSubmitKey({ db }: Db, userId: number, submitKey: string): Promise<{ id: number; digest: string | null } | null> {
  const row = await db
    .prepare("SELECT id, submit_digest FROM support_requests WHERE user_id = ?1 AND submit_key = ?2")
    .bind(userId, submitKey)
    .first<{ id: number; submit_digest: string | null }>();
  return row ? { id: row.id, digest: row.submit_digest } : null;
}

/** A request's attachments as stored; their ids in the same order. */
export async function insertAttachments(
  { db }: Db,
  requestId: number,
  files: Array<{ name: string; fileClass: string; size: number; path: string }>,
): Promise<number[]> {
  if (files.length === 0) return [];
  const results = await db.batch<{ id: number }>(
    files.map((file) =>
      db
        .prepare("INSERT INTO support_attachments (request_id, name, file_class, size, path) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id")
        .bind(requestId, file.name, file.fileClass, file.size, file.path),
    ),
  );
  return results.map((result) => result.results[0].id);
}

export interface SupportAttachmentLink {
  id: number;
  name: string;
  size: number;
}

/** The user's latest support requests, newest first, each with its attachments. */
export async function listSupportRequests({ db }: Db, userId: number) {
  const { results } = await db
    .prepare("SELECT id, subject, created_at FROM support_requests WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 20")
    .bind(userId)
    .all<{ id: number; subject: string; created_at: string }>();
  const byRequest = new Map<number, SupportAttachmentLink[]>();
  if (results.length > 0) {
    const placeholders = results.map((_, index) => `?${index + 1}`).join(", ");
    const { results: files } = await db
      .prepare(`SELECT id, request_id, name, size FROM support_attachments WHERE request_id IN (${placeholders}) ORDER BY id`)
      .bind(...results.map((row) => row.id))
      .all<SupportAttachmentLink & { request_id: number }>();
    for (const file of files) byRequest.set(file.request_id, [...(byRequest.get(file.request_id) ?? []), { id: file.id, name: file.name, size: file.size }]);
  }
  return results.map((row) => ({ ...row, attachments: byRequest.get(row.id) ?? [] }));
}

/** An attachment's key and name with its request's sender. */
export async function attachmentRow({ db }: Db, attachmentId: number): Promise<{ path: string; name: string; user_id: number } | null> {
  return db
    .prepare("SELECT a.path, a.name, r.user_id FROM support_attachments a JOIN support_requests r ON r.id = a.request_id WHERE a.id = ?1")
    .bind(attachmentId)
    .first<{ path: string; name: string; user_id: number }>();
}
