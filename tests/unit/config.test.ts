// The production configuration as committed, and the one rule that keeps the
// development tools (mailbox, sandbox payments) off a deployed site.
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { devToolsAllowed, isLoopbackUrl, readConfig, secureCookies, type Config } from "~/server/config.server";
import { setToast } from "~/server/flash.server";

const wranglerToml = fileURLToPath(new URL("../../wrangler.toml", import.meta.url));

describe("loopback addresses", () => {
  it("recognises 127.0.0.0/8, localhost and [::1], however they are written", () => {
    for (const address of [
      "http://127.0.0.1:8787",
      "http://127.8.9.10/",
      "http://localhost:3000",
      "http://LOCALHOST",
      "http://[::1]:8787",
      "http://127.1:8787",
      "http://0x7f.0.0.1/",
    ]) {
      expect(isLoopbackUrl(address), address).toBe(true);
    }
  });
  it("refuses every other host, look-alikes included", () => {
    for (const address of [
      "https://souq.example",
      "http://127.0.0.1.nip.io",
      "http://localhost.evil.example",
      "http://10.0.0.1",
      "http://[::2]",
      "http://128.0.0.1",
      "not a url",
      "",
    ]) {
      expect(isLoopbackUrl(address), address).toBe(false);
    }
  });
});

describe("devToolsAllowed", () => {
  const at = (APP_ENV: Config["APP_ENV"], SITE_URL: string) => devToolsAllowed({ APP_ENV, SITE_URL });
  it("allows the tools only in development or test on a loopback site", () => {
    expect(at("development", "http://127.0.0.1:8787")).toBe(true);
    expect(at("test", "http://127.0.0.1:8788")).toBe(true);
    expect(at("development", "http://localhost:8787")).toBe(true);
  });
  it("refuses production anywhere, and development or test on any public address", () => {
    expect(at("production", "http://127.0.0.1:8787")).toBe(false);
    expect(at("production", "https://souq.example")).toBe(false);
    expect(at("development", "https://souq.example")).toBe(false);
    expect(at("test", "https://souq.workers.dev")).toBe(false);
    expect(at("development", "http://127.0.0.1.nip.io")).toBe(false);
  });
});

describe("the committed wrangler.toml", () => {
  // What `wrangler deploy` ships, read the way wrangler reads it, plus the one secret a deploy must have.
  const committed = unstable_readConfig({ config: wranglerToml }, { hideWarnings: true });
  const config = readConfig({ ...(committed.vars as Record<string, string>), SESSION_SECRET: "s".repeat(40) } as never);

  it("is production: HSTS and Secure cookies, no mailbox, no sandbox payments", () => {
    expect(config.APP_ENV).toBe("production");
    expect(isLoopbackUrl(config.SITE_URL)).toBe(false);
    expect(config.SITE_URL.startsWith("https://")).toBe(true);
    expect(config.PAYMENT_PROVIDER).not.toBe("sandbox");
    expect(devToolsAllowed(config)).toBe(false);
    expect(secureCookies(config)).toBe(true);
  });
});

describe("cookies", () => {
  const base = { SESSION_SECRET: "s".repeat(40) } as Config;
  async function flashCookie(config: Pick<Config, "APP_ENV" | "SITE_URL">) {
    const cookies: string[] = [];
    await setToast({ config: { ...base, ...config }, setCookie: (cookie) => cookies.push(cookie) }, { type: "success", key: "common:saved" });
    return cookies[0];
  }
  it("the flash cookie is Secure in production and on an https site, plain only on a local http one", async () => {
    expect(await flashCookie({ APP_ENV: "production", SITE_URL: "https://souq.example" })).toMatch(/; Secure/);
    expect(await flashCookie({ APP_ENV: "development", SITE_URL: "https://dev.souq.example" })).toMatch(/; Secure/);
    expect(await flashCookie({ APP_ENV: "development", SITE_URL: "http://127.0.0.1:8787" })).not.toMatch(/Secure/);
  });
});
