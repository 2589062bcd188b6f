// `npm run deploy`'s checks, without a Cloudflare account: wrangler.toml as
// wrangler parses it, and the secret names `wrangler secret list` prints.
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import {
  checkDatabase,
  checkSecrets,
  checkVars,
  formatProblems,
  isPlaceholderHost,
  isWorkerNotFound,
  parseSecretList,
  type WranglerSettings,
} from "../../.tools/deploy-check";

const committed = unstable_readConfig({ config: fileURLToPath(new URL("../../wrangler.toml", import.meta.url)) }, { hideWarnings: true });
const committedSettings: WranglerSettings = {
  name: committed.name,
  vars: committed.vars as Record<string, unknown>,
  d1_databases: committed.d1_databases,
  r2_buckets: committed.r2_buckets,
};

/** A configuration an operator has finished: real id, real address, own domain. */
function ready(vars: Record<string, unknown> = {}): WranglerSettings {
  return {
    ...committedSettings,
    d1_databases: [{ binding: "DB", database_name: "souq", database_id: "3f2b6c1e-9a47-4d0b-8c21-5e6f7a8b9c0d" }],
    vars: {
      ...committedSettings.vars,
      SITE_URL: "https://souq.example.eg",
      MAIL_FROM: "Souq <no-reply@souq.example.eg>",
      SUPPORT_EMAIL: "support@souq.example.eg",
      ...vars,
    },
  };
}

const allSecrets = [
  "SESSION_SECRET",
  "MAIL_PROVIDER_URL",
  "MAIL_API_KEY",
  "SMS_PROVIDER_URL",
  "SMS_API_KEY",
  "PAYMOB_SECRET_KEY",
  "PAYMOB_PUBLIC_KEY",
  "PAYMOB_HMAC_SECRET",
  "PAYMOB_CARD_INTEGRATION_ID",
];

describe("the committed wrangler.toml", () => {
  it("is refused until the operator sets the database id and the site's addresses", () => {
    expect(checkDatabase(committedSettings)).toEqual([
      {
        message: expect.stringContaining('the placeholder "00000000-0000-0000-0000-000000000000"'),
        fix: ["npx wrangler d1 create souq", expect.stringContaining("database_id")],
      },
    ]);
    const vars = checkVars(committedSettings).map((problem) => problem.message);
    expect(vars).toEqual([
      expect.stringMatching(/^SITE_URL "https:\/\/souq\.example" is a placeholder/),
      expect.stringMatching(/^MAIL_FROM/),
      expect.stringMatching(/^SUPPORT_EMAIL/),
    ]);
  });

  it("passes every check once they are set and the secrets exist", () => {
    const settings = ready();
    expect([...checkDatabase(settings), ...checkVars(settings), ...checkSecrets(settings, allSecrets)]).toEqual([]);
  });
});

describe("the database", () => {
  it("refuses a missing or malformed id and a missing binding", () => {
    expect(checkDatabase({ d1_databases: [{ binding: "DB", database_name: "souq" }] })[0].message).toMatch(/missing/);
    expect(checkDatabase({ d1_databases: [{ binding: "DB", database_name: "souq", database_id: "my-db" }] })).toHaveLength(1);
    expect(checkDatabase({ d1_databases: [] })[0].message).toMatch(/no D1 database/);
  });
});

describe("the production settings", () => {
  const messages = (vars: Record<string, unknown>) => checkVars(ready(vars)).map((problem) => problem.message);

  it("refuses a development APP_ENV", () => {
    expect(messages({ APP_ENV: "development" })).toEqual([expect.stringContaining('APP_ENV is "development"')]);
    expect(messages({ APP_ENV: undefined })).toEqual([expect.stringContaining("APP_ENV is not set")]);
  });

  it("accepts only the site's real https origin", () => {
    for (const site of [
      "http://souq.example.eg",
      "https://127.0.0.1:8787",
      "https://localhost",
      "https://[::1]",
      "https://souq.example",
      "https://example.com",
      "https://souq.test",
      "https://souq.example.eg/shop",
      "https://user:pw@souq.example.eg",
      "souq.example.eg",
      "",
    ]) {
      expect(messages({ SITE_URL: site }), site).toEqual([expect.stringContaining("SITE_URL")]);
    }
    expect(messages({ SITE_URL: "https://souq.example.eg/" })).toEqual([]);
    expect(messages({ SITE_URL: "https://souq.karim.workers.dev" })).toEqual([]);
  });

  it("refuses the sandbox payment provider and accepts paymob or none", () => {
    expect(messages({ PAYMENT_PROVIDER: "sandbox" })).toEqual([expect.stringContaining('PAYMENT_PROVIDER is "sandbox"')]);
    expect(messages({ PAYMENT_PROVIDER: "none" })).toEqual([]);
    expect(messages({ PAYMENT_PROVIDER: undefined })).toEqual([]);
  });

  it("refuses a secret written in [vars]", () => {
    const [problem] = checkVars(ready({ SESSION_SECRET: "x".repeat(40) }));
    expect(problem.message).toBe("SESSION_SECRET is a secret but sits in [vars], in plain text.");
    expect(problem.fix).toContain("npx wrangler secret put SESSION_SECRET");
  });

  it("knows the reserved placeholder domains", () => {
    for (const host of ["souq.example", "example.com", "www.example.org", "souq.test", "a.invalid", "localhost", "souq.local"])
      expect(isPlaceholderHost(host), host).toBe(true);
    for (const host of ["souq.com.eg", "souq.karim.workers.dev", "example.eg", "examples.com"]) expect(isPlaceholderHost(host), host).toBe(false);
  });
});

