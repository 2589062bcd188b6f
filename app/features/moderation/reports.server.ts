// "Report this ad": a visitor or user reports a public ad with a reason from
// a list and optional text. One open report per ad for the same user or
// client address (the unique index reports_one_open_per_client, plus a check
// of both keys); the route rate-limits by address with REPORT_LIMIT. The SQL
// is in queries.server.ts (with openReportsFor, which the queue reads).
//
//   reportClientKeys(secret, userId | null, address) → { primary, keys }
//   createReport({ db }, { adId, userId, clientKey, otherKeys, reason, details }, now?)
//       → { ok: true } | { ok: false, error: "notFound" | "alreadyReported" }
//   REPORT_LIMIT, reportLimitFor(appEnv)
import { sha256Hex } from "~/server/crypto.server";
import type { Database } from "~/server/db-session.server";
import type { Limit } from "~/server/rate-limit.server";
import { hasOpenReport, insertReport, isPublicAd } from "~/features/moderation/queries.server";
import { parseWithZod } from "@conform-to/zod";
import { REPORT_REASONS, ReportSchema, type ReportReason } from "~/lib/schemas/ad";
import { isSpam } from "~/server/honeypot.server";

export { REPORT_REASONS };

type Db = { db: Database };

/** Reports one client address may send per hour. */
export const REPORT_LIMIT: Limit = { max: 10, windowSeconds: 3600 };

/** Every end-to-end test comes from 127.0.0.1: the address limit is raised there, as rate-limit.server.ts does. */
export function reportLimitFor(appEnv?: string): Limit {
  return appEnv === "test" ? { ...REPORT_LIMIT, max: REPORT_LIMIT.max * 100 } : REPORT_LIMIT;
}

/** The keys a reporter is known by: "user:<id>" when signed in, and always a hashed client address (never the address itself). */
export async function reportClientKeys(secret: string, userId: number | null, address: string): Promise<{ primary: string; keys: string[] }> {
  const addressKey = `ip:${(await sha256Hex(`${secret}:${address}`)).slice(0, 32)}`;
  if (userId === null) return { primary: addressKey, keys: [addressKey] };
  const userKey = `user:${userId}`;
  return { primary: userKey, keys: [userKey, addressKey] };
}

export interface NewReport {
  adId: number;
  userId: number | null;
  /** The key stored with the report. */
  clientKey: string;
  /** Every key of this reporter (an open report under any of them counts). */
  otherKeys?: string[];
  reason: ReportReason;
  details: string;
}

export async function createReport(
  deps: Db,
  report: NewReport,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; error: "notFound" | "alreadyReported" }> {
  if (!(await isPublicAd(deps, report.adId, now))) return { ok: false, error: "notFound" };
  const keys = [...new Set([report.clientKey, ...(report.otherKeys ?? [])])].slice(0, 5);
  if (await hasOpenReport(deps, report.adId, keys)) return { ok: false, error: "alreadyReported" };
  const { adId, userId, clientKey, reason, details } = report;
  return (await insertReport(deps, { adId, userId, clientKey, reason, details, at: now })) ? { ok: true } : { ok: false, error: "alreadyReported" };
}

/** Parses the "report this ad" form on the server (the ad page ships no form library). */
export function parseReportForm(formData: FormData) {
  const submission = parseWithZod(formData, { schema: ReportSchema });
  return {
    honeypot: isSpam(formData),
    value: submission.status === "success" ? submission.value : null,
    errors: submission.status === "success" ? null : (submission.error ?? {}),
    values: { reason: String(formData.get("reason") ?? ""), details: String(formData.get("details") ?? "") },
  };
}
