// Saved searches' alerts by e-mail (issue 41, item 2). An approval of an ad
// (any path: migration 0024's trigger) puts it in alert_queue; runAlerts
// matches the queue against the saved searches in one statement per batch
// (queries.server.ts matchQueuedAds: candidates from an index by category and
// subcategory, never every search against every ad), then e-mails:
// - "at once": one e-mail per saved search with its new ads, at most one an hour;
// - "daily": one digest per account a day, every daily search's new ads;
// - "never": nothing (the new ads still count on the account page).
// Each e-mail is in the account's language, lists up to ALERTS.adsPerSearch
// ads (photo, price, place, link), links to the listing, and carries a signed
// one-click unsubscribe link (List-Unsubscribe, List-Unsubscribe-Post) that
// works without signing in (routes/alerts.unsubscribe.$token.tsx).
//
// runAlerts runs after each approval (moderation) and in the hourly cron
// (app/worker.ts, and the admin's "run the scheduled jobs now").
import type { Database } from "~/server/db-session.server";
import type { Config } from "~/server/config.server";
import { resources } from "~/server/locales.server";
import { constantTimeEqual, hmacHex } from "~/server/crypto.server";
import { sendMail, type MailDeps, type MailMessage } from "~/server/mail.server";
import { logError } from "~/server/log.server";
import { createTranslate } from "~/lib/translate";
import { formatNumber, formatPrice } from "~/lib/format";
import { isLanguage, type Language } from "~/lib/i18n";
import {
  digestRecipients,
  instantRecipients,
  markTold,
  savedSearchName,
  matchQueuedAds,
  stopAlerts,
  untoldAds,
  type AlertAd,
  type AlertRecipient,
} from "~/features/saved-searches/queries.server";
import { listingHref } from "~/features/saved-searches/saved-searches.server";
import { pushAlerts } from "~/features/push/push.server";
import type { PushConfig } from "~/features/push/send.server";

export const ALERTS = {
  /** Newly approved ads matched per statement: each stays well within D1's 30 s per statement (.tools/alerts-bench.ts). */
  adsPerBatch: 250,
  /** Statements per run: 1,000 ads an hour, 4 of the free plan's 50 D1 calls. */
  batchesPerRun: 4,
  /** E-mails per run: each is one D1 write or one provider call, within the free plan's 50 subrequests. */
  mailsPerRun: 25,
  /** Ads listed in one search's e-mail (the rest are behind the listing's link). */
  adsPerSearch: 10,
  /** "At once": at most one e-mail per saved search in this time. */
  instantGapMinutes: 60,
  /** "Daily": a digest when the last is older than this (the cron is hourly, so it lands about the same hour each day). */
  digestGapHours: 23,
  /** Web Push requests per run (one per device told of an "at once" alert), beside the e-mails. */
  pushesPerRun: 20,
} as const;

export interface AlertDeps {
  db: Database;
  config: Pick<Config, "SITE_URL" | "SESSION_SECRET"> & MailDeps["config"] & PushConfig;
  fetch?: typeof fetch;
}

export interface AlertReport {
  matchedAds: number;
  hits: number;
  instantMails: number;
  digestMails: number;
  /** Web Push notifications delivered (features/push). */
  pushes: number;
}

// ---- Unsubscribe tokens -----------------------------------------------------------

export type UnsubscribeTarget = { searchId: number } | { userId: number };

function targetText(target: UnsubscribeTarget): string {
  return "searchId" in target ? `s${target.searchId}` : `u${target.userId}`;
}

/** A link's token: what it stops (one saved search `s…`, or every one of an account `u…`) and its HMAC with the site's secret. */
export async function unsubscribeToken(secret: string, target: UnsubscribeTarget): Promise<string> {
  const text = targetText(target);
  return `${text}.${(await hmacHex("SHA-256", secret, `saved-search-unsubscribe:${text}`)).slice(0, 32)}`;
}