describe("the secrets", () => {
  it("lists every missing secret with the command that sets it", () => {
    const problems = checkSecrets(ready(), []);
    expect(problems.map((problem) => problem.message)).toEqual([
      "Secret not set: SESSION_SECRET (signs session and flash cookies (32+ characters)).",
      "Secrets not set: MAIL_PROVIDER_URL, MAIL_API_KEY (e-mails the verification and reset codes).",
      "Secrets not set: SMS_PROVIDER_URL, SMS_API_KEY (sends the phone verification codes by SMS through Infobip).",
      'Secrets not set: PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET (PAYMENT_PROVIDER is "paymob").',
      "Neither PAYMOB_CARD_INTEGRATION_ID nor PAYMOB_WALLET_INTEGRATION_ID is set (Paymob needs a card or a wallet integration).",
    ]);
    expect(problems[0].fix).toEqual(["openssl rand -hex 32 | npx wrangler secret put SESSION_SECRET"]);
    expect(problems[1].fix).toEqual(["npx wrangler secret put MAIL_PROVIDER_URL", "npx wrangler secret put MAIL_API_KEY"]);
  });

  it("asks for Paymob's secrets only when Paymob is the provider", () => {
    const mailAndSms = ["SESSION_SECRET", "MAIL_PROVIDER_URL", "MAIL_API_KEY", "SMS_PROVIDER_URL", "SMS_API_KEY"];
    expect(checkSecrets(ready({ PAYMENT_PROVIDER: "none" }), mailAndSms)).toEqual([]);
    expect(checkSecrets(ready(), mailAndSms)).toHaveLength(2);
  });

  it("takes an integration id from [vars] too, and one of the two is enough", () => {
    const secrets = allSecrets.filter((name) => name !== "PAYMOB_CARD_INTEGRATION_ID");
    expect(checkSecrets(ready(), secrets)).toHaveLength(1);
    expect(checkSecrets(ready({ PAYMOB_WALLET_INTEGRATION_ID: "4567" }), secrets)).toEqual([]);
    expect(checkSecrets(ready(), [...secrets, "PAYMOB_WALLET_INTEGRATION_ID"])).toEqual([]);
  });

  it("reads wrangler secret list's JSON and knows a Worker not deployed yet", () => {
    const output =
      'npm warn something\n[\n  {\n    "name": "SESSION_SECRET",\n    "type": "secret_text"\n  },\n  {\n    "name": "MAIL_API_KEY",\n    "type": "secret_text"\n  }\n]\n';
    expect(parseSecretList(output)).toEqual(["SESSION_SECRET", "MAIL_API_KEY"]);
    expect(parseSecretList("[]")).toEqual([]);
    expect(parseSecretList('▲ [WARNING] Processing wrangler.toml configuration: [x]\n[\n  { "name": "MAIL_API_KEY", "type": "secret_text" }\n]\n')).toEqual([
      "MAIL_API_KEY",
    ]);
    expect(() => parseSecretList("✘ [ERROR] Authentication error")).toThrow(/JSON/);
    expect(isWorkerNotFound('✘ [ERROR] Worker "souq" not found.\n\nIf this is a new Worker, run `wrangler deploy` first')).toBe(true);
    expect(isWorkerNotFound("✘ [ERROR] A request to the Cloudflare API failed. Authentication error [code: 10000]")).toBe(false);
  });
});

describe("the refusal", () => {
  it("numbers each problem with its fix and says nothing was done", () => {
    const text = formatProblems([
      ...checkDatabase(committedSettings),
      ...checkSecrets(ready({ PAYMENT_PROVIDER: "none" }), ["MAIL_PROVIDER_URL", "MAIL_API_KEY", "SMS_PROVIDER_URL", "SMS_API_KEY"]),
    ]);
    expect(text).toBe(
      [
        "Not deploying: 2 things to fix first.",
        "",
        '1. wrangler.toml\'s database_id for DB is the placeholder "00000000-0000-0000-0000-000000000000".',
        "     npx wrangler d1 create souq",
        "     then put the printed database_id in wrangler.toml under [[d1_databases]]",
        "2. Secret not set: SESSION_SECRET (signs session and flash cookies (32+ characters)).",
        "     openssl rand -hex 32 | npx wrangler secret put SESSION_SECRET",
        "",
        "Nothing was created, built, migrated or deployed.",
      ].join("\n"),
    );
  });
});
