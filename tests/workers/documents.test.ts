import { parseId } from "~/lib/ids";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listDocumentPages, pagesFromD1, pagesFromSupabase } from "~/features/documents/documents.server";
import { createTestEnv } from "./helpers/db";

// The documents module's two adapters: D1 (the embedded default) and Supabase,
// the latter against a local server on loopback that answers PostgREST's
// request format the way PostgREST does.

const KEY = "test-anon-key";
const rows: Record<number, Array<{ file_url: string }>> = {
  1: [
    { file_url: "https://cdn.example.com/docs/1/page-1.webp" },
    { file_url: "https://cdn.example.com/docs/1/page-2.webp" },
    { file_url: "/media/docs/1/page-3.webp" },
  ],
  2: [],
};
const requests: Array<{ path: string; apikey: string | undefined; authorization: string | undefined }> = [];
let server: Server;
let unanswered = 0;
let baseUrl: string;

/** A small PostgREST: GET /rest/v1/pdf_imgs?select=file_url&pdf_id=eq.N with the apikey header. */
function postgrest(request: IncomingMessage): { status: number; body: unknown; headers?: Record<string, string> } {
  const url = new URL(request.url ?? "/", "http://localhost");
  const apikey = request.headers.apikey as string | undefined;
  requests.push({ path: `${url.pathname}${url.search}`, apikey, authorization: request.headers.authorization });
  if (apikey !== KEY) {
    return { status: 401, body: { message: "No API key found in request", hint: "No `apikey` request header or url param was found." } };
  }
  if (request.method !== "GET" || url.pathname !== "/rest/v1/pdf_imgs") {
    return { status: 404, body: { code: "PGRST205", details: null, hint: null, message: "Could not find the table 'public.unknown' in the schema cache" } };
  }
  const select = url.searchParams.get("select");
  if (select !== "file_url") {
    return { status: 400, body: { code: "42703", details: null, hint: null, message: `column pdf_imgs.${select} does not exist` } };
  }
  const filter = url.searchParams.get("pdf_id") ?? "";
  const match = /^eq\.(.*)$/.exec(filter);
  if (!match)
    return { status: 400, body: { code: "PGRST100", details: `unexpected "${filter}" expecting operator`, hint: null, message: '"failed to parse filter"' } };
  // Document 500 stands for the backend failing.
  if (match[1] === "500") {
    return { status: 500, body: { code: "57014", details: null, hint: null, message: "canceling statement due to statement timeout" } };
  }
  if (!/^-?\d+$/.test(match[1])) {
    return { status: 400, body: { code: "22P02", details: null, hint: null, message: `invalid input syntax for type bigint: "${match[1]}"` } };
  }
  const found = rows[Number(match[1])] ?? [];
  return { status: 200, body: found, headers: { "Content-Range": found.length ? `0-${found.length - 1}/*` : "*/*" } };
}

let env: Awaited<ReturnType<typeof createTestEnv>>["env"];
let dispose: () => Promise<void>;

beforeAll(async () => {
  server = createServer((request, response) => {
    // Document 777 stands for a backend that never answers.
    if ((request.url ?? "").includes("pdf_id=eq.777")) {
      unanswered++;
      return;
    }
    const answer = postgrest(request);
    response.writeHead(answer.status, { "Content-Type": "application/json; charset=utf-8", ...answer.headers });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  ({ env, dispose } = await createTestEnv());
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO documents (id, title, title_en) VALUES (1, 'دليل', 'Guide'), (2, 'فارغ', 'Empty')"),
    // Inserted out of order: pages come back by page number.
    db.prepare(
      "INSERT INTO pdf_imgs (pdf_id, file_url, page) VALUES (1, '/media/seed/docs/1/page-3.webp', 3), (1, '/media/seed/docs/1/page-1.webp', 1), (1, '/media/seed/docs/1/page-2.webp', 2)",
    ),
    db.prepare("INSERT INTO pdf_imgs (pdf_id, file_url, page) VALUES (1, 'javascript:alert(1)', 4)"),
  ]);
});

