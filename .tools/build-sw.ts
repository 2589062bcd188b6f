// The service worker's build, the first step of `npm run build` (before
// `remix build`, which builds only the app's own entries). esbuild (the one
// Remix's compiler uses) bundles app/sw/worker.ts into public/sw-<hash>.js,
// the hash taken from the bundle, so each version has a name of its own; the
// older files are removed. The name is written to
// app/lib/service-worker-file.ts, which the page registers: commit it with a
// change to the worker (the build writes the same file again when nothing
// changed). The worker lives at the site's top level because a worker's
// scope is at most its own folder.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const OUTPUT = /^sw-[0-9a-f]+\.js$/;
const NAME_FILE = "app/lib/service-worker-file.ts";

const result = await build({
  entryPoints: ["app/sw/worker.ts"],
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  write: false,
  legalComments: "none",
});
const code = result.outputFiles[0].contents;
const name = `sw-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.js`;
for (const file of readdirSync("public")) if (OUTPUT.test(file) && file !== name) rmSync(`public/${file}`);
writeFileSync(`public/${name}`, code);

const source =
  "// Written by .tools/build-sw.ts (`npm run build`): the address of the built service worker.\n" + `export const SERVICE_WORKER_FILE = "/${name}";\n`;
if (readFileSync(NAME_FILE, { encoding: "utf8", flag: "a+" }) !== source) writeFileSync(NAME_FILE, source);
console.log(`Service worker: public/${name} (${code.byteLength} bytes).`);
