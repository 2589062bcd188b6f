// What `npm run deploy` checks before it builds, migrates and deploys: pure
// functions over wrangler.toml as wrangler parses it and the names of the
// secrets set on the Worker, so they are tested without a Cloudflare account.
// Each problem says what is wrong and the exact command or edit that fixes it;
// nothing here creates anything.
import { isLoopbackUrl } from "~/server/config.server";

/** The parts of wrangler's parsed configuration the checks read. */
export interface WranglerSettings {
  name?: string;
  vars?: Record<string, unknown>;
  d1_databases?: Array<{ binding: string; database_name?: string; database_id?: string }>;
  r2_buckets?: Array<{ binding: string; bucket_name?: string }>;
}

export interface Problem {
  /** What is wrong, in one sentence. */
  message: string;
  /** The exact commands (or the edit) that fix it, in order. */
  fix: string[];
}

/** The id wrangler.toml is committed with: not a database. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-0000-0000-000000000000";

/** Secrets the Worker reads; none of them may sit in [vars], where anyone with the file sees them. */
export const SECRET_NAMES = [
  "SESSION_SECRET",
  "MAIL_PROVIDER_URL",
  "MAIL_API_KEY",
  "SMS_PROVIDER_URL",
  "SMS_API_KEY",
  "SUPABASE_URL",
  "SUPABASE_ANON_KEY",
  "PAYMOB_SECRET_KEY",
  "PAYMOB_PUBLIC_KEY",
  "PAYMOB_HMAC_SECRET",
  "VAPID_PRIVATE_KEY",
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Host names that can never be a real production site: the placeholder
 * domains of RFC 2606 / 6761 (example, test, invalid, localhost, local).
 */
export function isPlaceholderHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return /(^|\.)(example|test|invalid|localhost|local)$/.test(name) || /(^|\.)example\.(com|net|org)$/.test(name);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function d1(settings: WranglerSettings) {
  return settings.d1_databases?.find((database) => database.binding === "DB");
}

function r2(settings: WranglerSettings) {
  return settings.r2_buckets?.find((bucket) => bucket.binding === "BUCKET");
}

/** The R2 bucket the deploy needs (the caller confirms it exists). */
export function bucketName(settings: WranglerSettings): string | undefined {
  return r2(settings)?.bucket_name;
}

/** 1. The D1 database: a real id in wrangler.toml, never the placeholder. */
export function checkDatabase(settings: WranglerSettings): Problem[] {
  const database = d1(settings);
  const name = database?.database_name ?? "souq";
  if (!database) return [{ message: "wrangler.toml has no D1 database bound as DB.", fix: ['restore the [[d1_databases]] section with binding = "DB"'] }];
  const id = database.database_id ?? "";
  if (id === PLACEHOLDER_DATABASE_ID || !UUID.test(id)) {
    return [
      {
        message: `wrangler.toml's database_id for DB is ${id ? `the placeholder "${id}"` : "missing"}.`,
        fix: [`npx wrangler d1 create ${name}`, "then put the printed database_id in wrangler.toml under [[d1_databases]]"],
      },
    ];
  }
  return [];
}

/** 2. The site's own configuration: production, its real https address, no development settings. */
export function checkVars(settings: WranglerSettings): Problem[] {
  const vars = settings.vars ?? {};
  const problems: Problem[] = [];
  const edit = (line: string) => [`set ${line} under [vars] in wrangler.toml`];

  const appEnv = text(vars.APP_ENV);
  if (appEnv !== "production") {
    problems.push({ message: `APP_ENV is ${appEnv ? `"${appEnv}"` : "not set"}: a deployed site runs as "production".`, fix: edit('APP_ENV = "production"') });
  }

  const site = text(vars.SITE_URL);
  let siteProblem: string | null = null;
  if (!site) siteProblem = "SITE_URL is not set.";
  else {
    let url: URL | null = null;
    try {
      url = new URL(site);
    } catch {
      siteProblem = `SITE_URL "${site}" is not an address.`;
    }
    if (url) {
      if (url.protocol !== "https:") siteProblem = `SITE_URL "${site}" is not https.`;
      else if (isLoopbackUrl(site)) siteProblem = `SITE_URL "${site}" is a loopback address.`;
      else if (isPlaceholderHost(url.hostname)) siteProblem = `SITE_URL "${site}" is a placeholder.`;
      else if (url.pathname !== "/" || url.search || url.hash || url.username || url.password)
        siteProblem = `SITE_URL "${site}" must be an origin only (no path, query or credentials).`;
    }
  }
  if (siteProblem)
    problems.push({
      message: siteProblem,
      fix: edit('SITE_URL = "https://your.domain" (the site\'s public address, e.g. https://souq.<account>.workers.dev)'),
    });

  for (const name of ["MAIL_FROM", "SUPPORT_EMAIL"]) {
    const value = text(vars[name]);
    const domain = value ? /@([^\s>]+)>?\s*$/.exec(value)?.[1] : undefined;
    if (!value || !domain) problems.push({ message: `${name} is not set to an e-mail address.`, fix: edit(`${name} = "…@your.domain"`) });
    else if (isPlaceholderHost(domain))
      problems.push({ message: `${name} "${value}" is on the placeholder domain ${domain}.`, fix: edit(`${name} to an address on your own domain`) });
  }

  const provider = text(vars.PAYMENT_PROVIDER) ?? "none";
  if (provider !== "paymob" && provider !== "none") {
    problems.push({
      message: `PAYMENT_PROVIDER is "${provider}": production takes "paymob" or "none".`,
      fix: edit('PAYMENT_PROVIDER = "paymob" (or "none" for no payments)'),
    });
  }

  const exposed = SECRET_NAMES.filter((name) => name in vars);
  if (exposed.length > 0) {
    problems.push({
      message: `${exposed.join(", ")} ${exposed.length === 1 ? "is a secret but sits" : "are secrets but sit"} in [vars], in plain text.`,
      fix: [`remove ${exposed.join(", ")} from [vars] in wrangler.toml`, ...exposed.map((name) => `npx wrangler secret put ${name}`)],
    });
  }
  return problems;
}

/** The secrets the configuration needs, as groups: every name in a group, or (for `oneOf`) at least one. */
export function requiredSecrets(settings: WranglerSettings): Array<{ names: string[]; oneOf?: boolean; why: string }> {
  const vars = settings.vars ?? {};
  const groups: Array<{ names: string[]; oneOf?: boolean; why: string }> = [
    { names: ["SESSION_SECRET"], why: "signs session and flash cookies (32+ characters)" },
    { names: ["MAIL_PROVIDER_URL", "MAIL_API_KEY"], why: "e-mails the verification and reset codes" },
    { names: ["SMS_PROVIDER_URL", "SMS_API_KEY"], why: "sends the phone verification codes by SMS through Infobip" },
  ];
  if (text(vars.PAYMENT_PROVIDER) === "paymob") {
    groups.push({ names: ["PAYMOB_SECRET_KEY", "PAYMOB_PUBLIC_KEY", "PAYMOB_HMAC_SECRET"], why: 'PAYMENT_PROVIDER is "paymob"' });
    groups.push({ names: ["PAYMOB_CARD_INTEGRATION_ID", "PAYMOB_WALLET_INTEGRATION_ID"], oneOf: true, why: "Paymob needs a card or a wallet integration" });
  }
  return groups;
}

/** 3. The secrets set on the Worker (`wrangler secret list`) against what the configuration needs. */
export function checkSecrets(settings: WranglerSettings, secretNames: readonly string[]): Problem[] {
  const vars = settings.vars ?? {};
  const set = new Set(secretNames);
  // Integration ids are not secret: they may be [vars] instead.
  const present = (name: string) => set.has(name) || (name.endsWith("_INTEGRATION_ID") && text(vars[name]) !== undefined);
  const problems: Problem[] = [];
  for (const group of requiredSecrets(settings)) {
    if (group.oneOf) {
      if (!group.names.some(present)) {
        problems.push({
          message: `Neither ${group.names.join(" nor ")} is set (${group.why}).`,
          fix: [`npx wrangler secret put ${group.names[0]}`, `or: npx wrangler secret put ${group.names[1]}`],
        });
      }
      continue;
    }
    const missing = group.names.filter((name) => !present(name));
    if (missing.length > 0) {
      problems.push({
        message: `Secret${missing.length === 1 ? "" : "s"} not set: ${missing.join(", ")} (${group.why}).`,
        fix: missing.map((name) =>
          name === "SESSION_SECRET" ? "openssl rand -hex 32 | npx wrangler secret put SESSION_SECRET" : `npx wrangler secret put ${name}`,
        ),
      });
    }
  }
  return problems;
}

/**
 * The names in `wrangler secret list --format json` output
 * ([{ "name": …, "type": "secret_text" }]): the JSON list that starts a line,
 * whatever warning lines come before it.
 */
export function parseSecretList(output: string): string[] {
  const end = output.lastIndexOf("]");
  for (const match of output.matchAll(/^\[/gm)) {
    let list: unknown;
    try {
      list = JSON.parse(output.slice(match.index, end + 1));
    } catch {
      continue;
    }
    if (!Array.isArray(list)) continue;
    return list.flatMap((entry) =>
      entry && typeof entry === "object" && typeof (entry as { name?: unknown }).name === "string" ? [(entry as { name: string }).name] : [],
    );
  }
  throw new Error("wrangler secret list did not print a JSON list");
}

/** `wrangler secret list`'s refusal for a Worker that was never deployed nor given a secret. */
export function isWorkerNotFound(output: string): boolean {
  return /Worker "[^"]*"(?: \(env: [^)]*\))? not found/.test(output) || /\[code: 10007\]/.test(output);
}

/** The list printed when the deploy is refused. */
export function formatProblems(problems: Problem[]): string {
  const lines = [`Not deploying: ${problems.length} thing${problems.length === 1 ? "" : "s"} to fix first.`, ""];
  problems.forEach((problem, index) => {
    lines.push(`${index + 1}. ${problem.message}`);
    for (const step of problem.fix) lines.push(`     ${step}`);
  });
  lines.push("", "Nothing was created, built, migrated or deployed.");
  return lines.join("\n");
}
