// The patches in .patches/ (applied by patch-package on install) and what they
// rely on: a fresh install has them, and the configuration they assume holds.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
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
  });
});
