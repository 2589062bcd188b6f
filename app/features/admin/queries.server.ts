// The admin area's SQL: the content records (built from the specs in
// lib/admin-resources.ts, which name the only tables and columns used here), a
// document's page rows, people and their accounts, the dashboard's counts and
// the special ads. Typed rows in, typed rows out; every change is written with
// its audit entry in one transaction. The rules (who may be suspended, image
// checks and R2, slugs, the pages' order, what each entry says) are the
// use-cases' beside this file.
import { allRows, and, empty, int, or, raw, sql, statement, sqlTime, type Sql } from "~/server/sql.server";
import { changesAny, type Database } from "~/server/db-session.server";
import { claimedId, claimIdStatement } from "~/server/ids.server";
import { resources, type ResourceKey, type ResourceSpec } from "~/lib/admin-resources";
import { auditStatement, type AuditEntry } from "~/server/audit.server";
import type { Person } from "~/lib/rows";

type Db = { db: Database };

/** A change and its audit entry, as one transaction. */
function batchWithAudit(db: Database, changes: D1PreparedStatement[], audit: AuditEntry, at: Date) {
  return db.batch([...changes, auditStatement(db, audit, at)]);
}

// ---- Content records -----------------------------------------------------------

export type Value = string | number | null;
export type Row = Record<string, Value> & { id: number };

function columnsOf(spec: ResourceSpec): string[] {
  return ["id", ...(spec.parent ? [spec.parent.column] : []), ...spec.fields.map((field) => field.name)];
}

/** A kind's records, in their public order; a lower level only under its parent. */
export async function listRecords({ db }: Db, key: ResourceKey, parentId: number | null = null, limit = 500): Promise<Row[]> {
  const spec = resources[key];
  const columns = columnsOf(spec).join(", ");
  const statement = spec.parent
    ? db.prepare(`SELECT ${columns} FROM ${spec.table} WHERE ${spec.parent.column} = ?1 ORDER BY ${spec.orderBy} LIMIT ${limit}`).bind(parentId ?? 0)
    : db.prepare(`SELECT ${columns} FROM ${spec.table} ORDER BY ${spec.orderBy} LIMIT ${limit}`);
  const { results } = await statement.all<Row>();
  return results;
}

/** One record of a kind, or null. */
export async function getRecord({ db }: Db, key: ResourceKey, id: number): Promise<Row | null> {
  const spec = resources[key];
  return db
    .prepare(`SELECT ${columnsOf(spec).join(", ")} FROM ${spec.table} WHERE id = ?1`)
    .bind(id)
    .first<Row>();
}

/**
 * A new record (under `parentId` for a lower level) with a claimed id that is
 * never given twice; its id. The audit entry ('create', its details as given)
 * takes the new row's id in the same transaction.
 */
export async function insertRecord(
  { db }: Db,
  spec: ResourceSpec,
  values: Record<string, Value>,
  parentId: number | null,
  audit: Pick<AuditEntry, "actorId" | "details">,
  at: Date,
): Promise<number> {
  const columns = Object.keys(values);
  const allColumns = spec.parent ? [spec.parent.column, ...columns] : columns;
  const allValues = spec.parent ? [parentId, ...columns.map((column) => values[column])] : columns.map((column) => values[column]);
  const placeholders = allColumns.map((_, index) => `?${index + 1}`).join(", ");
  const [, inserted] = await db.batch([
    claimIdStatement(db, spec.table),
    db.prepare(`INSERT INTO ${spec.table} (id, ${allColumns.join(", ")}) VALUES (${claimedId(spec.table)}, ${placeholders})`).bind(...allValues),
    db
      .prepare("INSERT INTO audit_log (actor_id, action, entity, entity_id, details, created_at) VALUES (?1, 'create', ?2, last_insert_rowid(), ?3, ?4)")
      .bind(audit.actorId, spec.table, JSON.stringify(audit.details), sqlTime(at)),
  ]);
  return Number(inserted.meta.last_row_id);
}

