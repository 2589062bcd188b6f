// The one Worker: static files are served by Workers Static Assets before this
// runs; every other request goes to Remix with a typed load context, and the
// cron trigger runs the scheduled jobs.
import { archiveEndedAds } from "~/features/archive/archive.server";
import { createRequestHandler, type AppLoadContext } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import type { Context } from "~/server/context.server";
import { readConfig, type Config, type Env } from "~/server/config.server";
import { openRequestDatabase, type RequestDatabase } from "~/server/db-session.server";
import { edgeCache } from "~/server/edge-cache.server";
import { detectLanguage, languageCookie, requestedLanguage, serverTranslate } from "~/server/i18n.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { logError } from "~/server/log.server";
import { randomNonce, securityHeaders } from "~/server/security.server";
import { errorPage } from "~/server/error-page.server";
import { bodyLimitFor, capBody, declaredLength, discardBody } from "~/server/body-limit.server";
import { resources } from "~/server/locales.server";
import type { Language } from "~/lib/i18n";
import { isCrossOriginPost } from "~/server/session.server";
import { fallbackLanguage } from "~/lib/i18n";
import { LIVE_PATH, openLive } from "~/features/messaging/live.server";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_HEADER } from "~/server/outage.server";
import { countAdPageView, rollUpAllCounters } from "~/features/ad-stats/counting.server";
import { offlinePage, offlinePageFor } from "~/server/offline-page.server";
import { markViewer } from "~/server/viewer.server";
import { runAlerts } from "~/features/saved-searches/alerts.server";
import { reindexAds } from "~/features/ads/reindex.server";
import { hashOlderPhotos } from "~/features/risk/photo-backfill.server";

export { MessageLine } from "~/features/messaging/line.server";
export { AdCounter } from "~/features/ad-stats/counter.server";

const handleRemix = createRequestHandler(build as never, build.mode);

/**
 * A hashed bundle, answered at once under the address the page asked for:
 * the static-asset layer would redirect "$" in a file name to "%24".
 */
async function serveBuildFile(url: URL, request: Request, assets: Fetcher): Promise<Response> {
  url.pathname = url.pathname.replace(/\$/g, "%24");
  const response = await assets.fetch(new Request(url, request));
  const headers = new Headers(response.headers);
  if (response.ok) headers.set("Cache-Control", "public, max-age=31536000, immutable");
  return new Response(response.body, { status: response.status, headers });
}

