// Where a contact press goes: the seller's number as the ad page's buttons
// use it (tel:, sms:, WhatsApp's wa.me with the ad's name and address).
import { publicWhere } from "~/features/ads/queries.server";
import { sql, statement } from "~/server/sql.server";
import { contactNumbers } from "~/features/ad-page/ad-page.server";
import type { Translate } from "~/lib/translate";
import type { ContactKind } from "./counting.server";

/** The address a press of `kind` on a public ad opens, or null when the ad is not public. */
export async function contactTarget(
  { db, t, siteUrl }: { db: Pick<D1Database, "prepare">; t: Translate; siteUrl: string },
  adId: number,
  kind: ContactKind,
  now: Date = new Date(),
): Promise<string | null> {
  const row = await statement(
    db,
    sql`SELECT a.name, u.phone, u.whatsapp FROM ads a JOIN users u ON u.id = a.user_id WHERE a.id = ${adId} AND ${publicWhere(now)}`,
  ).first<{ name: string; phone: string; whatsapp: string | null }>();
  if (!row) return null;
  const contact = contactNumbers(row.phone, row.whatsapp);
  if (kind === "call") return `tel:${contact.phone}`;
  if (kind === "sms") return `sms:${contact.phone}`;
  const text = String(t("product:contact.whatsappText", { name: row.name, url: `${siteUrl}/categories/product/${adId}` }));
  return `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(text)}`;
}