/** What a token stops, or null when it is not one this site signed. */
export async function readUnsubscribeToken(secret: string, token: string): Promise<UnsubscribeTarget | null> {
  const match = /^([su])([1-9][0-9]{0,14})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return null;
  const target: UnsubscribeTarget = match[1] === "s" ? { searchId: Number(match[2]) } : { userId: Number(match[2]) };
  const expected = await unsubscribeToken(secret, target);
  return constantTimeEqual(expected, token) ? target : null;
}

/** What a signed token would stop (for its confirmation page): one search by name, or all of an account; null when not valid. */
export async function unsubscribeTarget(
  { db, config }: Pick<AlertDeps, "db" | "config">,
  token: string,
): Promise<{ kind: "one"; name: string; stopped: boolean } | { kind: "all" } | null> {
  const target = await readUnsubscribeToken(config.SESSION_SECRET, token);
  if (!target) return null;
  if ("userId" in target) return { kind: "all" };
  const search = await savedSearchName({ db }, target.searchId);
  return search ? { kind: "one", name: search.name, stopped: search.frequency === "never" } : null;
}

/** Stops what a signed token names; null for a token that is not valid (or names nothing any more). */
export async function unsubscribe({ db, config }: Pick<AlertDeps, "db" | "config">, token: string, now = new Date()): Promise<{ name: string | null } | null> {
  const target = await readUnsubscribeToken(config.SESSION_SECRET, token);
  return target ? stopAlerts({ db }, target, now) : null;
}

// ---- The run ------------------------------------------------------------------------

/** Matches the queued ads, then sends what is due. Safe to run any number of times. */
export async function runAlerts(deps: AlertDeps, now = new Date()): Promise<AlertReport> {
  const report: AlertReport = { matchedAds: 0, hits: 0, instantMails: 0, digestMails: 0, pushes: 0 };
  for (let batch = 0; batch < ALERTS.batchesPerRun; batch++) {
    const matched = await matchQueuedAds(deps, ALERTS.adsPerBatch, now);
    report.matchedAds += matched.ads;
    report.hits += matched.hits;
    if (matched.ads < ALERTS.adsPerBatch) break;
  }
  const instant = await instantRecipients(deps, new Date(now.getTime() - ALERTS.instantGapMinutes * 60_000), ALERTS.mailsPerRun);
  const digests = groupByUser(await digestRecipients(deps, new Date(now.getTime() - ALERTS.digestGapHours * 3_600_000), ALERTS.mailsPerRun - instant.length));
  const searchIds = [...instant, ...digests.flat()].map((recipient) => recipient.search_id);
  if (searchIds.length === 0) return report;
  const { ads, totals } = await untoldAds(deps, searchIds, ALERTS.adsPerSearch, now);
  const adsOf = new Map<number, AlertAd[]>();
  for (const ad of ads) adsOf.set(ad.search_id, [...(adsOf.get(ad.search_id) ?? []), ad]);
  const told = { searchIds: [] as number[], instantIds: [] as number[], digestUserIds: [] as number[] };
  const pushes: Parameters<typeof pushAlerts>[1] = [];
  for (const recipient of instant) {
    const found = adsOf.get(recipient.search_id) ?? [];
    // Only ads that are no longer public waited: they are counted as told, without an e-mail.
    if (
      found.length > 0 &&
      !(await send(deps, await alertMail(deps.config, [{ recipient, ads: found, total: totals.get(recipient.search_id) ?? 0 }], "instant"), now))
    )
      continue;
    told.searchIds.push(recipient.search_id);
    if (found.length > 0) {
      told.instantIds.push(recipient.search_id);
      report.instantMails++;
      const count = totals.get(recipient.search_id) ?? found.length;
      pushes.push({ ...recipient, href: listingHref(recipient), count, first: found[0]!.name });
    }
  }
  for (const searches of digests) {
    const sections = searches
      .map((recipient) => ({ recipient, ads: adsOf.get(recipient.search_id) ?? [], total: totals.get(recipient.search_id) ?? 0 }))
      .filter((section) => section.ads.length > 0);
    if (sections.length > 0 && !(await send(deps, await alertMail(deps.config, sections, "daily"), now))) continue;
    told.searchIds.push(...searches.map((recipient) => recipient.search_id));
    if (sections.length > 0) {
      told.digestUserIds.push(searches[0]!.user_id);
      report.digestMails++;
    }
  }
  if (told.searchIds.length > 0) await markTold(deps, told, now);
  // The "at once" alerts just e-mailed also go to the owners' devices that asked for notifications.
  if (pushes.length > 0) report.pushes = (await pushAlerts(deps, pushes, ALERTS.pushesPerRun)).sent;
  return report;
}

