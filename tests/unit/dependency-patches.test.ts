// The patches in .patches/ (applied by patch-package on install) and what they
// rely on: a fresh install has them, and the configuration they assume holds.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { matchRoutes } from "@remix-run/router";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import config from "../../remix.config.js";

const require = createRequire(import.meta.url);
const packageFile = (name: string, file: string) => readFileSync(join(dirname(require.resolve(`${name}/package.json`)), file), "utf8");

describe("dependency patches", () => {
  it("leave single fetch out of the browser only while v3_singleFetch is off", () => {
    expect(config.future?.v3_singleFetch).toBe(false);
    for (const file of ["dist/esm/browser.js", "dist/esm/components.js"]) {
      const source = packageFile("@remix-run/react", file);
      expect(source).toContain("singleFetchIsOff");
      expect(source).not.toContain("from './single-fetch.js'");
    }
  });

  it("make the server's route tree once per build", () => {
    expect(packageFile("@remix-run/react", "dist/esm/server.js")).toContain("serverRoutes.get(manifest.routes)");
    expect(packageFile("react-router-dom", "server.mjs")).toContain("staticDataRoutes.get(routes)");
    expect(packageFile("@remix-run/router", "dist/router.js")).toContain("rankedBranches");
    expect(packageFile("react-router", "dist/index.js")).toContain("absolutePaths.get(to)");
  });

  it("render a loader's plain object as it is, and write the hydration data only when the render reads it", () => {
    expect(packageFile("@remix-run/server-runtime", "dist/esm/data.js")).toContain("a loader's plain object stays the object it is");
    const server = packageFile("@remix-run/server-runtime", "dist/esm/server.js");
    expect(server).toContain("function withLazyHandoff(");
    // A data request still answers JSON: the home page fetches its cards that way when it hydrates.
    expect(server).toContain("let response = asResponse(await staticHandler.queryRoute(");
  });

  it("render a page to text by joining React's pieces once", () => {
    // What the Worker's bundle takes (react-dom/server.browser in production).
    const file = "cjs/react-dom-server-legacy.browser.production.min.js";
    expect(packageFile("react-dom", file)).toContain("g.push(a)");
    const { renderToString } = require(join(dirname(require.resolve("react-dom/package.json")), file)) as typeof import("react-dom/server");
    const page = createElement(
      "ul",
      { className: "rows" },
      ["مركبات", "عقارات"].map((name, index) => createElement("li", { key: name }, index, " ", name)),
    );
    expect(renderToString(page)).toBe('<ul class="rows"><li>0<!-- --> <!-- -->مركبات</li><li>1<!-- --> <!-- -->عقارات</li></ul>');
  });

  it("keep which branch a path takes, and still answer every path with its own matches", () => {
    const routes = [
      {
        id: "root",
        path: "",
        children: [
          { id: "home", index: true },
          { id: "category", path: "categories/:slug" },
          { id: "ad", path: "categories/product/:id" },
          { id: "missing", path: "*" },
        ],
      },
    ];
    const ids = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.id);
    for (let round = 0; round < 2; round++) {
      expect(ids("/")).toEqual(["root", "home"]);
      expect(ids("/categories/cars")).toEqual(["root", "category"]);
      expect(ids("/categories/product/7")).toEqual(["root", "ad"]);
      expect(ids("/no/such/page")).toEqual(["root", "missing"]);
    }
    // Fresh objects each time, with the path's own parameters.
    const first = matchRoutes(routes, "/categories/product/7")!;
    const again = matchRoutes(routes, "/categories/product/7")!;
    expect(again[1]).not.toBe(first[1]);
    expect(again[1].params).toEqual({ id: "7" });
    expect(matchRoutes(routes, "/categories/product/8")![1].params).toEqual({ id: "8" });
    // Past the kept paths' limit the memory starts again and answers stay right.
    for (let id = 0; id < 1100; id++) expect(matchRoutes(routes, `/categories/product/${id}`)![1].params.id).toBe(String(id));
    expect(matchRoutes([{ id: "only", path: "about" }], "/elsewhere")).toBeNull();
    expect(matchRoutes([{ id: "only", path: "about" }], "/elsewhere")).toBeNull();
  });
});
