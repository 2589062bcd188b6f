// What a browser posts to subscribe to Web Push (PushSubscription.toJSON():
// its push service's endpoint and the keys a payload is encrypted to), checked
// on the server before anything is stored (routes/account.push.tsx).
import { z } from "zod";

/** The most devices one account is told on: a new one beyond this replaces the oldest. */
export const MAX_PUSH_DEVICES = 10;
export const ENDPOINT_MAX = 1024;

/**
 * The push services of the browsers people use (Chrome, Edge, Firefox, Safari, and those built on
 * them), by host or host suffix. On a deployed site an endpoint elsewhere is refused: the server
 * sends to whatever address is stored, and must not be made to post to any other. Development and
 * test sites (server/config.server.ts devToolsAllowed) take any https endpoint, for the local push
 * service of the tests.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
  "web.push.apple.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;

export function isKnownPushService(host: string): boolean {
  return PUSH_SERVICE_HOSTS.some((known) => (known.startsWith(".") ? host.endsWith(known) : host === known));
}

/** base64url text (padding allowed, dropped) decoding to exactly `bytes` bytes. */
function base64UrlOf(bytes: number, message: string) {
  return z
    .string({ required_error: message })
    .trim()
    .transform((value) => value.replace(/=+$/, ""))
    .refine((value) => /^[A-Za-z0-9_-]*$/.test(value) && value.length === Math.ceil((bytes * 4) / 3), message);
}

/** A subscription as posted (form fields endpoint, p256dh, auth); messages are translation keys. */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string({ required_error: "push:errors.endpoint" })
    .trim()
    .max(ENDPOINT_MAX, "push:errors.endpoint")
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && !url.username && !url.password && url.hostname !== "";
      } catch {
        return false;
      }
    }, "push:errors.endpoint"),
  // The browser's ECDH public key: an uncompressed P-256 point (0x04, x, y), so its text starts with "B".
  p256dh: base64UrlOf(65, "push:errors.keys").refine((value) => value.startsWith("B"), "push:errors.keys"),
  // The browser's authentication secret: 16 bytes.
  auth: base64UrlOf(16, "push:errors.keys"),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: PushSubscriptionSchema.shape.endpoint });
