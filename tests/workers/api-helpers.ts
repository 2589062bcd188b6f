// Helpers for the API tests (tests/workers/api-*.test.ts): a request context
// like the Worker builds (language, translator, cookies), route calls, a
// small catalogue, and real image bytes (helpers/images.ts).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Config } from "~/server/config.server";
import { testConfig } from "./helpers/config";
import { imageFile } from "./helpers/images";
import { serverTranslate } from "~/server/i18n.server";
import type { Language } from "~/lib/i18n";
import type { TestEnv } from "./helpers/db";

export const config: Config = testConfig({ SITE_URL: "http://127.0.0.1:8799" });

export interface Ctx {
  context: AppLoadContext;
  cookies: string[];
  /** What the request left to finish after its answer (waitUntil): a Worker runs it to the end. */
  pending: Promise<unknown>[];
}

/** The load context the Worker would build for one request. */
export async function makeContext(env: TestEnv["env"], language: Language = "ar", clientAddress = "10.1.1.1"): Promise<Ctx> {
  const cookies: string[] = [];
  const pending: Promise<unknown>[] = [];
  const context = {
    env,
    config,
    db: env.DB,
    bucket: env.BUCKET,
    waitUntil: (promise: Promise<unknown>) => {
      pending.push(promise);
    },
    language,
    t: serverTranslate(language),
    setCookie: (cookie: string) => cookies.push(cookie),
    nonce: "nonce",
    clientAddress,
  };
  return { context: context as unknown as AppLoadContext, cookies, pending };
}

type RouteModule = { loader: (args: never) => Promise<Response>; action: (args: never) => Promise<Response> };

export interface Call {
  method?: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  language?: Language;
}

export interface Answer<T = any> {
  status: number;
  body: {
    success: boolean;
    msg: string;
    data: T;
    errors?: Record<string, string[]>;
    pagination?: { current_page: number; last_page: number; total: number; per_page: number };
  };
  headers: Headers;
  cookies: string[];
}

/** Calls a route module as Remix would (GET/HEAD → loader, else action) and reads its JSON. */
export async function call<T = any>(env: TestEnv["env"], route: RouteModule, path: string, options: Call = {}): Promise<Answer<T>> {
  const method = options.method ?? (options.json !== undefined || options.form ? "POST" : "GET");
  const url = new URL(path, config.SITE_URL);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers(options.headers ?? {});
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  const request = new Request(url, { method, headers, body });
  const { context, cookies, pending } = await makeContext(env, options.language ?? "ar");
  const handler = method === "GET" || method === "HEAD" ? route.loader : route.action;
  const response = await handler({ request, context, params: options.params ?? {} } as never);
  // The work the request left in the background finishes before the test looks at D1.
  await Promise.allSettled(pending);
  expect(response.headers.get("Content-Type")).toContain("application/json");
  return { status: response.status, body: await response.json(), headers: response.headers, cookies };
}

/** A real image of the given kind (its header is what the server checks). */
export async function image(kind: "png" | "jpeg" = "png", width = 64, height = 48): Promise<File> {
  return imageFile(kind, width, height);
}

/** A file over the 5 MB limit whose first bytes are a JPEG's (only the size is wrong). */
export function oversizeImage(bytes = 5 * 1024 * 1024 + 1): File {
  const data = new Uint8Array(bytes);
  data.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([data], "huge.jpg", { type: "image/jpeg" });
}