/** Changes a record's columns to these values, with the audit entry. */
export async function updateRecord({ db }: Db, spec: ResourceSpec, id: number, values: Record<string, Value>, audit: AuditEntry, at: Date): Promise<void> {
  const columns = Object.keys(values);
  const assignments = columns.map((column, index) => `${column} = ?${index + 2}`);
  // Categories are the only records here with an updated_at (the sitemap's date).
  const touched = spec.key === "categories";
  if (touched) assignments.push(`updated_at = ?${columns.length + 2}`);
  const params = [id, ...columns.map((column) => values[column]), ...(touched ? [sqlTime(at)] : [])];
  await batchWithAudit(db, [db.prepare(`UPDATE ${spec.table} SET ${assignments.join(", ")} WHERE id = ?1`).bind(...params)], audit, at);
}

/** Deletes a record (its lower levels go with the foreign keys), with its audit entry. */
export async function deleteRecordRow({ db }: Db, spec: ResourceSpec, id: number, audit: AuditEntry, at: Date): Promise<void> {
  await batchWithAudit(db, [db.prepare(`DELETE FROM ${spec.table} WHERE id = ?1`).bind(id)], audit, at);
}

// ---- A document's pages (pdf_imgs) ---------------------------------------------

export interface DocumentPage {
  id: number;
  file_url: string;
  page: number;
}

/** A document's pages in their order. */
export async function listPages({ db }: Db, documentId: number): Promise<DocumentPage[]> {
  return allRows<DocumentPage>(db.prepare("SELECT id, file_url, page FROM pdf_imgs WHERE pdf_id = ?1 ORDER BY page, id").bind(documentId));
}

/** One page of a document, or null. */
export async function getPage({ db }: Db, documentId: number, pageId: number): Promise<DocumentPage | null> {
  return db.prepare("SELECT id, file_url, page FROM pdf_imgs WHERE id = ?1 AND pdf_id = ?2").bind(pageId, documentId).first<DocumentPage>();
}

/** The addresses of a document's page images. */
export async function pageUrls({ db }: Db, documentId: number): Promise<string[]> {
  const { results } = await db.prepare("SELECT file_url FROM pdf_imgs WHERE pdf_id = ?1").bind(documentId).all<{ file_url: string }>();
  return results.map((page) => page.file_url);
}

/** Pages with these image addresses after the document's last page, in this order, with the audit entry. */
export async function appendPages({ db }: Db, documentId: number, fileUrls: string[], audit: AuditEntry, at: Date): Promise<void> {
  const last = await db.prepare("SELECT COALESCE(MAX(page), 0) AS page FROM pdf_imgs WHERE pdf_id = ?1").bind(documentId).first<{ page: number }>();
  const start = (last?.page ?? 0) + 1;
  await batchWithAudit(
    db,
    fileUrls.map((url, index) => db.prepare("INSERT INTO pdf_imgs (pdf_id, file_url, page) VALUES (?1, ?2, ?3)").bind(documentId, url, start + index)),
    audit,
    at,
  );
}

/** Numbers the document's pages 1…n in the order of these ids, with the audit entry. */
export async function renumberPages({ db }: Db, documentId: number, pageIds: number[], audit: AuditEntry, at: Date): Promise<void> {
  await batchWithAudit(
    db,
    pageIds.map((id, position) => db.prepare("UPDATE pdf_imgs SET page = ?1 WHERE id = ?2 AND pdf_id = ?3").bind(position + 1, id, documentId)),
    audit,
    at,
  );
}

/** Deletes a page row, with the audit entry. */
export async function deletePageRow({ db }: Db, pageId: number, audit: AuditEntry, at: Date): Promise<void> {
  await batchWithAudit(db, [db.prepare("DELETE FROM pdf_imgs WHERE id = ?1").bind(pageId)], audit, at);
}

// ---- People --------------------------------------------------------------------

export interface AdminUserRow extends Person {
  is_trader: number;
  company_name: string | null;
  role: "user" | "admin";
  status: "active" | "suspended";
  is_verified_trader: number;
  phone_verified_at: string | null;
  created_at: string;
}

const USER_COLUMNS =
  "id, username, first_name, last_name, email, phone, is_trader, company_name, role, status, is_verified_trader, phone_verified_at, created_at";

/**
 * Users, newest first (index users_by_created), `limit` of them from
 * `offset`: those whose name, username, e-mail or company holds `text` or
 * whose phone holds `phoneDigits` (all without a text), of one status or any.
 */
