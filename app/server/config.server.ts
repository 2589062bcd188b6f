import { z } from "zod";

/** What the Worker receives from wrangler: bindings, variables and secrets. */
export interface Env {
  DB: D1Database;
  BUCKET: R2Bucket;
  ASSETS?: Fetcher;
  /** Cloudflare Images: makes the card variants of ad photos (features/ads/photos.server.ts). */
  IMAGES?: ImagesBinding;
  /** One Durable Object per member: their conversation pages' live sockets (features/messaging/line.server.ts). */
  MESSAGE_LINES?: DurableObjectNamespace;
  /** The counters of ad views and contact presses, one object per shard of ads (features/ad-stats/counter.server.ts). */
  AD_COUNTERS?: DurableObjectNamespace;
  [key: string]: unknown;
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

export const ConfigSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("production"),
  SITE_URL: z.string().url(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
  AD_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  MAIL_FROM: z.string().min(3),
  SUPPORT_EMAIL: z.string().email(),
  SUPPORT_PHONE: z.string().min(6),
  MAIL_PROVIDER_URL: optionalText.pipe(z.string().url().optional()),
  MAIL_API_KEY: optionalText,
  // SMS (server/sms.server.ts): Infobip's base URL for the account and its API key; both set, or the local SMS outbox.
  SMS_PROVIDER_URL: optionalText.pipe(z.string().url().optional()),
  SMS_API_KEY: optionalText,
  SMS_SENDER: optionalText,
  SUPABASE_URL: optionalText.pipe(z.string().url().optional()),
  SUPABASE_ANON_KEY: optionalText,
  // "none": no payments (bundles cannot be bought); "sandbox" runs only where devToolsAllowed.
  PAYMENT_PROVIDER: z.enum(["none", "sandbox", "paymob"]).default("none"),
  PAYMOB_API_URL: optionalText.pipe(z.string().url().optional()),
  PAYMOB_SECRET_KEY: optionalText,
  PAYMOB_PUBLIC_KEY: optionalText,
  PAYMOB_HMAC_SECRET: optionalText,
  PAYMOB_CARD_INTEGRATION_ID: optionalText,
  PAYMOB_WALLET_INTEGRATION_ID: optionalText,
  // Web Push (features/push): the VAPID key pair, base64url (the public key as the uncompressed
  // 65-byte point, the private key as its 32-byte scalar), and the contact the push services see
  // (mailto: or https:, SUPPORT_EMAIL when unset). Without both keys push is not offered.
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, "VAPID_PUBLIC_KEY must be an uncompressed P-256 point, base64url")
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be a 32-byte P-256 key, base64url")
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT must be a mailto: or https: address")
      .optional(),
  ),
});

export type Config = z.infer<typeof ConfigSchema>;

const cache = new WeakMap<object, Config>();

/** Validates the environment once per isolate; a bad setting fails loudly, naming the variable only. */
export function readConfig(env: Env): Config {
  const known = cache.get(env);
  if (known) return known;
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}

/**
 * Whether an address names this machine: 127.0.0.0/8, localhost or [::1].
 * The URL parser normalises the host first, so "127.1", "0x7f.0.0.1" and
 * "LOCALHOST" are recognised and "127.0.0.1.evil.example" is not.
 */
export function isLoopbackUrl(address: string): boolean {
  let host: string;
  try {
    host = new URL(address).hostname;
  } catch {
    return false;
  }
  return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The one rule for the development tools (the mailbox at /dev/mailbox and the
 * sandbox payment provider): APP_ENV is development or test AND the site's own
 * address is a loopback one, so a single wrong variable cannot open them on a
 * deployed site.
 */
export function devToolsAllowed(config: Pick<Config, "APP_ENV" | "SITE_URL">): boolean {
  return (config.APP_ENV === "development" || config.APP_ENV === "test") && isLoopbackUrl(config.SITE_URL);
}

/** Session and flash cookies are Secure in production and whenever the site is served over https. */
export function secureCookies(config: Pick<Config, "APP_ENV" | "SITE_URL">): boolean {
  return config.APP_ENV === "production" || config.SITE_URL.startsWith("https:");
}
