// The first paint never waits for JavaScript (DESIGN.md, performance).
//
// Every page is whole in its HTML and works without scripts, so the scripts
// only make it richer. Remix writes them so that the browser fetches them at
// high priority (module preloads) and runs them as soon as they arrive (an
// async module script with static imports), which on a slow connection puts
// React ahead of the photos and the first frame. Two rewrites of the rendered
// document change that, without changing what runs:
//
// 1. the module preloads become inert links (rel="x-module": same element, so
//    hydration still matches, but nothing is fetched) that the script below
//    turns into real preloads when it starts. Fetched early, even at low
//    priority, they compete with the photos on a slow link, and Lighthouse's
//    simulation counts every script that arrived before the paint in it;
// 2. the route modules are imported, and the page hydrated, once the page has
//    loaded (its eager photos are in), the browser has shown a first paint
//    (paint timing), and the visitor has started to use the page (a touch, a
//    key, a scroll, a pointer move). A visitor who only reads downloads no
//    script at all, and hydration never competes with the first screen.
//    Waiting for the load event alone is not enough: a browser may run a task
//    queued after its rendering step before the frame reaches the screen.
//    What a visitor does before hydration is what they would do without
//    JavaScript (links and form posts), which every flow supports.
//
// Remix's script is `import * as routeN from "…";` lines followed by plain
// statements that use routeN and import the entry module. The rewrite turns
// the static imports into dynamic ones and runs the statements when they have
// resolved; a document without that script is returned unchanged.

import { dataFetchedToHydrate, hydrateAtOnce } from "~/lib/hydration";

const MODULE_PRELOAD = '<link rel="modulepreload"';
export const INERT_MODULE_LINK = '<link rel="x-module"';
// Remix's data for hydration: `window.__remixContext = {…};` in a script of its own.
const CONTEXT_MARKER = "window.__remixContext = ";
export const CONTEXT_ID = "remix-context";
const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("[^"\n]+");\s*$/gm;
export const HYDRATE_AT_THE_LATEST_MS = 3000;
/** What counts as the visitor starting to use the page. */
export const INTERACTIONS = ["pointerdown", "pointermove", "touchstart", "keydown", "scroll", "wheel", "focusin"] as const;

/** Routes that export `handle = hydrateAtOnce` (lib/hydration.ts) keep Remix's scripts as they are. */
export function wantsHydrationAtOnce(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as { hydrate?: unknown } | undefined)?.hydrate === hydrateAtOnce.hydrate);
}

/** The routes, of those matched, whose data the browser fetches when it hydrates (`handle = dataFetchedToHydrate`). */
export function routesWithFetchedData(matches: readonly { id: string; handle: unknown }[]): string[] {
  return matches
    .filter(({ handle }) => (handle as { hydrationData?: unknown } | undefined)?.hydrationData === dataFetchedToHydrate.hydrationData)
    .map(({ id }) => id);
}

/** Remix's hydration data before it is written into the page (`entryContext.serverHandoff`, .patches/@remix-run+server-runtime*.patch). */
export interface Handoff {
  state?: { loaderData: Record<string, unknown>; actionData?: unknown; errors?: unknown };
  [key: string]: unknown;
}

/**
 * Remix's hydration data without the loader data of the routes the browser
 * fetches when it hydrates (`handle = dataFetchedToHydrate`): the home page's
 * hundred cards are never written into it. Remix writes the text only when
 * the render first reads it, so this object is the one written. Null when
 * the data has no state (single fetch's shape).
 */
export function handoffWithout(handoff: Handoff, routes: readonly string[]): Handoff | null {
  if (!handoff.state) return null;
  const loaderData = { ...handoff.state.loaderData };
  for (const id of routes) delete loaderData[id];
  return { ...handoff, state: { ...handoff.state, loaderData } };
}

/**
 * The script element a marker is in (its open tag or its body), by position:
 * the last one at or before `before`. Remix's scripts end the document, so
 * the search starts from the end and never reads the page's content.
 */
function scriptAround(html: string, marker: string, before = html.length): { start: number; bodyStart: number; bodyEnd: number; end: number } | null {
  const at = html.lastIndexOf(marker, before);
  if (at < 0) return null;
  const start = html.lastIndexOf("<script", at);
  const bodyStart = start < 0 ? -1 : html.indexOf(">", start) + 1;
  const bodyEnd = bodyStart <= 0 ? -1 : html.indexOf("</script>", bodyStart);
  if (bodyEnd < 0 || at > bodyEnd) return null;
  return { start, bodyStart, bodyEnd, end: bodyEnd + "</script>".length };
}

/**
 * The module preloads that stand together before Remix's scripts (the last
 * one at or before `before`): from the first one's start to the last one's
 * end. Each step back reads only the tag before, never the page's content.
 */
function preloadLinks(html: string, before: number): { from: number; to: number } | null {
  let first = html.lastIndexOf(MODULE_PRELOAD, before);
  if (first < 0) return null;
  const to = html.indexOf(">", first) + 1;
  while (first > 0 && html.charCodeAt(first - 1) === 62 /* > */) {
    const previous = html.lastIndexOf("<", first - 1);
    if (previous < 0 || !html.startsWith(MODULE_PRELOAD, previous)) break;
    first = previous;
  }
  return { from: first, to };
}

export function deferScripts(html: string, options: { fetchedData?: readonly string[] } = {}): string {
  return deferScriptParts(html, options).join("");
}

