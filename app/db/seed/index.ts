// Seeds a D1 database and R2 bucket with the realistic bilingual data set:
// places, the category tree, accounts, ~420 ads in every state with photos,
// editorial content and a document. Idempotent: a database that already has
// governorates is left alone. Optionally adds a large number of extra
// approved ads for measuring pages at scale.
//
// Speed: every table is written with multi-row INSERT statements whose values
// are inlined, escaped literals (the data is generated here, never user
// input), each statement under D1's 100 KB limit, all in one db.batch (one
// transaction, one round trip). Prepared statements with bound parameters
// cost a round trip each through wrangler's proxy and are far slower.
import { searchRow, slipKeysOfTerm } from "~/lib/search-terms";
import { hashPassword } from "~/server/password.server";
import { generateAds, largeAds, sqlTime, type AdOwner, type SeedAd } from "./ads";
import { DEFAULT_BUMP_PRICES } from "~/features/paid-reach/defaults";
import { DEFAULT_PACK_PRICES, defaultPackPrice } from "~/features/paid-reach/defaults";
import { brandCountries, categories, subcategories, thirdBranches } from "./catalog";
import { freeAdsLimitOf } from "~/features/paid-reach/limits.server";
import { FIELD_ROW_COLUMNS, OPTION_ROW_COLUMNS, fieldRows, optionRows } from "./attributes";
import { banners, blogImageKey, blogPosts, bundles, documentPageUrl, documents, links, safetyTips, services } from "./content";
import { adPhotoKey, categoryImageKey, imageSpecs, peopleImageSpecs, renderImages, subcategoryImageKey, type SeedImage } from "./images";
import { PROFILE_IMAGE_COUNT, SHARED_PASSWORD, profileImageKey, users } from "./people";
import { governorates, regions } from "./places";

export interface SeedEnv {
  DB: D1Database;
  BUCKET: R2Bucket;
}

export interface SeedOptions {
  /** The seed's clock (ads' dates are relative to it). Default: now. */
  now?: Date;
  /** Extra approved ads to add after the normal seed (0 = none). */
  large?: number;
  /** Ads per round trip for the large set. */
  largeChunk?: number;
  /** Progress lines; default console.log. Pass () => {} for silence. */
  log?: (line: string) => void;
}

export interface SeedResult {
  /** false when the database was already seeded and the normal seed was skipped. */
  seeded: boolean;
  largeAdded: number;
  images: { count: number; bytes: number };
  counts: Record<string, number>;
  milliseconds: { normal: number; large: number };
}

// ---------------------------------------------------------------------------
// SQL with inlined literals

const MAX_STATEMENT_BYTES = 90_000;

