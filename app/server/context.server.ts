import type { Config, Env } from "~/server/config.server";
import type { Database } from "~/server/db-session.server";
import type { Language } from "~/lib/i18n";
import type { Translate } from "~/lib/translate";

/** What every loader and action receives, built per request by the Worker. */
export interface Context {
  env: Env;
  config: Config;
  /** This request's D1 session (app/server/db-session.server.ts): prepare and batch only. */
  db: Database;
  bucket: R2Bucket;
  /** Makes card variants of ad photos; absent → a photo is its own card image. */
  images?: ImagesBinding;
  waitUntil: (promise: Promise<unknown>) => void;
  language: Language;
  /** Texts in the request's language (server/i18n.server.ts, serverTranslate). */
  t: Translate;
  /** Adds a Set-Cookie header to whatever response this request ends with. */
  setCookie: (cookie: string) => void;
  /** The per-request nonce that Remix's inline scripts carry. */
  nonce: string;
  /** Client address as Cloudflare reports it (rate limits). */
  clientAddress: string;
  /** Set by a form's action that the database refused (server/outage.server.ts): what was posted, to be sent again. */
  keptForm?: KeptForm;
}

/** A form post the database could not take: what it carried (no passwords, codes or files). */
export interface KeptForm {
  /** Whether it was sent as multipart/form-data. */
  multipart: boolean;
  /** Its text fields in order, as typed. */
  fields: [string, string][];
}

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: Remix's load context is our Context
  interface AppLoadContext extends Context {}
}