export async function findUsers(
  { db }: Db,
  filter: { text: string | null; phoneDigits: string | null; status: "active" | "suspended" | null; limit: number; offset: number },
): Promise<AdminUserRow[]> {
  const where: Sql[] = [];
  if (filter.text) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes; lower() and the ASCII fold below are LIKE's case rule.
    const folded = filter.text.replace(/[A-Z]/g, (char) => char.toLowerCase());
    where.push(
      or([
        sql`instr(lower(first_name || ' ' || last_name), ${folded}) > 0`,
        sql`instr(lower(username), ${folded}) > 0`,
        sql`instr(lower(email), ${folded}) > 0`,
        sql`instr(lower(company_name), ${folded}) > 0`,
        ...(filter.phoneDigits ? [sql`instr(phone, ${filter.phoneDigits}) > 0`] : []),
      ]),
    );
  }
  if (filter.status) where.push(sql`status = ${filter.status}`);
  return allRows<AdminUserRow>(
    statement(
      db,
      sql`SELECT ${raw(USER_COLUMNS)} FROM users ${where.length ? sql`WHERE ${and(where)}` : empty} ORDER BY created_at DESC, id DESC LIMIT ${int(filter.limit)} OFFSET ${int(filter.offset)}`,
    ),
  );
}

export interface AdminUserDetail extends AdminUserRow {
  ads: Record<string, number>;
  orders: number;
  openReports: number;
  recentAds: Array<{ id: number; name: string; status: string; expires_at: string | null }>;
}

