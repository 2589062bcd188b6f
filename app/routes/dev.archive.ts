import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { archiveAd } from "~/features/archive/archive.server";
import { forgetCounts } from "~/features/ad-stats/counting.server";
import { devToolsAllowed } from "~/server/config.server";

// The end-to-end tests' way to see an archived ad without waiting 90 days: a
// POST archives one sold ad of a seeded seller other than the README's
// accounts (the newest), as the hourly job does once an ad ended 90 days ago
// (features/archive/archive.server.ts), and answers its id. Like /dev/users
// it exists only on a local development or test site (devToolsAllowed).
export async function action({ request, context }: ActionFunctionArgs) {
  if (!devToolsAllowed(context.config) || request.method !== "POST") throw new Response("Not found", { status: 404 });
  const db = context.env.DB;
  const ad = await db.prepare("SELECT id FROM ads WHERE status = 'sold' AND user_id > 3 ORDER BY id DESC LIMIT 1").first<{ id: number }>();
  if (!ad) return json({ id: null }, { headers: { "Cache-Control": "no-store" } });
  await archiveAd({ db, bucket: context.env.BUCKET }, ad.id, new Date());
  if (context.env.AD_COUNTERS) await forgetCounts(context.env.AD_COUNTERS, [ad.id]);
  return json({ id: ad.id }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  throw new Response("Not found", { status: 404 });
}