/** 413 in the visitor's language: the JSON envelope under /public/api/, else a page. */
function tooLarge(url: URL, language: Language): Response {
  if (url.pathname.startsWith("/public/api/")) {
    const body = { success: false, msg: resources[language].common.tooLarge.text, data: null };
    return new Response(JSON.stringify(body), { status: 413, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return errorPage(language, 413);
}

/** One request through Remix, with the load context built for it. */
async function handle(request: Request, env: Env, ctx: ExecutionContext, config: Config, database: RequestDatabase): Promise<Response> {
  const url = new URL(request.url);
  let language = fallbackLanguage;
  try {
    language = await detectLanguage(request);
    const cookies: string[] = [];
    const switched = requestedLanguage(request);
    if (switched) cookies.push(await languageCookie.serialize(switched));
    const nonce = randomNonce();
    // Forms posted from another site never reach an action.
    if (isCrossOriginPost(request, config.SITE_URL)) return errorPage(language, 403);
    // Bodies larger than the route takes are refused before anyone reads them:
    // by Content-Length at once, or counted as they stream when it is missing.
    const limit = bodyLimitFor(url.pathname);
    const declared = declaredLength(request.headers);
    if (declared !== null && declared > limit) {
      await discardBody(request.body);
      return tooLarge(url, language);
    }
    let bodyExceeded = () => false;
    let dropRest = async () => {};
    if (declared === null && request.body) {
      const capped = capBody(request.body, limit);
      request = new Request(request, { body: capped.body });
      bodyExceeded = capped.exceeded;
      dropRest = capped.rest;
    }
    const context: Context = {
      env,
      config,
      db: database.db,
      bucket: env.BUCKET,
      images: env.IMAGES,
      waitUntil: (promise) => ctx.waitUntil(promise),
      language,
      t: serverTranslate(language),
      setCookie: (cookie) => cookies.push(cookie),
      nonce,
      clientAddress: request.headers.get("CF-Connecting-IP") ?? "127.0.0.1",
    };
    let remixResponse: Response;
    try {
      remixResponse = await handleRemix(request, context as unknown as AppLoadContext);
    } catch (error) {
      if (bodyExceeded()) {
        await dropRest();
        return tooLarge(url, language);
      }
      throw error;
    }
    // However the action took the cut-off body (an error page, a 400), the answer is 413.
    if (bodyExceeded()) {
      await remixResponse.body?.cancel();
      await dropRest();
      return tooLarge(url, language);
    }
    const response = unavailableAnswer(new Response(remixResponse.body, remixResponse), database);
    const bookmark = await database.bookmarkCookie(config);
    if (bookmark) cookies.push(bookmark);
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    securityHeaders(response.headers, { config, nonce });
    await markViewer(request, response.headers);
    return response;
  } catch (error) {
    if (isDatabaseUnavailable(error) || database.health.down) return unavailablePage(language);
    logError(error, request);
    return errorPage(language, 500);
  }
}

/** 503 with Retry-After when the database was unavailable to this request (server/outage.server.ts). */
function unavailableAnswer(response: Response, database: RequestDatabase): Response {
  response.headers.delete(UNAVAILABLE_HEADER);
  if (!database.health.down || response.status < 500) return response;
  const answer = new Response(response.body, { status: 503, statusText: "Service Unavailable", headers: response.headers });
  answer.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return answer;
}

function unavailablePage(language: Language): Response {
  const page = errorPage(language, 503);
  page.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return page;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/build/") && env.ASSETS) return serveBuildFile(url, request, env.ASSETS);
    // The service worker's offline pages: static, the same for everyone, no database.
    const offline = offlinePageFor(url.pathname);
    if (offline && (request.method === "GET" || request.method === "HEAD")) return offlinePage(offline.language, offline.kind);
    try {
      const config = readConfig(env);
      // Every query of this request goes through one D1 session (reads near the reader).
      const database = await openRequestDatabase(request, env.DB, config);
      // A conversation page's live socket goes to its room, not through Remix.
      const live = LIVE_PATH.exec(url.pathname);
      if (live) return await openLive(request, env, { db: database.db, config }, Number(live[1]));
      // An ad page's view is counted here, before the edge cache, so a cached answer counts too; the write waits for nobody.
      countAdPageView(request, { db: env.DB, counters: env.AD_COUNTERS, config, waitUntil: (promise) => ctx.waitUntil(promise) });
      // Anonymous visitors of public pages are answered from the edge cache.
      return await edgeCache(request, { db: database.db, config, build: build.assets.version, waitUntil: (promise) => ctx.waitUntil(promise) }, () =>
        handle(request, env, ctx, config, database),
      );
    } catch (error) {
      const language = await detectLanguage(request).catch(() => fallbackLanguage);
      if (isDatabaseUnavailable(error)) return unavailablePage(language);
      logError(error, request);
      return errorPage(language, 500);
    }
  },

  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const config = readConfig(env);
    ctx.waitUntil(
      runScheduledJobs({ db: env.DB, bucket: env.BUCKET, config }, new Date(controller.scheduledTime)).catch((error) => {
        logError(error, null);
      }),
    );
    // Old ads' search rows and text fingerprints brought to the current form, a bounded number a run (features/ads).
    ctx.waitUntil(
      reindexAds({ db: env.DB }).catch((error) => {
        logError(error, null);
      }),
    );
    // Photos of ads posted before photo hashes were kept, hashed a bounded number a run (features/risk).
    ctx.waitUntil(
      hashOlderPhotos({ db: env.DB, bucket: env.BUCKET, images: env.IMAGES }).catch((error) => {
        logError(error, null);
      }),
    );
    // Sellers' numbers: every counter rolls up the visits it has not counted yet (each counter's alarm does it too; this is the backstop).
    if (env.AD_COUNTERS)
      ctx.waitUntil(
        rollUpAllCounters(env.AD_COUNTERS).catch((error) => {
          logError(error, null);
        }),
      );
    // A bounded database: ads ended long ago leave D1 for R2, a few a run (features/archive).
    ctx.waitUntil(
      archiveEndedAds({ db: env.DB, bucket: env.BUCKET, counters: env.AD_COUNTERS }, new Date(controller.scheduledTime)).catch((error) => {
        logError(error, null);
      }),
    );
    // Saved searches: match the ads approved since, send the hour's e-mails and the daily digests.
    ctx.waitUntil(
      runAlerts({ db: env.DB, config }, new Date(controller.scheduledTime)).catch((error) => {
        logError(error, null);
      }),
    );
  },
} satisfies ExportedHandler<Env>;
