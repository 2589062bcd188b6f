// Who changed what, and when: one row per admin change (and per payment that
// changed an ad), written in the same batch as the change it records.
import type { Database } from "~/server/db-session.server";
import { sqlTime } from "~/server/sql.server";
import { cutText } from "~/lib/text-length";

type Db = { db: Database };

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  details?: Record<string, unknown>;
}

/** Values worth keeping in the log: no files, long texts shortened. */
function cleanDetails(details: Record<string, unknown> = {}): string {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined) continue;
    if (typeof File !== "undefined" && value instanceof File) continue;
    out[key] = typeof value === "string" && value.length > 200 ? `${cutText(value, 200)}…` : value;
  }
  return JSON.stringify(out);
}

/** The statement that records an entry, to run in the same batch as the change. */
export function auditStatement(db: Database, entry: AuditEntry, now = new Date()): D1PreparedStatement {
  return db
    .prepare("INSERT INTO audit_log (actor_id, action, entity, entity_id, details, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(entry.actorId, entry.action, entry.entity, entry.entityId, cleanDetails(entry.details), sqlTime(now));
}

export async function recordAudit({ db }: Db, entry: AuditEntry, now = new Date()): Promise<void> {
  await auditStatement(db, entry, now).run();
}

export interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: number | null;
  details: string;
  created_at: string;
}

/** The newest entries (index audit_log_by_date), optionally of one entity. */
export async function listAudit({ db }: Db, options: { entity?: string | null; limit?: number; before?: number | null } = {}): Promise<AuditRow[]> {
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 200);
  const where: string[] = [];
  const params: unknown[] = [];
  if (options.entity) {
    where.push("l.entity = ?");
    params.push(options.entity);
  }
  if (options.before) {
    where.push("l.id < ?");
    params.push(options.before);
  }
  const { results } = await db
    .prepare(
      `SELECT l.id, l.actor_id, TRIM(u.first_name || ' ' || u.last_name) AS actor_name, l.action, l.entity, l.entity_id, l.details, l.created_at
       FROM audit_log l LEFT JOIN users u ON u.id = l.actor_id
       ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
       ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit}`,
    )
    .bind(...params)
    .all<AuditRow>();
  return results;
}
