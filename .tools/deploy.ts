// `npm run deploy`: checks, in order, that wrangler.toml names a real D1
// database, that [vars] is a production configuration with the site's https
// address, that the R2 bucket exists and that every secret the configuration
// needs is set on the Worker; refuses with the list of what to fix (and the
// exact commands) when anything is missing. Then it builds, applies the
// migrations to the remote D1 and deploys. It never creates a database, a
// bucket or a secret itself. `--check` stops after the checks.
import { unstable_readConfig } from "wrangler";
import {
  bucketName,
  checkDatabase,
  checkSecrets,
  checkVars,
  formatProblems,
  isWorkerNotFound,
  parseSecretList,
  type Problem,
  type WranglerSettings,
} from "./deploy-check";
import { capture, hasFlag, run } from "./run";

// Deploying talks to Cloudflare: only metrics stay off.
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

const config = unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true });
const settings: WranglerSettings = {
  name: config.name,
  vars: config.vars as Record<string, unknown>,
  d1_databases: config.d1_databases,
  r2_buckets: config.r2_buckets,
};

const problems: Problem[] = [...checkDatabase(settings), ...checkVars(settings)];

// The account: everything below needs `wrangler login` (or CLOUDFLARE_API_TOKEN).
const who = await capture("npx", ["wrangler", "whoami"], { env });
if (who.code !== 0 || /not authenticated/i.test(who.output)) {
  problems.push(
    /not authenticated/i.test(who.output)
      ? { message: "wrangler is not logged in to a Cloudflare account.", fix: ["npx wrangler login"] }
      : { message: `wrangler whoami failed:\n${who.output.trim()}`, fix: ["npx wrangler login", "check the network connection to Cloudflare"] },
  );
  console.error(formatProblems(problems));
  process.exit(1);
}

const bucket = bucketName(settings);
if (!bucket) problems.push({ message: "wrangler.toml has no R2 bucket bound as BUCKET.", fix: ['restore the [[r2_buckets]] section with binding = "BUCKET"'] });
else {
  const info = await capture("npx", ["wrangler", "r2", "bucket", "info", bucket, "--json"], { env });
  if (info.code !== 0)
    problems.push({ message: `The R2 bucket "${bucket}" could not be found on this account.`, fix: [`npx wrangler r2 bucket create ${bucket}`] });
}

const listed = await capture("npx", ["wrangler", "secret", "list", "--format", "json"], { env });
let secrets: string[] = [];
if (listed.code === 0) secrets = parseSecretList(listed.stdout);
else if (!isWorkerNotFound(listed.output)) {
  problems.push({
    message: `wrangler secret list failed:\n${listed.output.trim()}`,
    fix: ["npx wrangler whoami", "check the account and the Worker's name in wrangler.toml"],
  });
}
// A Worker not deployed yet has no secret: every required one is listed below.
if (listed.code === 0 || isWorkerNotFound(listed.output)) problems.push(...checkSecrets(settings, secrets));

if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log("Checks passed: database, production settings, R2 bucket and secrets.");
if (hasFlag("--check")) process.exit(0);

await run("npm", ["run", "--silent", "build"], { env: { ...env, VITE_CJS_IGNORE_WARNING: "true" } });
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--remote"], { env });
await run("npx", ["wrangler", "deploy"], { env });
