// The Worker exactly as `wrangler deploy` would upload it with the committed
// wrangler.toml: `wrangler deploy --dry-run --outdir DIR` bundles it without a
// Cloudflare account. Used by the production check in `npm test` and by
// `npm run bench`. Run `npm run build` first.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { capture } from "./run";

/** The Workers free plan's limit on a Worker's compressed (gzip) size. */
export const FREE_PLAN_GZIP_LIMIT = 3 * 1024 * 1024;

export interface ProductionBundle {
  /** The uploaded modules (source maps are not uploaded). */
  files: string[];
  raw: number;
  gzip: number;
  /** What wrangler printed (its bindings table included). */
  output: string;
}

export async function buildProductionBundle(outdir: string, config = "wrangler.toml"): Promise<ProductionBundle> {
  if (!existsSync("build/index.js")) throw new Error("build/index.js is missing: run `npm run build` first");
  const { code, output } = await capture("npx", ["wrangler", "deploy", "--dry-run", "--config", config, "--outdir", outdir]);
  if (code !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${output}`);
  const files = readdirSync(outdir).filter((name) => /\.(js|mjs|cjs|wasm)$/.test(name));
  if (files.length === 0) throw new Error(`wrangler deploy --dry-run wrote no module to ${outdir}`);
  let raw = 0;
  let gzip = 0;
  for (const name of files) {
    const bytes = readFileSync(join(outdir, name));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files, raw, gzip, output };
}
