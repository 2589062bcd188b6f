// Web Push for an account: a device subscribes from the
// account's saved searches page (with JavaScript and the visitor's
// permission), and is told of a saved search's new ads ("at once" searches,
// when their alert is decided: features/saved-searches/alerts.server.ts) and
// of a new message in a conversation (features/messaging/conversations.server.ts).
// A notification carries a title, a short body and a link; never a message's
// text.
import { devToolsAllowed } from "~/server/config.server";
import { formatNumber } from "~/lib/format";
import { deleteSubscription, hasSubscription, messageRecipient, upsertSubscription } from "./queries.server";
import { isKnownPushService, MAX_PUSH_DEVICES, type PushSubscriptionInput } from "./schema";
import { pushToAccounts, pushTranslate, vapidKeys, type PushConfig, type PushDeps, type PushReport } from "./send.server";

export { vapidKeys };

/** The public key the page subscribes with, or null when push is not offered. */
export function pushPublicKey(config: PushConfig): string | null {
  return vapidKeys(config)?.publicKey ?? null;
}

export type SubscribeError = "unavailable" | "endpoint" | "keys";

/**
 * Stores a device's subscription for the signed-in account. The endpoint must be a known push
 * service's (any https one on a development or test site) and the key a real P-256 point.
 */
export async function subscribe(
  deps: Pick<PushDeps, "db" | "config">,
  userId: number,
  input: PushSubscriptionInput,
  language: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; error: SubscribeError }> {
  if (!vapidKeys(deps.config)) return { ok: false, error: "unavailable" };
  if (!devToolsAllowed(deps.config) && !isKnownPushService(new URL(input.endpoint).hostname)) return { ok: false, error: "endpoint" };
  if (!(await isP256Point(input.p256dh))) return { ok: false, error: "keys" };
  await upsertSubscription(deps, userId, input, language, MAX_PUSH_DEVICES, now);
  return { ok: true };
}

/** Forgets this device for the account (another account's device is left alone). */
export async function unsubscribe(deps: Pick<PushDeps, "db">, userId: number, endpoint: string): Promise<{ removed: boolean }> {
  return { removed: await deleteSubscription(deps, userId, endpoint) };
}

export const isSubscribed = (deps: Pick<PushDeps, "db">, userId: number, endpoint: string) => hasSubscription(deps, userId, endpoint);

async function isP256Point(base64url: string): Promise<boolean> {
  try {
    const bytes = Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
    await crypto.subtle.importKey("raw", bytes, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

// ---- What is told ---------------------------------------------------------------------

/** "3 new ads for «corolla»", opening the saved search's listing. */
export function alertPush(search: { search_id: number; user_id: number; name: string; href: string; count: number; first: string | null }) {
  return {
    userId: search.user_id,
    notice: (language: string) => {
      const { t, language: chosen } = pushTranslate(language);
      return {
        title: t("push:alert.title", { count: search.count, n: formatNumber(search.count, chosen), name: search.name }),
        body: search.first ? t("push:alert.body", { ad: search.first }) : t("push:alert.bodyNone"),
        url: search.href,
        tag: `search-${search.search_id}`,
      };
    },
    options: { ttl: 24 * 3600, urgency: "normal" as const, topic: `s${search.search_id}` },
  };
}

/** Pushes for the "at once" alerts just decided, within `budget` requests. */
export function pushAlerts(deps: PushDeps, searches: Parameters<typeof alertPush>[0][], budget: number): Promise<PushReport> {
  return pushToAccounts(deps, searches.map(alertPush), budget);
}

/**
 * "New message from Mona about «Corolla 2015»", opening `url` (the conversation, given by messaging), to the person who did not
 * send it; nothing when either is suspended or one blocked the other.
 */
export async function pushNewMessage(deps: PushDeps, conversationId: number, senderId: number, url: string): Promise<PushReport> {
  if (!vapidKeys(deps.config)) return { sent: 0, gone: 0, failed: 0 };
  const target = await messageRecipient(deps, conversationId, senderId);
  if (!target) return { sent: 0, gone: 0, failed: 0 };
  return pushToAccounts(deps, [
    {
      userId: target.recipient_id,
      notice: (language) => {
        const { t } = pushTranslate(language);
        return {
          title: t("push:message.title", { name: target.sender_name }),
          body: t("push:message.body", { ad: target.ad_name }),
          url,
          tag: `conversation-${conversationId}`,
        };
      },
      options: { ttl: 24 * 3600, urgency: "high", topic: `c${conversationId}` },
    },
  ]);
}
