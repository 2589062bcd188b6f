import { Scripts } from "@remix-run/react";
import { Fragment, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/** The type that keeps Remix's module script inert in the HTML until the page has painted. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * The document's scripts, started only after the page has loaded and painted
 * (issue 13: JavaScript never delays the first paint). Remix's <Scripts/>
 * renders modulepreload links and an inline module that imports the route
 * modules: both would start fetching while the HTML is parsed, competing with
 * the stylesheet and the largest image on a slow line. Here the same elements
 * are rendered with the module script inert (a non-JavaScript type) and no
 * preload links; a small inline script waits for the load event and the next
 * frame, then adds the preloads and runs the module, which hydrates the page.
 * The server and the hydrating browser render the same tree, so hydration
 * matches; after hydration <Scripts/> renders nothing, and neither does this.
 */
export function DeferredScripts({ nonce }: { nonce?: string }) {
  // Called as a function, not rendered: its hooks become this component's, and
  // its output can be rewritten before React sees it.
  const scripts = Scripts({ nonce });
  if (!scripts) return null;
  const preloads: string[] = [];
  const rewrite = (node: ReactNode): ReactNode => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isValidElement(node)) return node;
    const element = node as ReactElement<{ children?: ReactNode; rel?: string; href?: string; type?: string }>;
    if (element.type === Fragment) return <Fragment key={element.key}>{rewrite(element.props.children)}</Fragment>;
    if (element.type === "link" && element.props.rel === "modulepreload" && element.props.href) {
      preloads.push(element.props.href);
      return null;
    }
    if (element.type === "script" && element.props.type === "module") return cloneElement(element, { type: DEFERRED_MODULE_TYPE });
    return element;
  };
  const tree = rewrite(scripts);
  return (
    <>
      {tree}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript(preloads) }} />
    </>
  );
}

/**
 * Once the browser has presented the first contentful paint (a "paint"
 * performance entry: a frame can reach the screen well after it was drawn on
 * a busy phone) or the load event has fired, whichever comes first, and one
 * more frame: the preloads, then Remix's module with this document's nonce.
 * Started before the load event, the scripts hold it until they have run, as
 * Remix's own scripts did. A hidden tab gets no frames: 500 ms at most.
 */
function bootScript(preloads: string[]): string {
  return (
    `(function(d,w){var n=d.currentScript.nonce,p=${JSON.stringify(preloads).replace(/</g, "\\u003c")},done=0,ready=0;` +
    `function go(){if(done)return;done=1;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var m=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]'),s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=m.textContent;d.body.appendChild(s)}` +
    `function next(){if(ready)return;ready=1;w.requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)}` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)next()}).observe({type:"paint",buffered:true})}catch(e){}` +
    `d.readyState==="complete"?next():w.addEventListener("load",next,{once:true})})(document,window)`
  );
}