afterAll(async () => {
  await dispose?.();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe("the Supabase adapter", () => {
  it("reads file_url of the document's rows with PostgREST's request and the anon key", async () => {
    const logged: string[] = [];
    const pages = await pagesFromSupabase({ url: baseUrl, key: KEY }, 1, (message) => logged.push(message));
    expect(pages).toEqual(["https://cdn.example.com/docs/1/page-1.webp", "https://cdn.example.com/docs/1/page-2.webp", "/media/docs/1/page-3.webp"]);
    expect(logged).toEqual([]);
    const last = requests.at(-1)!;
    const sent = new URL(last.path, "http://localhost");
    expect(sent.pathname).toBe("/rest/v1/pdf_imgs");
    expect(sent.searchParams.get("select")).toBe("file_url");
    expect(sent.searchParams.get("pdf_id")).toBe("eq.1");
    expect(last.apikey).toBe(KEY);
    expect(last.authorization).toBe(`Bearer ${KEY}`);
  });

  it("a document without rows has no pages", async () => {
    const logged: string[] = [];
    expect(await pagesFromSupabase({ url: baseUrl, key: KEY }, 2, (message) => logged.push(message))).toEqual([]);
    expect(await pagesFromSupabase({ url: baseUrl, key: KEY }, 999, (message) => logged.push(message))).toEqual([]);
    expect(logged).toEqual([]);
  });

  it("an error answer reads as no pages and is logged", async () => {
    const logged: string[] = [];
    expect(await pagesFromSupabase({ url: baseUrl, key: KEY }, 500, (message) => logged.push(message))).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("500");
    expect(logged[0]).toContain("statement timeout");
  });

  it("a wrong key is refused by the server, logged, and reads as no pages", async () => {
    const logged: string[] = [];
    expect(await pagesFromSupabase({ url: baseUrl, key: "wrong" }, 1, (message) => logged.push(message))).toEqual([]);
    expect(requests.at(-1)!.apikey).toBe("wrong");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("401");
  });

  it("an unreachable backend reads as no pages and is logged", async () => {
    const logged: string[] = [];
    expect(await pagesFromSupabase({ url: "http://127.0.0.1:9", key: KEY }, 1, (message) => logged.push(message))).toEqual([]);
    expect(logged).toHaveLength(1);
  });

  it("a backend that does not answer is given up after 5 seconds, once", async () => {
    const logged: string[] = [];
    const started = Date.now();
    expect(await pagesFromSupabase({ url: baseUrl, key: KEY }, 777, (message) => logged.push(message))).toEqual([]);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(4_500);
    expect(took).toBeLessThan(9_000);
    expect(logged).toHaveLength(1);
    expect(unanswered).toBe(1);
  });

  it("logs to the console by default", async () => {
    const original = console.error;
    const lines: unknown[][] = [];
    console.error = (...args: unknown[]) => lines.push(args);
    try {
      expect(await pagesFromSupabase({ url: baseUrl, key: KEY }, 500)).toEqual([]);
    } finally {
      console.error = original;
    }
    expect(lines).toHaveLength(1);
    expect(String(lines[0][0])).toContain("statement timeout");
  });
});

describe("the D1 adapter and the choice between them", () => {
  it("reads the local pdf_imgs table in page order, keeping only image addresses", async () => {
    expect(await pagesFromD1({ db: env.DB }, 1)).toEqual([
      "/media/seed/docs/1/page-1.webp",
      "/media/seed/docs/1/page-2.webp",
      "/media/seed/docs/1/page-3.webp",
    ]);
    expect(await pagesFromD1({ db: env.DB }, 2)).toEqual([]);
    expect(await pagesFromD1({ db: env.DB }, 999)).toEqual([]);
  });

  it("uses Supabase only when both the URL and the key are set", async () => {
    const before = requests.length;
    expect(await listDocumentPages({ db: env.DB, config: {} }, 1)).toHaveLength(3);
    expect(await listDocumentPages({ db: env.DB, config: { SUPABASE_URL: baseUrl } }, 1)).toEqual(await pagesFromD1({ db: env.DB }, 1));
    expect(requests.length).toBe(before);
    expect(await listDocumentPages({ db: env.DB, config: { SUPABASE_URL: baseUrl, SUPABASE_ANON_KEY: KEY } }, 1)).toEqual(rows[1].map((row) => row.file_url));
    expect(requests.length).toBe(before + 1);
  });

  it("takes only positive whole numbers as document ids", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("999")).toBe(999);
    for (const bad of ["0", "-1", "1.5", "abc", "", undefined, "1e3"]) expect(parseId(bad)).toBeNull();
  });
});