/** Places and a four-level category chain (ids fixed), plus a safety tip and a banner. */
export async function seedCatalogue(db: D1Database): Promise<void> {
  await db.batch([
    db.prepare(
      "INSERT INTO governorates (id, name, name_en, slug, latitude, longitude, sort) VALUES (1, 'القاهرة', 'Cairo', 'cairo', 30.04, 31.23, 1), (2, 'الجيزة', 'Giza', 'giza', 30.01, 31.2, 2)",
    ),
    db.prepare(
      "INSERT INTO regions (id, governorate_id, name, name_en, latitude, longitude, sort) VALUES (10, 1, 'مدينة نصر', 'Nasr City', 30.05, 31.34, 1), (11, 1, 'المعادي', 'Maadi', 29.96, 31.25, 2), (20, 2, 'الدقي', 'Dokki', 30.03, 31.21, 1)",
    ),
    db.prepare(
      "INSERT INTO categories (id, slug, name, name_en, image, notes, title_price, sort) VALUES (1, 'vehicles', 'مركبات', 'Vehicles', 'seed/categories/vehicles.webp', 'اكتب الموديل', 'سعر المركبة', 1), (2, 'real-estate', 'عقارات', 'Real estate', NULL, NULL, NULL, 2)",
    ),
    db.prepare("INSERT INTO subcategories (id, category_id, name, name_en) VALUES (100, 1, 'سيارات ملاكي', 'Cars'), (200, 2, 'شقق', 'Flats')"),
    db.prepare(
      "INSERT INTO brand_countries (id, subcategory_id, name, name_en) VALUES (1000, 100, 'يابانية', 'Japanese'), (1001, 100, 'ألمانية', 'German'), (2000, 200, 'تمليك', 'Owned')",
    ),
    db.prepare(
      "INSERT INTO third_branches (id, brand_country_id, name, name_en) VALUES (10000, 1000, 'تويوتا', 'Toyota'), (10001, 1001, 'بي إم دبليو', 'BMW'), (20000, 2000, 'القاهرة الجديدة', 'New Cairo')",
    ),
    db.prepare(
      "INSERT INTO safety_tips (id, title, title_en, sort) VALUES (1, 'قابل البائع في مكان عام', 'Meet in a public place', 1), (2, 'لا تدفع مقدماً', 'Never pay in advance', 2)",
    ),
    db.prepare(
      "INSERT INTO banners (id, title, title_en, image, link, sort, is_active) VALUES (1, 'عروض', 'Offers', 'seed/banners/1.webp', '/categories/vehicles', 1, 1), (2, 'قديم', 'Old', 'seed/banners/2.webp', NULL, 2, 0)",
    ),
  ]);
}

/**
 * Category attributes for the catalogue above (ids fixed): vehicles (1) have
 * year and km (numbers, filterable), fuel (one of, filterable), extras
 * (several of), accident_free (yes/no), model (text, at most 40 characters)
 * and, for cars (100) only, body (one of); real estate (2) requires area.
 */
export async function seedAttributes(db: D1Database): Promise<void> {
  await db.batch([
    db.prepare(
      `INSERT INTO attribute_fields (id, category_id, subcategory_id, key, kind, label, label_en, unit, unit_en, min_value, max_value, required, filterable, position) VALUES
       (1, 1, NULL, 'year', 'number', 'سنة الصنع', 'Year', '', '', 1950, 2027, 0, 1, 1),
       (2, 1, NULL, 'km', 'number', 'الكيلومترات', 'Kilometres', 'كم', 'km', 0, 2000000, 0, 1, 2),
       (3, 1, NULL, 'fuel', 'one_of', 'الوقود', 'Fuel', '', '', NULL, NULL, 0, 1, 3),
       (4, 1, NULL, 'extras', 'several_of', 'الإضافات', 'Extras', '', '', NULL, NULL, 0, 0, 4),
       (5, 1, NULL, 'accident_free', 'yes_no', 'بدون حوادث', 'Accident free', '', '', NULL, NULL, 0, 1, 5),
       (6, 1, NULL, 'model', 'text', 'الموديل', 'Model', '', '', NULL, 40, 0, 0, 6),
       (7, 1, 100, 'body', 'one_of', 'الشكل', 'Body', '', '', NULL, NULL, 0, 1, 7),
       (8, 2, NULL, 'area', 'number', 'المساحة', 'Area', 'م²', 'm²', 20, 10000, 1, 1, 1)`,
    ),
    db.prepare(
      `INSERT INTO attribute_options (id, field_id, key, label, label_en, position) VALUES
       (31, 3, 'petrol', 'بنزين', 'Petrol', 1), (32, 3, 'diesel', 'سولار', 'Diesel', 2), (33, 3, 'natural_gas', 'غاز طبيعي', 'Natural gas', 3),
       (41, 4, 'sunroof', 'فتحة سقف', 'Sunroof', 1), (42, 4, 'sensors', 'حساسات', 'Sensors', 2), (43, 4, 'camera', 'كاميرا خلفية', 'Rear camera', 3),
       (71, 7, 'sedan', 'سيدان', 'Sedan', 1), (72, 7, 'hatchback', 'هاتشباك', 'Hatchback', 2)`,
    ),
  ]);
}

/** The fields of a valid ad in the API's names (category chain 1 › 100 › 1000 › 10000, Cairo › Nasr City). */
export function adFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "تويوتا كورولا 2019",
    description: "حالة ممتازة، صيانة توكيل",
    price: "650000",
    notes: "السعر قابل للتفاوض",
    negotiable: "1",
    status: "used",
    latitude: "30.05",
    longitude: "31.34",
    address: "شارع عباس العقاد",
    category_id: "1",
    subcategory_id: "100",
    brand_country_id: "1000",
    third_branch_id: "10000",
    gov_id: "1",
    region_id: "10",
    ...overrides,
  };
}

export function formOf(fields: Record<string, string>, files: Array<[string, File]> = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of files) form.append(key, file);
  return form;
}

import { expect } from "vitest";
