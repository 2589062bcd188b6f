// The rewrite that keeps the scripts behind the first paint, on the shape of
// document Remix renders (components.js `Scripts`: module preloads, then an
// async module script with one static import per matched route).
import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { dataFetchedToHydrate, hydrateAtOnce } from "~/lib/hydration";
import { deferScripts, handoffWithout, HYDRATE_AT_THE_LATEST_MS, INTERACTIONS, routesWithFetchedData, wantsHydrationAtOnce } from "~/server/first-paint.server";

const remixDocument = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/root-B.js"/></head>
<body><main>محتوى</main><script nonce="n1">window.__remixContext = {"url":"/","state":{"loaderData":{"root":{"translations":"/translations/ar/common?v=1"}}},"x":"\\u003c/script>"};</script><script nonce="n1" type="module" async="">;
import * as route0 from "/build/root-B.js";
import * as route1 from "/build/routes/_index-C.js";
window.__remixManifest = {
  "entry": { "module": "/build/entry.client-A.js" }
};
window.__remixRouteModules = {"root":route0,"routes/_index":route1};

import("/build/entry.client-A.js");</script></body></html>`;

const context = '{"url":"/","state":{"loaderData":{"root":{"translations":"/translations/ar/common?v=1"}}},"x":"\\u003c/script>"}';

describe("deferScripts", () => {
  const html = deferScripts(remixDocument);
  const script = html.match(/<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/)![1]!;

  it("fetches no module before the script starts: the preloads are inert links it turns back into preloads", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<link rel="x-module"[^>]*>/g)).toEqual([
      '<link rel="x-module" href="/build/entry.client-A.js"/>',
      '<link rel="x-module" href="/build/root-B.js"/>',
    ]);
    expect(script).toContain(`querySelectorAll('link[rel="x-module"]')`);
    expect(script).toContain('rel:"modulepreload"');
  });

  it("leaves no static import: the route modules load once the page has loaded and painted, or at the latest after a few seconds", () => {
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain('Promise.all([import("/build/root-B.js"),import("/build/routes/_index-C.js")]).then(([route0,route1])=>');
    expect(script).toContain('addEventListener("load",step,{once:true})');
    expect(script).toContain('observe({type:"paint"})');
    expect(script).toContain(`setTimeout(go,${HYDRATE_AT_THE_LATEST_MS})`);
    expect(script).toContain("addEventListener(t,u,{capture:true,passive:true})");
    // Remix's own statements run unchanged once the modules are there, the entry (hydration) last.
    expect(script.indexOf("window.__remixManifest")).toBeLessThan(script.indexOf("window.__remixRouteModules"));
    expect(script.indexOf("window.__remixRouteModules")).toBeLessThan(script.indexOf('import("/build/entry.client-A.js")'));
  });

  it("writes a script a browser can parse, and keeps the nonce and the rest of the page", () => {
    expect(() => new Script(script)).not.toThrow();
    expect(html).toContain("<main>محتوى</main>");
    // The data for hydration is JSON the script reads when it starts, not a script of its own.
    expect(html).not.toContain("window.__remixContext = ");
    expect(html).toContain(`<script type="application/json" id="remix-context">${context}</script>`);
  });

  /** Runs the rewritten script against a fake page whose load, paint and clock the test drives. */
  function page(options: { complete?: boolean; painted?: boolean; paintTiming?: boolean; script?: string; context?: string; data?: unknown } = {}) {
    const fetched: string[] = [];
    const imported: string[] = [];
    const state = {
      load: [] as (() => void)[],
      paint: [] as (() => void)[],
      timers: [] as { callback: () => void; ms: number }[],
      listeners: new Map<string, () => void>(),
      preloaded: [] as string[],
    };
    /** The visitor acts: a touch, say. */
    const touch = () => state.listeners.get("touchstart")?.();
    const window: Record<string, unknown> = {};
    class FakeObserver {
      constructor(private callback: (list: unknown, observer: FakeObserver) => void) {}
      observe() {
        if (options.paintTiming === false) throw new TypeError("paint timing is not supported");
        state.paint.push(() => this.callback([], this));
      }
      disconnect() {}
    }
    const body = (options.script ?? script).replaceAll("import(", "load(");
    const document = {
      readyState: options.complete ? "complete" : "interactive",
      querySelectorAll: () => [{ href: "http://souq.test/build/root-B.js" }],
      head: { append: (link: { rel: string; href: string }) => state.preloaded.push(`${link.rel} ${link.href}`) },
      createElement: () => ({}),
      getElementById: (id: string) => (id === "remix-context" ? { textContent: options.context ?? context } : null),
    };
    const fakeFetch = (url: string) => {
      fetched.push(url);
      return Promise.resolve(options.data === undefined ? { ok: false, status: 500 } : { ok: true, json: () => Promise.resolve(options.data) });
    };
    const location = { pathname: "/", search: "?lng=en" };
    new Function(
      "load",
      "document",
      "addEventListener",
      "removeEventListener",
      "setTimeout",
      "performance",
      "PerformanceObserver",
      "window",
      "fetch",
      "location",
      body,
    )(
      (url: string) => (imported.push(url), Promise.resolve({ url })),
      document,
      (type: string, listener: () => void) => (type === "load" ? state.load.push(listener) : state.listeners.set(type, listener)),
      (type: string) => state.listeners.delete(type),
      (callback: () => void, ms = 0) => state.timers.push({ callback, ms }),
      { getEntriesByType: () => (options.painted ? [{ name: "first-paint" }] : []) },
      FakeObserver,
      window,
      fakeFetch,
      location,
    );
    const settle = async () => {
      // Runs the zero-delay tasks (the import's own task), not the deadline.
      for (const timer of state.timers.filter((entry) => entry.ms === 0)) timer.callback();
      state.timers = state.timers.filter((entry) => entry.ms !== 0);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { imported, window, state, settle, touch, fetched };
  }

  const all = ["/build/root-B.js", "/build/routes/_index-C.js", "/build/entry.client-A.js"];

  it("hydrates once the page has loaded and painted and the visitor has started to use it, not before", async () => {
    const { imported, window, state, settle, touch } = page();
    expect([...state.listeners.keys()]).toEqual([...INTERACTIONS]);
    state.load[0]!();
    state.paint[0]!();
    await settle();
    expect(imported).toEqual([]);
    expect(state.preloaded).toEqual([]);
    touch();
    expect(state.listeners.size).toBe(0);
    await settle();
    // The modules, and the page's texts beside them (lib/translations.ts).
    expect(state.preloaded).toEqual(["modulepreload http://souq.test/build/root-B.js", "preload /translations/ar/common?v=1"]);
    expect(imported).toEqual(all);
    expect(window.__remixContext).toEqual(JSON.parse(context));
    expect(window.__remixRouteModules).toEqual({ root: { url: "/build/root-B.js" }, "routes/_index": { url: "/build/routes/_index-C.js" } });
  });

  it("a touch before the load waits for it, or for the deadline after the touch, and hydrates only once", async () => {
    const early = page();
    early.touch();
    await early.settle();
    expect(early.imported).toEqual([]);
    early.state.load[0]!();
    early.state.paint[0]!();
    await early.settle();
    expect(early.imported).toEqual(all);

    const stuck = page();
    expect(stuck.state.timers).toEqual([]);
    stuck.touch();
    const deadline = stuck.state.timers.find((entry) => entry.ms === HYDRATE_AT_THE_LATEST_MS)!;
    deadline.callback();
    stuck.state.load[0]!();
    stuck.state.paint[0]!();
    await stuck.settle();
    expect(stuck.imported).toEqual(all);
  });

  it("counts what has already happened: a loaded page that painted, or a browser without paint timing", async () => {
    const done = page({ complete: true, painted: true });
    await done.settle();
    expect(done.imported).toEqual([]);
    done.touch();
    await done.settle();
    expect(done.imported).toEqual(all);
    const old = page({ paintTiming: false });
    old.state.load[0]!();
    old.touch();
    await old.settle();
    expect(old.imported).toEqual(all);
  });

  it("leaves out the data of a route that asks for it to be fetched, and fetches it beside the modules; a failed fetch leaves the page as it is", async () => {
    const rows = { rows: [{ id: 1, name: "<b>x</b>" }] };
    // Remix's hydration data before it is written, and the same without the route's data.
    const remixHandoff = {
      basename: "/",
      future: { v3_fetcherPersist: true },
      isSpaMode: false,
      state: { loaderData: { root: { translations: "/t" }, "routes/_index": rows }, actionData: null, errors: null },
    };
    const without = handoffWithout(remixHandoff, ["routes/_index"])!;
    expect(without).toEqual({
      basename: "/",
      future: { v3_fetcherPersist: true },
      isSpaMode: false,
      state: { loaderData: { root: { translations: "/t" } }, actionData: null, errors: null },
    });
    // The route's data is still there for the server's own render.
    expect(remixHandoff.state.loaderData["routes/_index"]).toBe(rows);
    expect(handoffWithout({ basename: "/" }, ["routes/_index"])).toBeNull();
    // Written as Remix writes it (its createServerHandoffString).
    const handoff = JSON.stringify(without).replace(/</g, "\\u003c");
    const withData = remixDocument.replace(context, handoff);
    expect(
      routesWithFetchedData([
        { id: "root", handle: undefined },
        { id: "routes/_index", handle: dataFetchedToHydrate },
      ]),
    ).toEqual(["routes/_index"]);
    const out = deferScripts(withData, { fetchedData: ["routes/_index"] });
    const json = out.match(/<script type="application\/json" id="remix-context">([\s\S]*?)<\/script>/)![1]!;
    expect(json).not.toContain("rows");
    expect(json).not.toContain("<");
    const rewritten = out.match(/<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/)![1]!;
    expect(() => new Script(rewritten)).not.toThrow();

    const ok = page({ complete: true, painted: true, script: rewritten, context: json, data: rows });
    ok.touch();
    await ok.settle();
    await ok.settle();
    expect(ok.fetched).toEqual(["/?lng=en&_data=routes%2F_index"]);
    expect(ok.imported).toEqual(all);
    expect((ok.window.__remixContext as { state: { loaderData: Record<string, unknown> } }).state.loaderData["routes/_index"]).toEqual(rows);

    const failed = page({ complete: true, painted: true, script: rewritten, context: json });
    failed.touch();
    await failed.settle();
    await failed.settle();
    expect(failed.fetched).toHaveLength(1);
    expect(failed.imported).not.toContain("/build/entry.client-A.js");
  });

  it("returns a document without Remix's script unchanged", () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body><script type="module">console.log(1)</script></body></html>';
    expect(deferScripts(plain)).toBe(plain);
    expect(deferScripts("<html><body><p>x</p></body></html>")).toBe("<html><body><p>x</p></body></html>");
  });

  it("leaves the scripts alone on a page whose route asks to hydrate at once", () => {
    expect(wantsHydrationAtOnce([undefined, { breadcrumb: "x" }])).toBe(false);
    expect(wantsHydrationAtOnce([undefined, hydrateAtOnce, undefined])).toBe(true);
    expect(wantsHydrationAtOnce([{ hydrate: "later" }, null])).toBe(false);
  });
});
