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
  queuedCandidates,
  savedSearchName,
  slipWords,
  stopAlerts,
  untoldAds,
  writeMatches,
  type AlertAd,
  type AlertRecipient,
} from "~/features/saved-searches/queries.server";
import { listingHref } from "~/features/saved-searches/saved-searches.server";
import { expressionFor, savedText, slipKeysOf } from "~/features/saved-searches/alert-text.server";

export const ALERTS = {
  /** Newly approved ads matched per statement: each stays well within D1's 30 s per statement (.tools/alerts-bench.ts). */
  adsPerBatch: 250,
  /** Statements per run: 1,000 ads an hour, 4 of the free plan's 50 D1 calls. */
  batchesPerRun: 4,
  /** Rows of the slip index read for a batch's candidate searches (the listing reads at most 400 words a search). */
  slipRowsPerBatch: 20_000,
  /** E-mails per run: each is one D1 write or one provider call, within the free plan's 50 subrequests. */
  mailsPerRun: 25,
  /** Ads listed in one search's e-mail (the rest are behind the listing's link). */
  adsPerSearch: 10,
  /** "At once": at most one e-mail per saved search in this time. */
  instantGapMinutes: 60,
  /** "Daily": a digest when the last is older than this (the cron is hourly, so it lands about the same hour each day). */
  digestGapHours: 23,
} as const;

export interface AlertDeps {
  db: Database;
  config: Pick<Config, "SITE_URL" | "SESSION_SECRET"> & MailDeps["config"];
  fetch?: typeof fetch;
}

export interface AlertReport {
  matchedAds: number;
  hits: number;
  instantMails: number;
  digestMails: number;
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

// ---- Matching ----------------------------------------------------------------------

/**
 * Matches the oldest `limit` queued (newly approved) ads against the saved
 * searches and takes them off the queue: what each search's page would list
 * (alert-text.server.ts), never every search against every ad. Three D1
 * calls at most: the candidates (by category, filters and the text's
 * anchors), the slip index's words for the candidates' texts (only when one
 * has a word of five letters or more), and the hits. How many ads were taken
 * and how many hits were found.
 */
export async function matchQueuedAds({ db }: Pick<AlertDeps, "db">, limit: number, now: Date): Promise<{ ads: number; hits: number }> {
  const { adIds, candidates } = await queuedCandidates({ db }, limit);
  if (adIds.length === 0) return { ads: 0, hits: 0 };
  const bySearch = new Map<number, { text: string; current: boolean; ads: number[] }>();
  for (const pair of candidates) {
    const search = bySearch.get(pair.search_id);
    if (search) search.ads.push(pair.ad_id);
    else
      bySearch.set(pair.search_id, {
        text: new URLSearchParams(pair.query).get("q") ?? "",
        current: pair.current === 1,
        ads: [pair.ad_id],
      });
  }
  const texts = new Set([...bySearch.values()].map((search) => search.text));
  const keys = [...new Set([...texts].flatMap(slipKeysOf))];
  const wordsOfKey = await slipWords({ db }, keys, ALERTS.slipRowsPerBatch);
  const expressions = new Map([...texts].map((text) => [text, expressionFor(text, wordsOfKey)]));
  const checks: Array<[number, string, number[]]> = [];
  const upgrades: Array<[number, string, string]> = [];
  for (const [id, search] of bySearch) {
    const expression = expressions.get(search.text);
    if (expression) checks.push([id, expression, search.ads]);
    if (!search.current) {
      const saved = savedText(search.text);
      if (saved.matchQuery) upgrades.push([id, saved.matchQuery, saved.matchTerm!]);
    }
  }
  const hits = await writeMatches({ db }, adIds, checks, upgrades, now);
  return { ads: adIds.length, hits };
}

// ---- The run ------------------------------------------------------------------------

/** Matches the queued ads, then sends what is due. Safe to run any number of times. */
export async function runAlerts(deps: AlertDeps, now = new Date()): Promise<AlertReport> {
  const report: AlertReport = { matchedAds: 0, hits: 0, instantMails: 0, digestMails: 0 };
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
