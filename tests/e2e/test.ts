// The specs' `test` and `expect`, and the navigations they start by address.
//
// With JavaScript on, a page is first the server's HTML (which works without
// scripts) and then hydrates on its own; the root marks the document
// (`html[data-hydrated]`) once it has, and its lazy parts (app/lib/lazy-part.ts) too. A person who taps before that gets the
// no-JavaScript behaviour, which the no-js project already covers; the js
// project checks the enhanced page, so `visit`, `reload`, `back` and `forward`
// call the page's own method and then, in that project, wait for the mark.
// Documents without the app's module script (JSON, images, plain error texts)
// have nothing to wait for.
//
// Every test also checks that the dev server Playwright started (`npm start`,
// tests/playwright.config.ts) is still there before and after it: Playwright
// itself does not notice when its webServer exits during the run.
import { connect } from "node:net";
import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, APIResponse, Browser, Page, TestInfo } from "@playwright/test";

const HYDRATED = 'html[data-hydrated], html:not(:has(script[type="module"]))';

/** In the js project, waits until the document on this page is hydrated (or has no app script to hydrate). */
export async function hydrated(page: Page): Promise<void> {
  if (base.info().project.use.javaScriptEnabled === false) return;
  await page.locator(HYDRATED).waitFor({ state: "attached" });
}

/** `page.goto(url)`, then the hydration wait. */
export async function visit(page: Page, url: string, options?: Parameters<Page["goto"]>[1]): Promise<Response | null> {
  const response = await page.goto(url, options);
  await hydrated(page);
  return response;
}

/** `page.reload()`, then the hydration wait. */
export async function reload(page: Page, options?: Parameters<Page["reload"]>[0]): Promise<Response | null> {
  const response = await page.reload(options);
  await hydrated(page);
  return response;
}

/** `page.goBack()`, then the hydration wait. */
export async function back(page: Page, options?: Parameters<Page["goBack"]>[0]): Promise<Response | null> {
  const response = await page.goBack(options);
  await hydrated(page);
  return response;
}

/** `page.goForward()`, then the hydration wait. */
export async function forward(page: Page, options?: Parameters<Page["goForward"]>[0]): Promise<Response | null> {
  const response = await page.goForward(options);
  await hydrated(page);
  return response;
}

/** Whether something accepts connections at this address's host and port. */
function answers(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port || 80), url.hostname, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.setTimeout(5_000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function expectDevServer(baseURL: string, when: string): Promise<void> {
  const url = new URL(baseURL);
  if (await answers(url)) return;
  throw new Error(
    `The dev server (npm start, ${url.host}) is gone ${when}: it stopped during the run. Its own output is above, in the lines marked [WebServer].`,
  );
}

export const test = base.extend<{ devServer: void }>({
  devServer: [
    async ({ baseURL }, use) => {
      await expectDevServer(baseURL!, "before this test");
      await use();
      await expectDevServer(baseURL!, "after this test");
    },
    { auto: true },
  ],
});

/**
 * What each open page was doing when a test failed, printed with the failure: whether the page
 * still answers, whether it still draws frames (Playwright's clicks wait for two), whether it is
 * visible and loaded. A click that waits for "visible, enabled and stable" without end is a page
 * that draws no frame; this tells that apart from a busy page or a hidden one.
 */
test.afterEach(async ({ browser }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const probe = () =>
    new Promise<string>((resolve) => {
      const state = `${document.visibilityState}, ${document.readyState}, focus ${document.hasFocus()}`;
      const late = setTimeout(() => resolve(`no frame drawn in 2 s (${state})`), 2_000);
      requestAnimationFrame(() => {
        clearTimeout(late);
        resolve(`draws frames (${state})`);
      });
    });
  const lines: string[] = [];
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      const answer = await Promise.race([
        page.evaluate(probe).catch((error: Error) => `cannot evaluate: ${error.message.split("\n")[0]}`),
        new Promise<string>((resolve) => setTimeout(() => resolve("does not answer in 5 s (its main thread is busy)"), 5_000)),
      ]);
      lines.push(`  ${page.url()}: ${answer}`);
    }
  }
  if (lines.length > 0) console.log(`Pages open when "${testInfo.title}" failed:\n${lines.join("\n")}`);
});
