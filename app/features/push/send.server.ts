// Sending a Web Push notification: the payload is
// encrypted to the browser's keys (RFC 8291, aes128gcm) and the request
// signed with the site's VAPID key (RFC 8292) by @block65/webcrypto-web-push,
// which runs on Web Crypto (Workers, Node). A push service that answers 404
// or 410 no longer knows the subscription: its row is dropped. Any other
// failure is logged (the push service's host and status, never the keys) and
// the notification is not sent again: the e-mail and the account pages still
// tell the same news.
import { buildPushPayload, type VapidKeys } from "@block65/webcrypto-web-push";
import type { Config } from "~/server/config.server";
import type { Database } from "~/server/db-session.server";
import { resources } from "~/server/locales.server";
import { createTranslate, type Translate } from "~/lib/translate";
import { isLanguage, type Language } from "~/lib/i18n";
import { dropSubscription, subscriptionsOf, type PushSubscriptionRow } from "./queries.server";

export type PushConfig = Pick<Config, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "SUPPORT_EMAIL" | "APP_ENV" | "SITE_URL">;

export interface PushDeps {
  db: Database;
  config: PushConfig;
  /** The HTTP client (the platform's fetch unless given: the tests' local push service trusts its own certificate). */
  fetch?: typeof fetch;
}

/** What a notification shows: its title and body, the page a click opens (a path of this site), and a tag (a newer one replaces it). */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushOptions {
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: "low" | "normal" | "high";
  /** A newer push with the same topic replaces one still waiting at the push service (at most 32 base64url characters). */
  topic?: string;
}

export type PushOutcome = "sent" | "gone" | "failed";

/** How long a push service has to answer before the push is given up. */
const TIMEOUT_MS = 5000;
export const PUSH_ICON = "/favicon.svg";

/** The site's VAPID keys, or null when push is not set up (then it is not offered). */
export function vapidKeys(config: PushConfig): VapidKeys | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}` };
}

/** Texts of push notifications in a subscription's language. */
export function pushTranslate(language: string): { t: Translate; language: Language } {
  const chosen: Language = isLanguage(language) ? language : "ar";
  return { t: createTranslate(resources[chosen] as Record<string, unknown>, chosen, ["push", "common"]), language: chosen };
}

/** One notification to one device. */
export async function sendPush(deps: PushDeps, subscription: PushSubscriptionRow, notice: PushNotice, options: PushOptions): Promise<PushOutcome> {
  const keys = vapidKeys(deps.config);
  if (!keys) return "failed";
  const host = new URL(subscription.endpoint).host;
  try {
    const payload = await buildPushPayload(
      { data: { ...notice, icon: PUSH_ICON }, options: { ttl: options.ttl, urgency: options.urgency, ...(options.topic ? { topic: options.topic } : {}) } },
      { endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      keys,
    );
    const response = await (deps.fetch ?? fetch)(subscription.endpoint, {
      method: "POST",
      headers: payload.headers,
      body: payload.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return "sent";
    if (response.status === 404 || response.status === 410) {
      await dropSubscription(deps, subscription.id);
      return "gone";
    }
    console.warn(`[souq] push to ${host} answered ${response.status}`);
    return "failed";
  } catch (error) {
    console.warn(`[souq] push to ${host} failed: ${error instanceof Error ? error.message : String(error)}`);
    return "failed";
  }
}

export interface PushReport {
  sent: number;
  gone: number;
  failed: number;
}

/**
 * One notification to every device of each account named, each in its device's language, at most
 * `budget` pushes in all (each is one outgoing request of the invocation).
 */
export async function pushToAccounts(
  deps: PushDeps,
  targets: Array<{ userId: number; notice: (language: string) => PushNotice; options: PushOptions }>,
  budget = Infinity,
): Promise<PushReport> {
  const report: PushReport = { sent: 0, gone: 0, failed: 0 };
  if (targets.length === 0 || !vapidKeys(deps.config)) return report;
  const devices = await subscriptionsOf(deps, [...new Set(targets.map((target) => target.userId))]);
  const sends: Array<Promise<PushOutcome>> = [];
  for (const target of targets) {
    for (const device of devices.filter((row) => row.user_id === target.userId)) {
      if (sends.length >= budget) break;
      sends.push(sendPush(deps, device, target.notice(device.language), target.options));
    }
  }
  for (const outcome of await Promise.all(sends)) report[outcome]++;
  return report;
}
