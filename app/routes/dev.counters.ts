import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { rollUpAllCounters } from "~/features/ad-stats/counting.server";
import { devToolsAllowed } from "~/server/config.server";

// The end-to-end tests' way to see sellers' numbers at once: a POST rolls
// every ad counter's new visits up into D1 now, as each counter's alarm does
// within ROLL_UP_MINUTES and the hourly cron does for all of them
// (features/ad-stats/counter.server.ts). Like /dev/users it exists only on a
// local development or test site (devToolsAllowed); elsewhere it is a 404.
export async function action({ request, context }: ActionFunctionArgs) {
  const counters = context.env.AD_COUNTERS;
  if (!devToolsAllowed(context.config) || request.method !== "POST" || !counters) throw new Response("Not found", { status: 404 });
  return json({ visits: await rollUpAllCounters(counters) }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  throw new Response("Not found", { status: 404 });
}
