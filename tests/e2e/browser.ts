// Where the tests' Chromium comes from: CHROMIUM_PATH if it is set; else the
// headless shell inside the @sparticuz/chromium npm package (a Chromium
// shipped in the package and unpacked on first use), so nothing is
// downloaded and every machine runs the same browser. The shell draws pages
// without the full browser's UI machinery: on this 2-core machine the
// end-to-end suite spent a third less CPU in Chromium with it than with
// Debian's full Chromium in its new headless mode. SOUQ_BROWSER=system picks
// Debian's /usr/bin/chromium instead, which is also the fallback where the
// package cannot unpack.
import { existsSync } from "node:fs";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export async function resolveChromium(): Promise<string> {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (process.env.SOUQ_BROWSER !== "system") {
    try {
      const { default: chromium } = await import("@sparticuz/chromium");
      return await chromium.executablePath();
    } catch (error) {
      if (!existsSync(SYSTEM_CHROMIUM)) throw error;
      console.warn(`@sparticuz/chromium could not unpack (${(error as Error).message}); using ${SYSTEM_CHROMIUM}`);
    }
  }
  return SYSTEM_CHROMIUM;
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
