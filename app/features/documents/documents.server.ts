// Document pages for the flipbook viewer (table pdf_imgs,
// select file_url, filter pdf_id). Two adapters: the hosted
// backend through supabase-js when SUPABASE_URL and SUPABASE_ANON_KEY are
// configured, otherwise the local D1 table of the same shape. A failure is
// logged and reads as "no pages", which the viewer shows as its empty message.
// The D1 SQL is in queries.server.ts.
import type { Database } from "~/server/db-session.server";
import { createClient } from "@supabase/supabase-js";
import { documentTitleRow, pageFileUrls } from "~/features/documents/queries.server";

export interface DocumentsSettings {
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
}

type Logger = (message: string) => void;

const defaultLogger: Logger = (message) => console.error(message);

/** The page image addresses of document `id`, in page order, from the configured source. */
export async function listDocumentPages(
  { db, config }: { db: Database; config: DocumentsSettings },
  id: number,
  log: Logger = defaultLogger,
): Promise<string[]> {
  if (config.SUPABASE_URL && config.SUPABASE_ANON_KEY) {
    return pagesFromSupabase({ url: config.SUPABASE_URL, key: config.SUPABASE_ANON_KEY }, id, log);
  }
  return pagesFromD1({ db }, id, log);
}

/** The embedded default: D1's pdf_imgs, by page number (index pdf_imgs_by_document). */
export async function pagesFromD1({ db }: { db: Database }, id: number, log: Logger = defaultLogger): Promise<string[]> {
  try {
    return (await pageFileUrls({ db }, id)).filter(isImageAddress);
  } catch (error) {
    log(`[souq] documents: reading pages of document ${id} from D1 failed: ${describe(error)}`);
    return [];
  }
}

// supabase-js builds a realtime client on creation and wants a WebSocket for
// it; the viewer never subscribes, so it gets a transport that is never used
// (Node 20 has no WebSocket, and this keeps the Worker from opening one).
const SUPABASE_TIMEOUT_MS = 5000;

class NoRealtime {
  constructor() {
    throw new Error("realtime is not used by the documents module");
  }
}

/**
 * The hosted backend: PostgREST through supabase-js,
 * GET {url}/rest/v1/pdf_imgs?select=file_url&pdf_id=eq.{id} with the anon key.
 * Rows come back in the table's order (the client contract's call has no order).
 */
export async function pagesFromSupabase(
  { url, key, fetch: fetchImpl }: { url: string; key: string; fetch?: typeof fetch },
  id: number,
  log: Logger = defaultLogger,
): Promise<string[]> {
  try {
    const client = createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as never },
      // A page must not hang on a slow backend: one try, at most 5 seconds.
      db: { timeout: SUPABASE_TIMEOUT_MS },
      global: fetchImpl ? { fetch: fetchImpl } : {},
    });
    const { data, error, status } = await client.from("pdf_imgs").select("file_url").eq("pdf_id", id).retry(false);
    if (error) {
      log(`[souq] documents: Supabase answered ${status} for document ${id}: ${[error.code, error.message].filter(Boolean).join(" ")}`);
      return [];
    }
    return ((data ?? []) as Array<{ file_url: unknown }>).map((row) => row.file_url).filter(isImageAddress);
  } catch (error) {
    log(`[souq] documents: Supabase request for document ${id} failed: ${describe(error)}`);
    return [];
  }
}

/** The document's title from D1 when it is known there (the hosted backend stores only pages). */
export async function getDocumentTitle({ db }: { db: Database }, id: number): Promise<{ title: string; title_en: string } | null> {
  try {
    return await documentTitleRow({ db }, id);
  } catch {
    return null;
  }
}

/** Only same-site paths and web addresses are shown as images. */
function isImageAddress(value: unknown): value is string {
  return typeof value === "string" && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value));
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
