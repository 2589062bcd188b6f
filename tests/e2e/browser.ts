// Where the tests' Chromium comes from: CHROMIUM_PATH, else Debian's
// /usr/bin/chromium, else the @sparticuz/chromium package (a Chromium shipped
// inside an npm package), so `npm test` works with no system browser.
import { existsSync } from "node:fs";

export async function resolveChromium(): Promise<string> {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (process.env.SOUQ_BROWSER !== "sparticuz" && existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}

export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
];