/** A SQL literal for a generated value (strings quoted with '' escaping). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`seed: not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replace(/\0/g, "").replace(/'/g, "''")}'`;
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? (i++, 4) : 3;
  }
  return bytes;
}

/** INSERT statements for rows, as few as fit under D1's statement size limit. */
export function insertStatements(table: string, columns: string[], rows: unknown[][], maxBytes = MAX_STATEMENT_BYTES): string[] {
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES `;
  const statements: string[] = [];
  let tuples: string[] = [];
  let size = utf8Length(head);
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`seed: ${table} row has ${row.length} values for ${columns.length} columns`);
    const tuple = `(${row.map(sqlLiteral).join(", ")})`;
    const tupleSize = utf8Length(tuple) + 2;
    if (tuples.length > 0 && size + tupleSize > maxBytes) {
      statements.push(head + tuples.join(", "));
      tuples = [];
      size = utf8Length(head);
    }
    tuples.push(tuple);
    size += tupleSize;
  }
  if (tuples.length > 0) statements.push(head + tuples.join(", "));
  return statements;
}

// ---------------------------------------------------------------------------
// Rows

const adColumns = [
  "id",
  "user_id",
  "name",
  "description",
  "price",
  "note",
  "negotiable",
  "condition",
  "status",
  "reject_reason",
  "hidden",
  "category_id",
  "subcategory_id",
  "brand_country_id",
  "third_branch_id",
  "governorate_id",
  "region_id",
  "latitude",
  "longitude",
  "address",
  "attributes",
  "is_featured",
  "featured_until",
  "approved_at",
  "expires_at",
  "views",
  "contact_clicks",
  "created_at",
  "updated_at",
];

function adRow(ad: SeedAd): unknown[] {
  return [
    ad.id,
    ad.user_id,
    ad.name,
    ad.description,
    ad.price,
    ad.note,
    ad.negotiable,
    ad.condition,
    ad.status,
    ad.reject_reason,
    0,
    ad.category_id,
    ad.subcategory_id,
    ad.brand_country_id,
    ad.third_branch_id,
    ad.governorate_id,
    ad.region_id,
    ad.latitude,
    ad.longitude,
    ad.address,
    ad.attributes,
    ad.is_featured,
    ad.featured_until,
    ad.approved_at,
    ad.expires_at,
    ad.views,
    ad.contact_clicks,
    ad.created_at,
    ad.updated_at,
  ];
}

/**
 * The statements that write ads with their search rows (and their words' rows
 * in the slip index, each word once: `seenWords` carries the words already
 * written across calls), photos and attribute values (ad_attributes).
 */
export function adStatements(ads: SeedAd[], maxBytes = MAX_STATEMENT_BYTES, seenWords = new Set<string>()): string[] {
  const imageRows: unknown[][] = [];
  for (const ad of ads) {
    for (const image of ad.images) imageRows.push([ad.id, image.image_path, image.small_path, image.width, image.height, image.position]);
  }
  const rows = ads.map((ad) => [ad.id, searchRow(ad.name, ad.description, seedCatalogueNames(ad))] as const);
  const searchRows = rows.map(([id, row]) => [id, row.name, row.description] as const);
  const slipIndexRows: unknown[][] = [];
  for (const [, row] of rows) {
    for (const word of row.words.split(" ")) {
      if (seenWords.has(word)) continue;
      seenWords.add(word);
      for (const key of slipKeysOfTerm(word)) slipIndexRows.push([key, word]);
    }
  }
  return [
    ...insertStatements("ads", adColumns, ads.map(adRow), maxBytes),
    ...insertStatements(
      "ads_fts",
      ["rowid", "name", "description"],
      searchRows.map((row) => [...row]),
      maxBytes,
    ),
    ...insertStatements("search_slips", ["key", "term"], slipIndexRows, maxBytes).map((sql) => sql.replace(/^INSERT INTO/, "INSERT OR IGNORE INTO")),
    // ad_images ids are left to SQLite (rowid), so the large set can append.
    ...insertStatements("ad_images", ["ad_id", "image_path", "small_path", "width", "height", "position"], imageRows, maxBytes),
    ...insertStatements(
      "ad_attributes",
      ["ad_id", "field_id", "value_number", "value_text"],
      ads.flatMap((ad) => ad.attribute_values.map(([fieldId, number, text]) => [ad.id, fieldId, number, text])),
      maxBytes,
    ),
  ];
}

const namesById = new Map<string, string>([
  ...categories.map((item) => [`c${item.id}`, `${item.name} ${item.name_en}`] as const),
  ...subcategories.map((item) => [`s${item.id}`, `${item.name} ${item.name_en}`] as const),
  ...thirdBranches.map((item) => [`t${item.id}`, `${item.name} ${item.name_en}`] as const),
]);

/** The names of a seeded ad's category, subcategory and brand, as the app's ad writer reads them (features/ads/queries.server.ts). */
function seedCatalogueNames(ad: SeedAd): string[] {
  return [namesById.get(`c${ad.category_id}`), namesById.get(`s${ad.subcategory_id}`), namesById.get(`t${ad.third_branch_id}`)].filter((name): name is string =>
    Boolean(name),
  );
}

export async function normalStatements(now: Date, ads: SeedAd[]): Promise<string[]> {
  const at = sqlTime(now.getTime());
  const [adminHash, customerHash, traderHash, sharedHash] = await Promise.all([
    hashPassword("admin-pass-123"),
    hashPassword("customer-pass-123"),
    hashPassword("trader-pass-123"),
    hashPassword(SHARED_PASSWORD),
  ]);
  const ownHashes: Record<string, string> = { "admin-pass-123": adminHash, "customer-pass-123": customerHash, "trader-pass-123": traderHash };
  const phoneVerifiedInSeed = (u: { is_trader: number; role: string; username: string }) =>
    u.is_trader === 1 || u.role === "admin" || u.username === "customer";
  const verifiedAt = (created: string) => sqlTime(Date.parse(`${created.replace(" ", "T")}Z`) + 7 * 60_000);

  const statements: string[] = [
    ...insertStatements(
      "governorates",
      ["id", "name", "name_en", "slug", "latitude", "longitude", "sort"],
      governorates.map((g) => [g.id, g.name, g.name_en, g.slug, g.latitude, g.longitude, g.id]),
    ),
    ...insertStatements(
      "regions",
      ["id", "governorate_id", "name", "name_en", "latitude", "longitude", "sort"],
      regions.map((r) => [r.id, r.governorate_id, r.name, r.name_en, r.latitude, r.longitude, r.sort]),
    ),
    ...insertStatements(
      "categories",
      [
        "id",
        "slug",
        "name",
        "name_en",
        "image",
        "notes",
        "description",
        "description_en",
        "title_price",
        "multi_feature_hd_id",
        "sort",
        "free_ads_limit",
        "created_at",
        "updated_at",
      ],
      categories.map((c) => [
        c.id,
        c.slug,
        c.name,
        c.name_en,
        categoryImageKey(c.slug),
        c.notes,
        c.description,
        c.description_en,
        c.title_price,
        null,
        c.sort,
        freeAdsLimitOf(c.slug),
        "2024-01-01 09:00:00",
        at,
      ]),
    ),
    ...insertStatements(
      "subcategories",
      ["id", "category_id", "name", "name_en", "image", "sort"],
      subcategories.map((s) => [s.id, s.category_id, s.name, s.name_en, subcategoryImageKey(s.id), s.sort]),
    ),
    ...insertStatements(
      "brand_countries",
      ["id", "subcategory_id", "name", "name_en", "image", "sort"],
      brandCountries.map((b) => [b.id, b.subcategory_id, b.name, b.name_en, null, b.sort]),
    ),
    ...insertStatements(
      "third_branches",
      ["id", "brand_country_id", "name", "name_en", "image", "sort"],
      thirdBranches.map((t) => [t.id, t.brand_country_id, t.name, t.name_en, null, t.sort]),
    ),
    ...insertStatements("attribute_fields", FIELD_ROW_COLUMNS, fieldRows()),
    ...insertStatements("attribute_options", OPTION_ROW_COLUMNS, optionRows()),
    ...insertStatements(
      "users",
      [
        "id",
        "username",
        "first_name",
        "last_name",
        "email",
        "phone",
        "password_hash",
        "is_trader",
        "company_name",
        "image",
        "preface",
        "preface_en",
        "phone2",
        "whatsapp",
        "governorate_id",
        "region_id",
        "category_id",
        "subcategory_id",
        "role",
        "status",
        "is_verified_trader",
        "phone_verified_at",
        "email_verified_at",
        "language",
        "created_at",
        "updated_at",
      ],
      users.map((u) => [
        u.id,
        u.username,
        u.first_name,
        u.last_name,
        u.email,
        u.phone,
        ownHashes[u.password] ?? sharedHash,
        u.is_trader,
        u.company_name,
        u.image,
        u.preface,
        u.preface_en,
        u.phone2,
        u.whatsapp,
        u.governorate_id,
        u.region_id,
        u.category_id,
        u.subcategory_id,
        u.role,
        "active",
        u.is_verified_trader,
        // Every seeded account confirmed its e-mail (so each may post); traders and the named accounts
        // also confirmed their phone by SMS, and the other private sellers did not, so both badges' states show.
        phoneVerifiedInSeed(u) ? verifiedAt(u.created_at) : null,
        verifiedAt(u.created_at),
        u.language,
        u.created_at,
        u.created_at,
      ]),
    ),
    ...adStatements(ads),
    ...insertStatements(
      "moderation_log",
      ["ad_id", "moderator_id", "action", "reason", "created_at"],
      ads
        .filter((ad) => ad.status !== "pending")
        .map((ad) => (ad.status === "rejected" ? [ad.id, 1, "reject", ad.reject_reason, ad.updated_at] : [ad.id, 1, "approve", null, ad.approved_at])),
    ),
    ...insertStatements(
      "bundles",
      ["id", "name", "name_en", "days", "price", "is_active", "sort"],
      bundles.map((b) => [b.id, b.name, b.name_en, b.days, b.price, 1, b.sort]),
    ),
    // Bump to top's options in every category (migration 0029 seeds them only for the categories it finds).
    ...insertStatements(
      "bump_prices",
      ["category_id", "bumps", "price"],
      categories.flatMap((c) => DEFAULT_BUMP_PRICES.map((option) => [c.id, option.bumps, option.price])),
    ),
    // Packs of extra ads in every category (migration 0031 seeds them only for the categories it finds).
    ...insertStatements(
      "pack_prices",
      ["category_id", "ads", "price"],
      categories.flatMap((c) => DEFAULT_PACK_PRICES.map((option) => [c.id, option.ads, defaultPackPrice(c.slug, option)])),
    ),
    ...insertStatements(
      "blog_posts",
      ["id", "slug", "title", "title_en", "excerpt", "excerpt_en", "body", "body_en", "image", "published_at", "created_at"],
      blogPosts.map((p) => [
        p.id,
        p.slug,
        p.title,
        p.title_en,
        p.excerpt,
        p.excerpt_en,
        p.body,
        p.body_en,
        blogImageKey(p.slug),
        p.published_at,
        p.published_at,
      ]),
    ),
    ...insertStatements(
      "banners",
      ["id", "title", "title_en", "image", "link", "sort", "is_active"],
      banners.map((b) => [b.id, b.title, b.title_en, b.image, b.link, b.sort, 1]),
    ),
    ...insertStatements(
      "safety_tips",
      ["id", "title", "title_en", "sort"],
      safetyTips.map((t) => [t.id, t.title, t.title_en, t.sort]),
    ),
    ...insertStatements(
      "services",
      ["id", "title", "title_en", "body", "body_en", "icon", "sort"],
      services.map((s) => [s.id, s.title, s.title_en, s.body, s.body_en, s.icon, s.sort]),
    ),
    ...insertStatements(
      "links",
      ["id", "label", "label_en", "url", "icon", "sort"],
      links.map((l) => [l.id, l.label, l.label_en, l.url, l.icon, l.sort]),
    ),
    ...insertStatements(
      "documents",
      ["id", "title", "title_en", "created_at"],
      documents.map((d) => [d.id, d.title, d.title_en, d.created_at]),
    ),
    ...insertStatements(
      "pdf_imgs",
      ["pdf_id", "file_url", "page"],
      documents.flatMap((d) => Array.from({ length: d.pages }, (_, index) => [d.id, documentPageUrl(d.id, index + 1), index + 1])),
    ),
  ];
  // One batch is one transaction: either everything is written (and the
  // governorates mark the database as seeded) or nothing is.
  return statements;
}

function putImage(bucket: R2Bucket, image: SeedImage): Promise<unknown> {
  return bucket.put(image.key, image.bytes, { httpMetadata: { contentType: image.contentType, cacheControl: "public, max-age=31536000, immutable" } });
}

export function seedImageSpecs() {
  const profileKeys = Array.from({ length: PROFILE_IMAGE_COUNT }, (_, index) => profileImageKey(index + 1));
  return [
    ...imageSpecs(),
    ...peopleImageSpecs(
      users.filter((user) => user.is_trader === 1),
      profileKeys,
    ),
  ];
}

// ---------------------------------------------------------------------------
// The large set

async function seedLarge(db: D1Database, count: number, now: Date, chunk: number, log: (line: string) => void): Promise<number> {
  const started = Date.now();
  const maxId = await db.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM ads").first<{ id: number }>();
  const startId = (maxId?.id ?? 0) + 1;
  const existing = await db.prepare("SELECT id FROM users WHERE role = 'user' AND status = 'active'").all<{ id: number }>();
  const ids = new Set(existing.results.map((row) => row.id));
  const owners: AdOwner[] = users.filter((user) => ids.has(user.id));
  if (owners.length === 0) throw new Error("seed: no seeded users to own the large set of ads");

  const generator = largeAds(count, { startId, now, owners });
  const seenWords = new Set<string>(); // the slip index's words written so far (a word already in the index is ignored anyway)
  const nextChunk = (): string[] | null => {
    const ads: SeedAd[] = [];
    for (let i = 0; i < chunk; i++) {
      const step = generator.next();
      if (step.done) break;
      ads.push(step.value);
    }
    return ads.length > 0 ? adStatements(ads, undefined, seenWords) : null;
  };

  let added = 0;
  let statements = nextChunk();
  let lastReport = 0;
  while (statements) {
    const pending = db.batch(statements.map((sql) => db.prepare(sql)));
    const following = nextChunk(); // built while the database works
    await pending;
    added = Math.min(count, added + chunk);
    if (added - lastReport >= 10_000 || added === count) {
      lastReport = added;
      const seconds = (Date.now() - started) / 1000;
      log(`  large: ${added.toLocaleString("en-US")} / ${count.toLocaleString("en-US")} ads (${seconds.toFixed(1)} s)`);
    }
    statements = following;
  }
  return added;
}

// ---------------------------------------------------------------------------

export const COUNTED_TABLES = [
  "governorates",
  "regions",
  "categories",
  "subcategories",
  "brand_countries",
  "third_branches",
  "users",
  "ads",
  "ad_images",
  "ads_fts",
  "attribute_fields",
  "attribute_options",
  "ad_attributes",
  "moderation_log",
  "bundles",
  "blog_posts",
  "safety_tips",
  "banners",
  "services",
  "links",
  "documents",
  "pdf_imgs",
];

export async function countRows(db: D1Database): Promise<Record<string, number>> {
  const results = await db.batch([
    ...COUNTED_TABLES.map((table) => db.prepare(`SELECT COUNT(*) AS n FROM ${table}`)),
    db.prepare("SELECT status, COUNT(*) AS n FROM ads GROUP BY status"),
    db.prepare("SELECT COUNT(*) AS n FROM ads WHERE is_featured = 1"),
  ]);
  const counts: Record<string, number> = {};
  COUNTED_TABLES.forEach((table, index) => (counts[table] = (results[index].results[0] as { n: number }).n));
  for (const row of results[COUNTED_TABLES.length].results as Array<{ status: string; n: number }>) counts[`ads.${row.status}`] = row.n;
  counts["ads.featured"] = (results[COUNTED_TABLES.length + 1].results[0] as { n: number }).n;
  return counts;
}

export async function isSeeded(db: D1Database): Promise<boolean> {
  try {
    const row = await db.prepare("SELECT COUNT(*) AS n FROM governorates").first<{ n: number }>();
    return (row?.n ?? 0) > 0;
  } catch (error) {
    throw new Error(`seed: cannot read the governorates table; apply the migrations first (npx wrangler d1 migrations apply DB --local). ${String(error)}`);
  }
}

export async function seedDatabase(env: SeedEnv, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? new Date();
  const db = env.DB;
  const result: SeedResult = { seeded: false, largeAdded: 0, images: { count: 0, bytes: 0 }, counts: {}, milliseconds: { normal: 0, large: 0 } };

  const normalStarted = Date.now();
  if (await isSeeded(db)) {
    log("The database is already seeded (governorates has rows): leaving it as it is.");
    // The images live apart from the database: put them back if they are gone.
    if (!(await env.BUCKET.head(adPhotoKey("vehicles", 1)))) {
      const images = await renderImages(seedImageSpecs(), 3, async (image) => void (await putImage(env.BUCKET, image)));
      result.images = { count: images.length, bytes: images.reduce((sum, image) => sum + image.bytes.length, 0) };
      log(`  images were missing from R2: stored ${images.length} again`);
    }
  } else {
    // Images first (overwriting is harmless), so a seeded database never points at missing objects.
    const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
    const rendering = renderImages(seedImageSpecs(), 3, async (image) => void (await putImage(env.BUCKET, image)));
    const ads = generateAds(now);
    const statements = normalStatements(now, ads); // password hashing runs meanwhile
    const [images, sql] = await Promise.all([rendering, statements]);
    result.images = { count: images.length, bytes: images.reduce((sum, image) => sum + image.bytes.length, 0) };
    log(`  images: ${images.length} objects, ${(result.images.bytes / 1024).toFixed(0)} KB, drawn and stored in ${seconds(normalStarted)}`);
    const writing = Date.now();
    await db.batch(sql.map((text) => db.prepare(text)));
    result.seeded = true;
    result.milliseconds.normal = Date.now() - normalStarted;
    log(`  database: ${ads.length} ads and everything else, ${sql.length} statements in one transaction, ${seconds(writing)}`);
  }

  const large = options.large ?? 0;
  if (large > 0) {
    const largeStarted = Date.now();
    result.largeAdded = await seedLarge(db, large, now, options.largeChunk ?? 2_000, log);
    result.milliseconds.large = Date.now() - largeStarted;
  }

  result.counts = await countRows(db);
  return result;
}

/** The normal seed's SQL without its images (tests inside workerd, where sharp cannot run, load the data this way). */
export async function seedDataStatements(now: Date): Promise<string[]> {
  return normalStatements(now, generateAds(now));
}