/** deferScripts' document as pieces to send one after another (the page's content is not copied). */
export function deferScriptParts(html: string, { fetchedData = [] }: { fetchedData?: readonly string[] } = {}): string[] {
  const module = scriptAround(html, ' type="module"');
  if (!module) return [html];
  const open = html.slice(module.start, module.bodyStart);
  const body = html.slice(module.bodyStart, module.bodyEnd);
  const close = "</script>";
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name: name!, url: url! }));
  if (imports.length === 0) return [html];
  // The page's texts (lib/translations.ts) are fetched beside the modules, not after them.
  const preload =
    `let a=(o)=>document.head.append(Object.assign(document.createElement("link"),o)),t=window.__remixContext?.state?.loaderData?.root?.translations;` +
    `document.querySelectorAll('link[rel="x-module"]').forEach(l=>a({rel:"modulepreload",href:l.href}));` +
    `typeof t=="string"&&a({rel:"preload",as:"fetch",crossOrigin:"anonymous",href:t});`;
  const statements = body.replace(STATIC_IMPORT, "").replace(/^\s*;/, "");
  const names = imports.map((entry) => entry.name).join(",");
  const loads = imports.map((entry) => `import(${entry.url})`).join(",");
  // Three things (w) start it: the load event, a paint the browser has shown (its
  // paint timing entry; browsers without paint timing count it as done), and the
  // visitor's first touch, key, scroll or pointer move. Until then the page is
  // the plain HTML that works without JavaScript, and the phone's CPU stays free
  // for the page itself; HYDRATE_AT_THE_LATEST_MS after the touch, it starts even
  // if the load or the paint has not come.
  const events = INTERACTIONS.map((type) => `"${type}"`).join(",");
  // 3. the data for hydration (tens of KB on the home page) is kept as JSON,
  //    not a script: the browser does not compile it while it builds the first
  //    screen; it is parsed when hydration starts.
  const contextScript = scriptAround(html, CONTEXT_MARKER, module.start);
  const contextBody = contextScript ? html.slice(contextScript.bodyStart, contextScript.bodyEnd) : "";
  const context = contextScript && contextBody.startsWith(CONTEXT_MARKER) && contextBody.endsWith("};") ? contextBody.slice(CONTEXT_MARKER.length, -1) : null;
  const readContext = context ? `let c=window.__remixContext=JSON.parse(document.getElementById("${CONTEXT_ID}").textContent);` : "";
  // 4. routes with `handle = dataFetchedToHydrate` (lib/hydration.ts) left their
  //    data out of the page (handoffWithout, `fetchedData`); it is fetched
  //    beside the modules, and a failed fetch leaves the page as the HTML it is.
  const fetched = context ? fetchedData : [];
  const fetches = fetched.map(
    (id) =>
      `fetch((q=>(q.set("_data",${JSON.stringify(id)}),location.pathname+"?"+q))(new URLSearchParams(location.search)),{credentials:"same-origin"})` +
      `.then(r=>r.ok?r.json():Promise.reject(r.status)).then(d=>{c.state.loaderData[${JSON.stringify(id)}]=d},()=>{f=1})`,
  );
  const start =
    `let w=3,s=0,f=0,go=()=>{if(s++)return;setTimeout(()=>{${readContext}${preload}Promise.all([${loads}${fetches.map((entry) => `,${entry}`).join("")}]).then(([${names}])=>{if(f)return;${statements}})})},step=()=>--w||go();` +
    `document.readyState=="complete"?step():addEventListener("load",step,{once:true});` +
    `try{performance.getEntriesByType("paint").length?step():new PerformanceObserver((l,o)=>{o.disconnect();step()}).observe({type:"paint"})}catch(e){step()}` +
    `let u=()=>{[${events}].forEach(t=>removeEventListener(t,u,true));step();setTimeout(go,${HYDRATE_AT_THE_LATEST_MS})};` +
    `[${events}].forEach(t=>addEventListener(t,u,{capture:true,passive:true}));`;
  // Remix escapes <, >, & and the line separators in its JSON, so it is safe inside a script element as it is.
  const edits = [{ from: module.start, to: module.end, text: open + start + close }];
  if (contextScript && context)
    edits.push({ from: contextScript.start, to: contextScript.end, text: `<script type="application/json" id="${CONTEXT_ID}">${context}</script>` });
  // 1. the module preloads, which stand together before Remix's scripts.
  const links = preloadLinks(html, contextScript && context ? contextScript.start : module.start);
  const firstLink = links ? links.from : -1;
  if (links) {
    edits.push({ from: links.from, to: links.to, text: html.slice(links.from, links.to).replaceAll(MODULE_PRELOAD, INERT_MODULE_LINK) });
  }
  edits.sort((a, b) => a.from - b.from);
  // Edits that overlap (not the shape Remix writes): the scripts' rewrite alone, then every preload.
  if (edits.some((edit, index) => index > 0 && edit.from < edits[index - 1]!.to)) {
    const scripts = edits.filter((edit) => edit.from !== firstLink);
    return [applyEdits(html, scripts).join("").replaceAll(MODULE_PRELOAD, INERT_MODULE_LINK)];
  }
  return applyEdits(html, edits);
}

/**
 * The document with its edits, as pieces: the page before the first edit (all
 * of its content) stays a slice of the rendered text, never copied into a new
 * string; the response encodes the pieces one after another.
 */
function applyEdits(html: string, edits: Array<{ from: number; to: number; text: string }>): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    parts.push(html.slice(at, edit.from), edit.text);
    at = edit.to;
  }
  parts.push(html.slice(at));
  return parts;
}