function groupByUser(rows: AlertRecipient[]): AlertRecipient[][] {
  const groups = new Map<number, AlertRecipient[]>();
  for (const row of rows) groups.set(row.user_id, [...(groups.get(row.user_id) ?? []), row]);
  return [...groups.values()];
}

async function send(deps: AlertDeps, message: MailMessage, now: Date): Promise<boolean> {
  try {
    await sendMail({ db: deps.db, config: deps.config, fetch: deps.fetch }, message, now);
    return true;
  } catch (error) {
    // Not told: the next run tries again.
    logError(error, null);
    return false;
  }
}

/** One e-mail: one saved search's new ads ("at once"), or every daily search's of an account (the digest). */
export async function alertMail(
  config: AlertDeps["config"],
  sections: Array<{ recipient: AlertRecipient; ads: AlertAd[]; total: number }>,
  kind: "instant" | "daily",
): Promise<MailMessage> {
  const first = sections[0]!.recipient;
  const language: Language = isLanguage(first.language) ? first.language : "ar";
  const t = createTranslate(resources[language] as Record<string, unknown>, language, ["alerts", "common"]);
  const site = config.SITE_URL.replace(/\/+$/, "");
  const stopAll = `${site}/alerts/unsubscribe/${await unsubscribeToken(config.SESSION_SECRET, kind === "instant" ? { searchId: first.search_id } : { userId: first.user_id })}`;
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  const lines = [t("alerts:mail.greeting", { name: first.first_name }), ""];
  for (const { recipient, ads, total: count } of sections) {
    lines.push(t("alerts:mail.intro", { count, n: formatNumber(count, language), name: recipient.name }), "");
    for (const ad of ads) {
      const place = [language === "en" ? ad.region_name_en : ad.region_name, language === "en" ? ad.governorate_name_en : ad.governorate_name]
        .filter(Boolean)
        .join("، ");
      lines.push(`• ${ad.name}`);
      lines.push(`  ${formatPrice(t, language, ad.price)}${ad.negotiable ? ` (${t("alerts:mail.negotiable")})` : ""}${place ? ` · ${place}` : ""}`);
      lines.push(`  ${site}/categories/product/${ad.id}`);
      if (ad.image) lines.push(`  ${t("alerts:mail.photo")} ${site}/media/${ad.image}`);
    }
    lines.push("", t("alerts:mail.seeAll", { link: `${site}${listingHref(recipient)}` }));
    if (kind === "daily")
      lines.push(
        t("alerts:mail.stopOne", { link: `${site}/alerts/unsubscribe/${await unsubscribeToken(config.SESSION_SECRET, { searchId: recipient.search_id })}` }),
      );
    lines.push("");
  }
  lines.push(
    t(kind === "instant" ? "alerts:mail.stop" : "alerts:mail.stopAll", { link: stopAll }),
    t("alerts:mail.settings", { link: `${site}/account/searches` }),
    "",
    t("alerts:mail.signature"),
  );
  return {
    to: first.email,
    kind: "search_alert",
    language,
    subject:
      kind === "instant"
        ? t("alerts:mail.subject", { count: total, n: formatNumber(total, language), name: first.name })
        : t("alerts:mail.digestSubject", { count: total, n: formatNumber(total, language) }),
    text: lines.join("\n"),
    headers: { "List-Unsubscribe": `<${stopAll}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
