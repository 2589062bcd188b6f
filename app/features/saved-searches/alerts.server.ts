// Saved searches' alerts by e-mail. An approval of an ad
// (any path: migration 0024's trigger) puts it in alert_queue; runAlerts
// matches the queue against the saved searches in three D1 calls per batch
// (matchQueuedAds: candidates from indexes by category and subcategory, never
// every search against every ad; a text as the listing reads it,
// alert-text.server.ts), then e-mails:
// - "at once": one e-mail per saved search with its new ads, at most one an hour;
// - "daily": one digest per account a day, every daily search's new ads;
// - "never": nothing (the new ads still count on the account page).
// Each e-mail is in the account's language, as text and HTML, lists up to
// ALERTS.adsPerSearch ads (photo, price, place, link), links to the listing, and carries a signed
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
  type TextCheck,
  type AlertAd,
  type AlertRecipient,
} from "~/features/saved-searches/queries.server";
import { listingHref } from "~/features/saved-searches/saved-searches.server";
import { pushAlerts } from "~/features/push/push.server";
import type { PushConfig } from "~/features/push/send.server";
import { expressionFor, savedText, slipKeysOf } from "~/features/saved-searches/alert-text.server";

export const ALERTS = {
  /** Newly approved ads matched per batch, at most: each of its statements stays well within D1's 30 s per statement (.tools/alerts-bench.ts). */
  adsPerBatch: 250,
  /** The first batch of a run: one ad, so that however many searches an ad matches its hits' transaction stays short; the next ones are sized by the last one's time (nextBatchSize). */
  firstBatch: 1,
  /** What a batch's D1 time aims at, well within D1's 30 s a statement: the time grows with the hits written and with the saved searches (.tools/alerts-bench.ts). */
  batchMs: 8_000,
  /** Batches per run: at most 12 of the free plan's 50 D1 calls (three a batch: matchQueuedAds); up to 1 + 10 + 100 + 250 ads an hour when each is quick. */
  batchesPerRun: 4,
  /**
   * Saved searches (a window of their ids) matched against a batch's ads: each batch's work is bounded by it, not by
   * how many searches are saved; past it an ad's cursor (alert_queue.searched_to) carries on in the next batch or run.
   */
  searchesPerBatch: 20_000,
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
  /**
   * Web Push requests per run (one per device told of an "at once" alert), beside the e-mails. Deployed, the
   * e-mails and pushes are the run's outgoing requests (25 + 20 of the free plan's 50); each push that finds its
   * device gone adds one D1 write to the matching's 12 and the pushes' one read (D1's 50 queries an invocation).
   */
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
export async function unsubscribe({ db, config }: Pick<AlertDeps, "db" | "config">, token: string): Promise<{ name: string | null } | null> {
  const target = await readUnsubscribeToken(config.SESSION_SECRET, token);
  return target ? stopAlerts({ db }, target) : null;
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
export async function matchQueuedAds(
  { db }: Pick<AlertDeps, "db">,
  limit: number,
  now: Date,
  window: number = ALERTS.searchesPerBatch,
): Promise<{ ads: number; done: number; hits: number }> {
  const batch = await queuedCandidates({ db }, limit, window);
  const { adIds, candidates } = batch;
  if (adIds.length === 0) return { ads: 0, done: 0, hits: 0 };
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
  // One check per expression (searches with the same text share it): its candidate ads and, for each, the searches.
  const byExpression = new Map<string, TextCheck>();
  const upgrades: Array<[number, string, string]> = [];
  for (const [id, search] of bySearch) {
    const expression = expressions.get(search.text);
    if (expression) {
      let check = byExpression.get(expression);
      if (!check) byExpression.set(expression, (check = [expression, Number.MAX_SAFE_INTEGER, 0, {}]));
      for (const ad of search.ads) {
        check[1] = Math.min(check[1], ad);
        check[2] = Math.max(check[2], ad);
        (check[3][ad] ??= []).push(id);
      }
    }
    if (!search.current) {
      const saved = savedText(search.text);
      if (saved.matchQuery) upgrades.push([id, saved.matchQuery, saved.matchTerm!]);
    }
  }
  const checks = [...byExpression.values()];
  const hits = await writeMatches({ db }, batch, checks, upgrades, now);
  return { ads: adIds.length, done: batch.last ? adIds.length : 0, hits };
}

// ---- The run ------------------------------------------------------------------------

/**
 * The next batch's ads: as many as should take ALERTS.batchMs at the last
 * batch's time per ad (between 1 and ALERTS.adsPerBatch, at most ten times
 * the last). With 300,000 saved searches an ad matches some 5,000 of them and
 * takes seconds on its own (performance.md, "Saved-search alerts"); a batch
 * of a fixed 250 ads would hold one transaction for minutes.
 */
export function nextBatchSize(last: { ads: number; ms: number }): number {
  const perAd = Math.max(1, last.ms) / Math.max(1, last.ads);
  return Math.max(1, Math.min(ALERTS.adsPerBatch, last.ads * 10, Math.floor(ALERTS.batchMs / perAd)));
}

/**
 * The next batch's ads and window of saved searches. While the batch's ads
 * have windows left (they are the next batch's ads again), the window grows
 * or shrinks to take ALERTS.batchMs at the last one's time (at most ten times
 * the last, at least 1,000 ids); once they are done, the next ads are sized
 * by nextBatchSize and the window starts again at ALERTS.searchesPerBatch.
 */
export function nextBatch(last: { ads: number; done: number; ms: number; size: number; window: number }): { size: number; window: number } {
  if (last.done < last.ads) {
    const window = Math.floor((last.window * ALERTS.batchMs) / Math.max(1, last.ms));
    return { size: last.size, window: Math.max(1_000, Math.min(last.window * 10, window)) };
  }
  return { size: nextBatchSize({ ads: last.ads, ms: last.ms }), window: ALERTS.searchesPerBatch };
}

/** Matches the queued ads, then sends what is due. Safe to run any number of times. */
export async function runAlerts(deps: AlertDeps, now = new Date()): Promise<AlertReport> {
  const report: AlertReport = { matchedAds: 0, hits: 0, instantMails: 0, digestMails: 0, pushes: 0 };
  let next: { size: number; window: number } = { size: ALERTS.firstBatch, window: ALERTS.searchesPerBatch };
  for (let batch = 0; batch < ALERTS.batchesPerRun; batch++) {
    const started = Date.now();
    const matched = await matchQueuedAds(deps, next.size, now, next.window);
    report.matchedAds += matched.done;
    report.hits += matched.hits;
    // A short batch that was its ads' last window: the queue is empty.
    if (matched.ads < next.size && matched.done === matched.ads) break;
    next = nextBatch({ ...matched, ms: Date.now() - started, ...next });
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

/** One ad of an e-mail, as both parts show it. */
interface MailAd {
  name: string;
  price: string;
  place: string;
  link: string;
  photo: string | null;
}

/** One saved search's part of an e-mail. */
interface MailSection {
  intro: string;
  ads: MailAd[];
  seeAll: string;
  /** The digest's link to stop this search alone. */
  stopOne: string | null;
}

/**
 * One e-mail: one saved search's new ads ("at once"), or every daily search's
 * of an account (the digest), as text and as HTML (the same content; every
 * text from the alerts namespace, in the account's language).
 */
export async function alertMail(
  config: AlertDeps["config"],
  sections: Array<{ recipient: AlertRecipient; ads: AlertAd[]; total: number }>,
  kind: "instant" | "daily",
): Promise<MailMessage> {
  const first = sections[0]!.recipient;
  const language: Language = isLanguage(first.language) ? first.language : "ar";
  const t = createTranslate(resources[language] as Record<string, unknown>, language, ["alerts", "common"]);
  const site = config.SITE_URL.replace(/\/+$/, "");
  const unsubscribeLink = async (target: UnsubscribeTarget) => `${site}/alerts/unsubscribe/${await unsubscribeToken(config.SESSION_SECRET, target)}`;
  const stopAll = await unsubscribeLink(kind === "instant" ? { searchId: first.search_id } : { userId: first.user_id });
  const settings = `${site}/account/searches`;
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  const parts: MailSection[] = [];
  for (const { recipient, ads, total: count } of sections) {
    parts.push({
      intro: t("alerts:mail.intro", { count, n: formatNumber(count, language), name: recipient.name }),
      ads: ads.map((ad) => ({
        name: ad.name,
        price: `${formatPrice(t, language, ad.price)}${ad.negotiable ? ` (${t("alerts:mail.negotiable")})` : ""}`,
        place: [language === "en" ? ad.region_name_en : ad.region_name, language === "en" ? ad.governorate_name_en : ad.governorate_name]
          .filter(Boolean)
          .join(language === "en" ? ", " : "، "),
        link: `${site}/categories/product/${ad.id}`,
        photo: ad.image ? `${site}/media/${ad.image}` : null,
      })),
      seeAll: `${site}${listingHref(recipient)}`,
      stopOne: kind === "daily" ? await unsubscribeLink({ searchId: recipient.search_id }) : null,
    });
  }
  const subject =
    kind === "instant"
      ? t("alerts:mail.subject", { count: total, n: formatNumber(total, language), name: first.name })
      : t("alerts:mail.digestSubject", { count: total, n: formatNumber(total, language) });
  const content = { t, language, subject, greeting: t("alerts:mail.greeting", { name: first.first_name }), parts, kind, stopAll, settings };
  return {
    to: first.email,
    kind: "search_alert",
    language,
    subject,
    text: alertText(content),
    html: alertHtml(content),
    headers: { "List-Unsubscribe": `<${stopAll}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

interface MailContent {
  t: ReturnType<typeof createTranslate>;
  language: Language;
  subject: string;
  greeting: string;
  parts: MailSection[];
  kind: "instant" | "daily";
  stopAll: string;
  settings: string;
}

function alertText({ t, greeting, parts, kind, stopAll, settings }: MailContent): string {
  const lines = [greeting, ""];
  for (const part of parts) {
    lines.push(part.intro, "");
    for (const ad of part.ads) {
      lines.push(`• ${ad.name}`);
      lines.push(`  ${ad.price}${ad.place ? ` · ${ad.place}` : ""}`);
      lines.push(`  ${ad.link}`);
      if (ad.photo) lines.push(`  ${t("alerts:mail.photo")} ${ad.photo}`);
    }
    lines.push("", t("alerts:mail.seeAll", { link: part.seeAll }));
    if (part.stopOne) lines.push(t("alerts:mail.stopOne", { link: part.stopOne }));
    lines.push("");
  }
  lines.push(
    t(kind === "instant" ? "alerts:mail.stop" : "alerts:mail.stopAll", { link: stopAll }),
    t("alerts:mail.settings", { link: settings }),
    "",
    t("alerts:mail.signature"),
  );
  return lines.join("\n");
}

/** Text for HTML: every character that could open a tag, an entity or end an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * The HTML part: a simple document of blocks and inline styles only (no
 * table, no stylesheet, no script), right to left in Arabic. Every text is
 * escaped (ads' titles and searches' names are what people typed), links too.
 */
function alertHtml({ t, language, subject, greeting, parts, kind, stopAll, settings }: MailContent): string {
  const e = escapeHtml;
  const dir = language === "ar" ? "rtl" : "ltr";
  const align = dir === "rtl" ? "right" : "left";
  const link = (href: string, label: string, style = "color:#115e59;text-decoration:underline") => `<a href="${e(href)}" style="${style}">${e(label)}</a>`;
  const button = "display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold";
  const ad = (item: MailAd) =>
    [
      `<div style="margin:0 0 12px;padding:12px;background:#ffffff;border:1px solid #d4d4d4;border-radius:8px">`,
      item.photo
        ? `<a href="${e(item.link)}"><img src="${e(item.photo)}" alt="${e(item.name)}" width="160" style="display:block;width:160px;max-width:100%;height:auto;margin:0 0 8px;border:0;border-radius:6px"></a>`
        : "",
      `<p style="margin:0 0 4px;font-size:16px;font-weight:bold">${link(item.link, item.name, "color:#115e59;text-decoration:none")}</p>`,
      `<p style="margin:0 0 4px;font-size:15px;font-weight:bold;color:#1a1a1a">${e(item.price)}</p>`,
      item.place ? `<p style="margin:0;font-size:14px;color:#525252">${e(item.place)}</p>` : "",
      `</div>`,
    ].join("");
  const sections = parts.map((part) =>
    [
      `<h2 style="margin:24px 0 12px;font-size:18px">${e(part.intro)}</h2>`,
      ...part.ads.map(ad),
      `<p style="margin:16px 0">${link(part.seeAll, t("alerts:mail.html.seeAll"), button)}</p>`,
      part.stopOne ? `<p style="margin:0 0 16px;font-size:13px">${link(part.stopOne, t("alerts:mail.html.stopOne"))}</p>` : "",
    ].join(""),
  );
  return [
    `<!DOCTYPE html>`,
    `<html lang="${language}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f5f5f4">`,
    `<div dir="${dir}" style="max-width:600px;margin:0 auto;padding:16px;font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:1.6;color:#1a1a1a;text-align:${align}">`,
    `<p style="margin:0 0 8px">${e(greeting)}</p>`,
    ...sections,
    `<hr style="border:0;border-top:1px solid #d4d4d4;margin:24px 0 12px">`,
    `<p style="margin:0 0 8px;font-size:13px;color:#525252">${link(stopAll, t(kind === "instant" ? "alerts:mail.html.stop" : "alerts:mail.html.stopAll"))}</p>`,
    `<p style="margin:0 0 8px;font-size:13px;color:#525252">${link(settings, t("alerts:mail.html.settings"))}</p>`,
    `<p style="margin:16px 0 0">${e(t("alerts:mail.signature"))}</p>`,
    `</div></body></html>`,
  ].join("\n");
}
