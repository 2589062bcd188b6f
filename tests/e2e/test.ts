// The specs' `test` and `expect`. With JavaScript on, a page hydrates after its
// first paint (app/server/first-paint.server.ts), and until then it is the
// plain HTML that works without scripts. A person who taps before that gets the
// no-JavaScript behaviour, which the no-js project already covers; the js
// project checks the enhanced page, so every navigation a test starts by
// address (goto, reload, back, forward) acts on the page (a Shift key press) and
// waits until the root marks the document hydrated. Documents without the app's module script (JSON, images, plain
// error texts) do not wait.
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, APIResponse, Browser, Page, TestInfo } from "@playwright/test";

const READY = 'html[data-hydrated], html:not(:has(script[type="module"]))';
let waitForHydration = false;
let patched = false;

/** Hydration starts when the visitor first acts on the page (a key press here: Shift, which changes nothing). */
export async function hydrated(page: Page): Promise<void> {
  if (!waitForHydration) return;
  if ((await page.locator(READY).count()) === 0) await page.keyboard.press("Shift");
  await page.locator(READY).waitFor({ state: "attached" });
}

type Navigation = (...args: unknown[]) => Promise<unknown>;

/** Every page of this worker (its own and those of contexts a test opens) waits after a navigation. */
function patchNavigations(prototype: Record<string, unknown>): void {
  if (patched) return;
  patched = true;
  for (const name of ["goto", "reload", "goBack", "goForward"]) {
    const original = prototype[name] as Navigation;
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      await hydrated(this);
      return response;
    };
  }
}

export const test = base.extend<object, { hydration: void }>({
  hydration: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext();
      patchNavigations(Object.getPrototypeOf(await context.newPage()));
      await context.close();
      waitForHydration = workerInfo.project.use.javaScriptEnabled !== false;
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
