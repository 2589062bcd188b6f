// A complete, valid configuration for domain tests, as the Worker's zod
// schema would produce it from wrangler.toml's [vars] and .dev.vars; tests
// override what they are about (the site address, the payment provider…).
import type { Config } from "~/server/config.server";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    APP_ENV: "test",
    SITE_URL: "http://127.0.0.1:8797",
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    AD_LIFETIME_DAYS: 30,
    MAIL_FROM: "Souq <no-reply@souq.example>",
    SUPPORT_EMAIL: "support@souq.example",
    SUPPORT_PHONE: "+201000000000",
    MAIL_PROVIDER_URL: undefined,
    MAIL_API_KEY: undefined,
    SMS_PROVIDER_URL: undefined,
    SMS_API_KEY: undefined,
    SMS_SENDER: undefined,
    SUPABASE_URL: undefined,
    SUPABASE_ANON_KEY: undefined,
    PAYMENT_PROVIDER: "sandbox",
    PAYMOB_API_URL: undefined,
    PAYMOB_SECRET_KEY: undefined,
    PAYMOB_PUBLIC_KEY: undefined,
    PAYMOB_HMAC_SECRET: undefined,
    PAYMOB_CARD_INTEGRATION_ID: undefined,
    PAYMOB_WALLET_INTEGRATION_ID: undefined,
    ...overrides,
  };
}