/** A user with their ads counted by status, paid orders, open reports on their ads and latest 20 ads; null when there is none. */
export async function getUserForAdmin({ db }: Db, id: number): Promise<AdminUserDetail | null> {
  const [userRows, adRows, orderRows, reportRows, recentRows] = await db.batch([
    db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?1`).bind(id),
    db.prepare("SELECT status, COUNT(*) AS n FROM ads WHERE user_id = ?1 GROUP BY status").bind(id),
    db.prepare("SELECT COUNT(*) AS n FROM bundle_orders WHERE user_id = ?1 AND status = 'paid'").bind(id),
    db.prepare("SELECT COUNT(*) AS n FROM reports r JOIN ads a ON a.id = r.ad_id WHERE a.user_id = ?1 AND r.status = 'open'").bind(id),
    db.prepare("SELECT id, name, status, expires_at FROM ads WHERE user_id = ?1 ORDER BY created_at DESC LIMIT 20").bind(id),
  ]);
  const user = userRows.results[0] as AdminUserRow | undefined;
  if (!user) return null;
  const ads = Object.fromEntries((adRows.results as Array<{ status: string; n: number }>).map((row) => [row.status, row.n]));
  return {
    ...user,
    ads,
    orders: (orderRows.results[0] as { n: number } | undefined)?.n ?? 0,
    openReports: (reportRows.results[0] as { n: number } | undefined)?.n ?? 0,
    recentAds: recentRows.results as AdminUserDetail["recentAds"],
  };
}

/** Whether a user is a trader, or null when there is no such user. */
export async function userTraderFlag({ db }: Db, userId: number): Promise<{ id: number; is_trader: number } | null> {
  return db.prepare("SELECT id, is_trader FROM users WHERE id = ?1").bind(userId).first<{ id: number; is_trader: number }>();
}

/** A user's role, or null when there is no such user. */
export async function userRole({ db }: Db, userId: number): Promise<{ id: number; role: string } | null> {
  return db.prepare("SELECT id, role FROM users WHERE id = ?1").bind(userId).first<{ id: number; role: string }>();
}

/** Sets or clears a trader's verified badge, with the audit entry. */
export async function updateVerifiedTrader({ db }: Db, userId: number, verified: boolean, audit: AuditEntry, at: Date): Promise<void> {
  await batchWithAudit(
    db,
    [db.prepare("UPDATE users SET is_verified_trader = ?2, updated_at = ?3 WHERE id = ?1").bind(userId, verified ? 1 : 0, sqlTime(at))],
    audit,
    at,
  );
}

/**
 * Suspends an account (its ads hidden, its sessions and API tokens revoked)
 * or reinstates it (its ads shown), with the audit entry, in one transaction.
 */
export async function updateSuspended({ db }: Db, userId: number, suspended: boolean, audit: AuditEntry, at: Date): Promise<void> {
  const time = sqlTime(at);
  const statements = [
    db.prepare("UPDATE users SET status = ?2, updated_at = ?3 WHERE id = ?1").bind(userId, suspended ? "suspended" : "active", time),
    db.prepare("UPDATE ads SET hidden = ?2 WHERE user_id = ?1").bind(userId, suspended ? 1 : 0),
    auditStatement(db, audit, at),
  ];
  if (suspended) {
    statements.push(
      db.prepare("UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, time),
      db.prepare("UPDATE api_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId, time),
    );
  }
  await db.batch(statements);
}

/** Sets when one of the user's approved ads expires; whether there was such an ad. */
export async function updateAdExpiry({ db }: Db, userId: number, adId: number, until: Date, at: Date): Promise<boolean> {
  return changesAny(
    db
      .prepare("UPDATE ads SET expires_at = ?3, updated_at = ?4 WHERE id = ?1 AND user_id = ?2 AND status = 'approved'")
      .bind(adId, userId, sqlTime(until), sqlTime(at)),
  );
}

// ---- The dashboard -------------------------------------------------------------

export interface DashboardFigures {
  adsByStatus: Record<string, number>;
  users: { total: number; last7Days: number; last30Days: number };
  openReports: number;
  paidThisMonth: { count: number; amountCents: number };
  pendingOrders: number;
  featuredAds: number;
}

/** The dashboard's counts, each answered from an index: users new since `week` and `month`, orders paid since `paidSince`. */
export async function dashboardCounts({ db }: Db, since: { week: Date; month: Date; paidSince: Date }): Promise<DashboardFigures> {
  const [ads, users, reports, paid, pending, featured] = await db.batch([
    db.prepare("SELECT status, COUNT(*) AS n FROM ads GROUP BY status"),
    db
      .prepare("SELECT COUNT(*) AS total, SUM(created_at >= ?1) AS week, SUM(created_at >= ?2) AS month FROM users")
      .bind(sqlTime(since.week), sqlTime(since.month)),
    db.prepare("SELECT COUNT(*) AS n FROM reports WHERE status = 'open'"),
    db
      .prepare("SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS amount FROM bundle_orders WHERE status = 'paid' AND paid_at >= ?1")
      .bind(sqlTime(since.paidSince)),
    db.prepare("SELECT COUNT(*) AS n FROM bundle_orders WHERE status = 'pending'"),
    db.prepare("SELECT COUNT(*) AS n FROM ads WHERE is_featured = 1"),
  ]);
  const first = <T>(result: D1Result) => result.results[0] as T;
  const userRow = first<{ total: number; week: number | null; month: number | null }>(users);
  const paidRow = first<{ n: number; amount: number }>(paid);
  return {
    adsByStatus: Object.fromEntries((ads.results as Array<{ status: string; n: number }>).map((row) => [row.status, row.n])),
    users: { total: userRow.total, last7Days: userRow.week ?? 0, last30Days: userRow.month ?? 0 },
    openReports: first<{ n: number }>(reports).n,
    paidThisMonth: { count: paidRow.n, amountCents: paidRow.amount },
    pendingOrders: first<{ n: number }>(pending).n,
    featuredAds: first<{ n: number }>(featured).n,
  };
}

// ---- Special ads ---------------------------------------------------------------

export interface FeaturedAd {
  id: number;
  name: string;
  status: string;
  featured_until: string | null;
  user_id: number;
  owner_name: string;
}

/** Ads marked special, the soonest to end first (index ads_by_featured_until). */
export async function listFeaturedAds({ db }: Db, limit = 200): Promise<FeaturedAd[]> {
  return allRows<FeaturedAd>(
    db
      .prepare(
        `SELECT a.id, a.name, a.status, a.featured_until, a.user_id, TRIM(u.first_name || ' ' || u.last_name) AS owner_name
       FROM ads a JOIN users u ON u.id = a.user_id WHERE a.is_featured = 1 ORDER BY a.featured_until, a.id LIMIT ?1`,
      )
      .bind(limit),
  );
}

/** Sets when a special ad's period ends, with the audit entry (written either way); whether it was a special ad. */
export async function updateFeaturedUntil({ db }: Db, adId: number, until: Date, audit: AuditEntry, at: Date): Promise<boolean> {
  const [changed] = await batchWithAudit(
    db,
    [db.prepare("UPDATE ads SET featured_until = ?2 WHERE id = ?1 AND is_featured = 1").bind(adId, sqlTime(until))],
    audit,
    at,
  );
  return (changed.meta.changes ?? 0) > 0;
}
