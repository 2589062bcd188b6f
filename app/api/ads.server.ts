// The API's ads (the client contract): a category's first ads, a page of
// them by parameters, one ad, the caller's own, and the owner's create /
// edit / delete. Every rule lives in the features the pages use: listing
// (features/ads/listing.server), the editor (features/ads/editor.server with
// lib/schemas/ad). This module maps the API's field names onto theirs and
// shapes the answers (ad-shape.server.ts).
import { z } from "~/api/zod-openapi.server";
import type { Context } from "~/server/context.server";
import { requestDigest } from "~/server/request-hash.server";
import { AD_BODY_BYTES } from "~/server/body-limit.server";
import { PAGE_SIZE, sortOptions, type SortOption } from "~/lib/filters";
import { adSchema, MAX_AD_PHOTOS, parseAdForm, type AdFormMode } from "~/lib/schemas/ad";
import { parseSubmitKey, SUBMIT_KEY_PATTERN } from "~/lib/submit-key";
import { loadListingPage } from "~/features/ads/listing.server";
import { createAd, deleteAd, photoErrorKey, updateAd, type AdWriteResult, type FieldErrors } from "~/features/ads/editor.server";
import { refusalFixes } from "~/features/risk/reasons";
import { getPublicAd, previewRows } from "~/features/ads/queries.server";
import { getOwnAd, listOwnAds, OWN_ADS_PAGE_SIZE } from "~/features/ads/editor-queries.server";
import { findCategory } from "~/features/catalog/queries.server";
import { apiAds } from "~/api/ad-shape.server";
import { ATTRIBUTES_DESCRIPTION, attributeErrors, attributeInput, sentAttributes } from "~/api/attributes.server";
import { assertOwnPhone, findApiCaller, ownPhoneField, ownPhoneFields, requireApiCaller, requireOwnCaller } from "~/api/auth.server";
import { ApiError, notFound, ok, translate } from "~/api/envelope.server";
import { MULTIPART_ONLY, renameMap, type ApiField } from "~/api/fields.server";
import { formDataOf, positiveInt, readFields, validationError, type Fields, type Value } from "~/api/request.server";
import { defineOperations, type Operation, ANY_BODY, list, param, pathCategory, pathId } from "~/api/operation.server";
import { AdDataSchema, ApiAdSchema } from "~/api/schemas.server";
import { cutAtWord, SEARCH_TEXT_MAX } from "~/lib/text-length";

const define = defineOperations({ tag: "ads", auth: "required", spec: true });

type ApiContext = Context;

/** A caller who is signed in (for the hearts), or null; a wrong token is still refused. */
async function viewerId(request: Request, context: ApiContext): Promise<number | null> {
  return (await findApiCaller(request, context))?.user.id ?? null;
}

/** GET /client/show-ads/{category_id}: the category's first 20 public ads, featured first (the home page's row). */
const showAds = define({
  method: "get",
  path: "/client/show-ads/{id}",
  operationId: "showAds",
  auth: "optional",
  summary: "A category's first 20 public ads, featured first",
  params: pathCategory(),
  success: { status: 200, data: list(ApiAdSchema), description: "Ads" },
  errors: [401, 404],
  async handle(request, context, categoryParam) {
    const category = categoryParam && /^[\w-]{1,100}$/.test(categoryParam) ? await findCategory(context, categoryParam) : null;
    if (!category) throw notFound();
    const viewer = await viewerId(request, context);
    const rows = (await previewRows(context, [category.id], 20)).get(category.id) ?? [];
    return ok(
      context,
      await apiAds(
        context,
        rows.map((row) => row.id),
        { viewerId: viewer },
      ),
    );
  },
});

const adsByParametersFields: ApiField[] = [
  {
    name: "categoryId",
    schema: z.number().int().positive(),
    openapi: { type: ["integer", "string"] },
    description: "The category (category_id is accepted too)",
  },
  { name: "page", schema: z.number().int().positive().default(1), openapi: { type: ["integer", "string"] } },
  {
    name: "q",
    schema: z.string().optional(),
    description:
      "A search text, as on the search page: its words are matched in the ads' titles and descriptions, in either script (a brand, a model or a common word in Arabic also finds it in Latin letters and the other way round; Franco-Arabic such as 3arabeya is read as Arabic), and a word of five letters or more also finds the words one letter wrong, missing or extra from it. Only its first 100 characters are read.",
  },
  ...(
    [
      ["subcategory_id", "The subcategory (of categoryId)"],
      ["brand_country_id", "The brand or country (of subcategory_id)"],
      ["third_branch_id", "The third branch (of brand_country_id)"],
      ["governorate_id", "The governorate (gov_id is accepted too)"],
      ["region_id", "The region (of governorate_id)"],
    ] as const
  ).map(([name, description]): ApiField => ({ name, schema: z.number().int().positive().optional(), openapi: { type: ["integer", "string"] }, description })),
  { name: "type", schema: z.enum(["new", "used"]).optional(), description: "The ad's condition" },
  ...(["min_price", "max_price"] as const).map((name): ApiField => ({
    name,
    schema: z.number().int().nonnegative().optional(),
    openapi: { type: ["integer", "string"] },
    description: "Whole pounds, inclusive (as the listing's price filter reads it); 0 or empty: no bound",
  })),
  {
    name: "negotiable",
    schema: z.boolean().optional(),
    openapi: { type: ["boolean", "integer", "string"] },
    description: "Only ads whose price is negotiable (true, 1)",
  },
  {
    name: "order",
    schema: z.enum(["asc", "desc"]).default("desc"),
    description:
      "desc: newest first; asc: oldest first. For the date sorts only: a price sort puts equal prices newest first by lowPrice, oldest first by highPrice (one order read from either end)",
  },
  {
    name: "sort",
    schema: z.enum(sortOptions).optional(),
    description:
      "special: featured first, then newest; lowPrice; highPrice; best: best match for q (the typed words in the title first, then their variants (the other script, stems, plurals), then anywhere, then slips; within each, newest; a word naming a place may match anywhere). Default: best with q, special without; without q, best is special.",
  },
];

/** What getAdsByParameters says of its attribute filters (the names depend on the category, so they are not declared one by one). */
export const ATTRIBUTE_FILTERS_DESCRIPTION =
  "Besides categoryId and page, the category's filterable attributes (GET /client/categories/{id}/attributes, filterable: true) filter the ads as on the listing pages: attr_{key}_min and attr_{key}_max for a number (inclusive; Latin or Arabic-Indic digits), attr_{key} for a one_of or several_of field (an option key; repeat the name, or send a JSON list, for any of several), attr_{key}=yes for a yes_no field. A name or option the category does not have is ignored, as on the pages; a range bound that is not a whole number is a 422 naming it.";

/** POST /client/ads/getAdsByParameters: a page of a category's public ads (the ad page's related ads). */
const adsByParameters = define({
  method: "post",
  path: "/client/ads/getAdsByParameters",
  operationId: "getAdsByParameters",
  auth: "optional",
  summary: "A page of a category's public ads (related ads), filtered by its attributes and searched if asked",
  description: ATTRIBUTE_FILTERS_DESCRIPTION,
  body: { fields: adsByParametersFields, media: ANY_BODY },
  success: { status: 200, data: list(ApiAdSchema), description: "Ads, with pagination", paginated: true },
  errors: [400, 401, 422],
  async handle(request, context) {
    const fields = await readFields(request, { fields: adsByParametersFields });
    const rawCategory = fields.get("categoryId") ?? fields.get("category_id");
    const categoryId = positiveInt(rawCategory);
    const rawPage = fields.get("page");
    const page = rawPage === undefined || rawPage === "" ? 1 : positiveInt(rawPage);
    const errors: Record<string, string[]> = {};
    if (categoryId === null) errors.categoryId = [rawCategory === undefined || rawCategory === "" ? "auth:errors.required" : "api:errors.badRequest"];
    if (page === null) errors.page = ["api:errors.badRequest"];
    const rawSort = fields.get("sort");
    const q = cutAtWord((fields.get("q") ?? "").trim(), SEARCH_TEXT_MAX);
    // A typed search is ordered by best match unless another order is asked (as on the pages: lib/filters.ts).
    const sort =
      rawSort === undefined || rawSort === ""
        ? q
          ? "best"
          : "special"
        : (sortOptions as readonly string[]).includes(rawSort)
          ? (rawSort as SortOption)
          : null;
    if (sort === null) errors.sort = ["api:errors.badRequest"];
    if (Object.keys(errors).length > 0) throw new ApiError(422, "api:ads.relatedFailed", { errors });
    // The other filters are read as the listing pages read their address (loadListingPage), from the same names.
    const params = new URLSearchParams({ q, sort: sort!, page: String(Math.min(page!, 10_000)) });
    const text = (name: string) => {
      const value = fields.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const pageNames: Array<[api: string[], page: string]> = [
      [["subcategory_id"], "subcategory"],
      [["brand_country_id"], "brand_country"],
      [["third_branch_id"], "third_branch"],
      [["governorate_id", "gov_id"], "governorate"],
      [["region_id"], "region"],
    ];
    for (const [names, name] of pageNames) {
      const raw = names.map(text).find((value) => value !== "") ?? "";
      if (raw === "") continue;
      if (positiveInt(raw) === null) errors[names[0]] = ["api:errors.badRequest"];
      else params.set(name, raw);
    }
    const choice = (name: string, allowed: readonly string[]) => {
      const value = text(name);
      if (value === "") return;
      if (allowed.includes(value)) params.set(name, value);
      else errors[name] = ["api:errors.badRequest"];
    };
    choice("type", ["new", "used"]);
    choice("order", ["asc", "desc"]);
    const negotiable = text("negotiable").toLowerCase();
    if (["1", "true", "on"].includes(negotiable)) params.set("negotiable", "1");
    else if (!["", "0", "false"].includes(negotiable)) errors.negotiable = ["api:errors.badRequest"];
    for (const name of ["min_price", "max_price"]) if (text(name) !== "") params.set(name, text(name));
    for (const name of fields.names().filter((name) => name.startsWith("attr_")))
      for (const value of fields.all(name)) if (typeof value === "string") params.append(name, value);
    if (Object.keys(errors).length > 0) throw new ApiError(422, "api:errors.validation", { errors });
    const viewer = await viewerId(request, context);
    const { filters, results: result } = await loadListingPage(context, params, { categoryId: categoryId! });
    // A bound that is not whole pounds, or an attribute range that is not a whole number, is named (the pages show it again).
    const unread = [...Object.keys(filters.unreadPrices), ...Object.keys(filters.unreadAttributes)];
    if (unread.length > 0)
      throw new ApiError(422, "api:errors.validation", { errors: Object.fromEntries(unread.map((name) => [name, ["api:errors.wholeNumber"]])) });
    // A page deeper than the listing opens by its number (from either end) is refused, not answered empty: the caller narrows or turns the order.
    if (result.too_deep) {
      const values = { page: page!, depth: result.deepest_page };
      throw new ApiError(400, "api:errors.pageTooDeep", { code: "page_too_deep", values, errors: { page: ["api:errors.pageTooDeepHow"] } });
    }
    return ok(
      context,
      await apiAds(
        context,
        result.ads.map((ad) => ad.id),
        { viewerId: viewer },
      ),
      {
        pagination: { current_page: result.current_page, last_page: result.last_page, total: result.total, per_page: PAGE_SIZE },
        // A relaxed search says so in msg, as the page's notice does: the words no ad has, or that ads with most of the words follow.
        ...(result.relaxed
          ? result.relaxed.dropped.length > 0
            ? { msg: "ads:search.relaxedDropped", values: { words: result.relaxed.dropped.join(translate(context, "ads:chips.separator")) } }
            : { msg: "ads:search.relaxedPartial" }
          : {}),
      },
    );
  },
});

/** GET /client/ads/{id} (Souq's own): a public ad, or one of the caller's own in any state. */
const showAd = define({
  method: "get",
  path: "/client/ads/{id}",
  operationId: "getAd",
  auth: "optional",
  spec: false,
  summary: "A public ad, or one of the caller's own in any state",
  params: pathId("The ad"),
  success: { status: 200, data: AdDataSchema, description: "The ad" },
  errors: [401, 404],
  async handle(request, context, idParam) {
    const adId = positiveInt(idParam);
    if (!adId) throw notFound();
    const caller = await findApiCaller(request, context);
    const own = caller ? await getOwnAd(context, caller.user.id, adId) : null;
    if (!own && !(await getPublicAd(context, adId))) throw notFound();
    const [ad] = await apiAds(context, [adId], { viewerId: caller?.user.id ?? null });
    if (!ad) throw notFound();
    return ok(context, { ad });
  },
});

const myAdsFields: ApiField[] = [ownPhoneField, { name: "page", schema: z.number().int().positive().optional() }];

/** GET /client/my-ads (Souq's own): the caller's own ads in every state, newest first. */
const myAds = define({
  method: "get",
  path: "/client/my-ads",
  operationId: "myAds",
  spec: false,
  summary: "The caller's own ads in every state, newest first",
  query: myAdsFields,
  success: { status: 200, data: list(ApiAdSchema), description: "Ads, with pagination", paginated: true },
  errors: [401, 403, 422],
  async handle(request, context) {
    const { caller, fields } = await requireOwnCaller(request, context, { fields: myAdsFields });
    const rawPage = fields.get("page");
    const page = rawPage === undefined || rawPage === "" ? 1 : positiveInt(rawPage);
    if (page === null) throw new ApiError(422, "api:errors.validation", { errors: { page: ["api:errors.badRequest"] } });
    const { ads, hasMore } = await listOwnAds(context, caller.user.id, { page });
    const shaped = await apiAds(
      context,
      ads.map((ad) => ad.id),
      { viewerId: caller.user.id },
    );
    return ok(context, shaped, {
      pagination: {
        current_page: page,
        last_page: hasMore ? page + 1 : page,
        total: (page - 1) * OWN_ADS_PAGE_SIZE + ads.length + (hasMore ? 1 : 0),
        per_page: OWN_ADS_PAGE_SIZE,
      },
    });
  },
});

// ---- The owner's ads: create, edit, delete ----------------------------------------------------------------

/**
 * The ad's fields, from the page form's schema of the same mode: adding
 * leaves the place optional and defaults negotiable and status; editing, as
 * the web editor, replaces every field (all required, none kept from before),
 * while photos are kept unless keep_images or new images say otherwise.
 */
function adFieldsFor(mode: AdFormMode): ApiField[] {
  const ad = (field: string) => ({ schema: adSchema(mode), field });
  const editing = mode === "edit";
  return [
    {
      name: "images",
      form: ad("images"),
      openapi: { type: "array", items: { type: "string", format: "binary" }, maxItems: MAX_AD_PHOTOS },
      description: editing
        ? `New photos as images[0], images[1]… (JPEG, PNG or WebP, at most 5 MB each). The current photos stay unless keep_images is sent; with keep_images, or when new photos are sent, only the photos named in keep_images stay. At most ${MAX_AD_PHOTOS} in all.`
        : `Photos sent as images[0], images[1]… (JPEG, PNG or WebP, at most 5 MB each, at most ${MAX_AD_PHOTOS}).`,
    },
    { name: "name", form: ad("name") },
    { name: "description", form: ad("description") },
    {
      name: "price",
      form: ad("price"),
      openapi: { type: ["string", "integer"] },
      description:
        "Whole Egyptian pounds, Latin or Arabic-Indic digits. Thousands separators (`,` `.` `٬` or a space, one kind) only where they group thousands (1,500 · 1.500.000 · ١٬٥٠٠). The decimal point is `.` or `٫` (English and Arabic both write decimals so): a decimal part of zeros is the whole number (1500.00 · ١٥٠٠٫٠٠), any other decimal (1.5, 1500.50) is a 422 with the whole-pounds message. A comma is never a decimal point: one that does not group thousands (15,00 · 1500,00 · 1.500,00 · 1,50,000) is ambiguous and a 422 with the same message.",
    },
    { name: "notes", form: ad("note") },
    {
      name: "negotiable",
      form: ad("negotiable"),
      optional: !editing,
      openapi: { type: ["integer", "string"], enum: [1, 0, "1", "0"], ...(editing ? {} : { default: 1 }) },
      description: editing ? "1 or 0" : "1 or 0 (default 1)",
    },
    {
      name: "status",
      form: ad("status"),
      optional: !editing,
      openapi: editing ? {} : { default: "new" },
      description: editing ? "The item's condition: new or used" : "The item's condition: new or used (default new)",
    },
    {
      name: "latitude",
      form: ad("latitude"),
      openapi: { type: ["string", "number"] },
      description: "Decimal degrees, -90 to 90; the decimal point is `.` or `٫` (30.0444); a comma (30,0444) is a 422",
    },
    {
      name: "longitude",
      form: ad("longitude"),
      openapi: { type: ["string", "number"] },
      description: "Decimal degrees, -180 to 180; the decimal point is `.` or `٫` (31.2357); a comma is a 422",
    },
    { name: "address", form: ad("address") },
    { name: "category_id", form: ad("category"), openapi: { type: ["string", "integer"] } },
    { name: "subcategory_id", form: ad("subcategory"), openapi: { type: ["string", "integer"] } },
    { name: "brand_country_id", form: ad("brand_country"), openapi: { type: ["string", "integer"] } },
    { name: "third_branch_id", form: ad("third_branch"), openapi: { type: ["string", "integer"] } },
    {
      name: "gov_id",
      form: ad("governorate"),
      openapi: { type: ["string", "integer"] },
      description: editing ? "Required when editing" : "Optional when adding",
    },
    {
      name: "region_id",
      form: ad("region"),
      openapi: { type: ["string", "integer"] },
      description: editing ? "Required when editing; a region of gov_id" : "Optional when adding; a region of gov_id",
    },
    {
      name: "attributes",
      schema: z.string().optional(),
      openapi: { type: "string" },
      description: ATTRIBUTES_DESCRIPTION,
    },
    ownPhoneField,
  ];
}

/** createAd's body (multipart only: it carries the photos). */
export const adFields = adFieldsFor("add");

/** updateAd's body: every field of the ad again, plus keep_images. */
const adEditFields: ApiField[] = [
  ...adFieldsFor("edit"),
  {
    name: "keep_images",
    schema: z.array(z.number().int().positive()).optional(),
    openapi: { type: "array", items: { type: ["integer", "string"] } },
    description:
      "Ids of current photos to keep (keep_images[0]…); the others are removed. Every id must be one of this ad's photos, else 422 and nothing changes. An empty value names none. A photo's id is never given to another photo, even after it is deleted, so a list read before an edit cannot keep a photo it did not name.",
  },
];

/** createAd and updateAd take multipart/form-data only (the photos are files); any other body is a 415. */
export const AD_MEDIA = MULTIPART_ONLY;

const adRename: Record<string, string> = { ...renameMap(adFields), images_small: "images" };

/** Every photo plus the text fields: the Worker's limit for ad bodies (body-limit.server.ts). */
export const MAX_AD_BODY_BYTES = AD_BODY_BYTES;

/** negotiable as the document says it (1 or 0) → the form's yes / no; anything else fails the form's check. */
function negotiableValue(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (value === "1") return "yes";
  if (value === "0") return "no";
  return "invalid";
}

/** The ad form's FormData from the API's fields; adding defaults negotiable and status, editing takes only what is sent. */
function adFormData(fields: Fields, mode: AdFormMode): FormData {
  const adding = mode === "add";
  const pairs: Array<[string, Value | undefined]> = [
    ["name", fields.get("name")],
    ["description", fields.get("description")],
    ["price", fields.get("price")],
    ["note", fields.get("notes") ?? fields.get("note")],
    ["negotiable", negotiableValue(fields.get("negotiable")) ?? (adding ? "yes" : undefined)],
    ["status", fields.get("status") ?? fields.get("condition") ?? (adding ? "new" : undefined)],
    ["latitude", fields.get("latitude")],
    ["longitude", fields.get("longitude")],
    ["address", fields.get("address")],
    ["category", fields.get("category_id")],
    ["subcategory", fields.get("subcategory_id")],
    ["brand_country", fields.get("brand_country_id")],
    ["third_branch", fields.get("third_branch_id")],
    ["governorate", fields.get("gov_id")],
    ["region", fields.get("region_id")],
  ];
  for (const file of fields.files("images")) pairs.push(["images", file]);
  for (const file of fields.files("images_small")) pairs.push(["images_small", file]);
  return formDataOf(pairs);
}

function writeFailure(result: Exclude<AdWriteResult, { ok: true }>, failedKey: string, namedFile: (name: string, key: string) => string): ApiError {
  switch (result.error) {
    case "notFound":
      return notFound();
    case "notVerified":
      return new ApiError(403, "editor:toasts.verifyFirst");
    case "notEditable":
      return new ApiError(409, "editor:errors.notEditable");
    case "quota":
      return new ApiError(429, "editor:errors.dailyLimit", { values: { limit: result.limit } });
    case "freeLimit":
      // The category's free ads for 30 days are posted and no pack credit is left (features/ad-limits): nothing is stored.
      return new ApiError(402, "editor:errors.freeLimit", {
        code: "free_limit",
        values: { limit: result.limit },
        errors: { category_id: ["editor:errors.freeLimitField"] },
      });
    case "invalid": {
      const errors: Record<string, string[]> = {};
      for (const [field, key] of Object.entries(result.fields as FieldErrors)) if (key) errors[adRename[field] ?? field] = [key];
      return new ApiError(422, failedKey, { errors });
    }
    case "unknownPhotos":
      return new ApiError(422, failedKey, { errors: { keep_images: ["editor:errors.unknownPhoto"] } });
    case "keyReused":
      // Named in the message and at the header, as payment APIs do; the first request's ad stands.
      return new ApiError(422, "api:errors.idempotencyKeyReused", {
        values: { key: result.key },
        errors: { "Idempotency-Key": ["api:errors.keyUsedElsewhere"] },
      });
    case "refused":
      // The risk check (features/risk): what to change, said at the text; nothing is stored.
      return new ApiError(422, "editor:risk.refused", { code: "risk_refused", errors: { description: refusalFixes(result.reasons) } });
    case "photos":
      // As the page says it: each refused photo by name.
      return new ApiError(422, failedKey, { errors: { images: result.problems.map((problem) => namedFile(problem.name, photoErrorKey(problem))) } });
  }
}

/** A 422's attribute errors under attributes.<key>, with the field's words in their messages. */
async function withAttributeWords(context: ApiContext, error: ApiError, categoryId: number): Promise<ApiError> {
  if (error.options.errors) error.options.errors = await attributeErrors(context, error.options.errors, categoryId);
  return error;
}

const namer = (context: ApiContext) => (name: string, key: string) => String(context.t("editor:errors.namedFile", { name, message: context.t(key) }));

async function parseAd(context: ApiContext, fields: Fields, mode: AdFormMode, failedKey: string) {
  // The page's own parser: the same schema, the same photo pairing.
  const parsed = parseAdForm(adFormData(fields, mode), mode);
  const { sent, error } = sentAttributes(fields);
  if (!parsed.input) {
    const invalid = validationError(parsed.submission.status === "error" ? parsed.submission.error : null, adRename, failedKey);
    if (error) Object.assign(invalid.options.errors ?? {}, error.options.errors);
    throw invalid;
  }
  if (error) throw new ApiError(422, failedKey, { errors: error.options.errors });
  // Attributes: read against the ad's category as the form's are. Adding without them still checks the
  // required ones; editing without them leaves the ad's values as they are (AdInput.attributes undefined).
  const attributes = sent ? await attributeInput(context, sent, parsed.input, failedKey) : mode === "add" ? {} : undefined;
  return { input: { ...parsed.input, attributes }, photos: parsed.photos.map((file, index) => ({ file, small: parsed.smalls[index] ?? null })) };
}

/** POST /client/ads: a new ad (under review) with its photos. */
const createAdFromApi = define({
  method: "post",
  path: "/client/ads",
  operationId: "createAd",
  summary: "Post an ad (it waits for review)",
  headers: {
    "Idempotency-Key": z
      .string()
      .regex(SUBMIT_KEY_PATTERN)
      .optional()
      .openapi(
        param(
          'A random key (16 to 64 letters, digits, - or _; a UUID fits) made once per ad the client means to post. Sending the same request again with the same key (a retry after a lost answer) creates nothing and answers 201 with the ad the first request created. The same request means the same fields with the same values, in any order, and the same photo files (name, type and bytes). A different request with a key already used is refused with 422, naming the key in msg and under errors["Idempotency-Key"], and nothing is stored: the first ad stands. A malformed key is ignored.',
        ),
      ),
  },
  body: { fields: adFields, media: AD_MEDIA },
  success: { status: 201, data: AdDataSchema, description: "Created, status pending (or the ad an earlier request with the same Idempotency-Key created)" },
  errors: [401, 402, 403, 413, 422, 429],
  async handle(request, context) {
    const { caller, fields } = await requireOwnCaller(request, context, { maxBytes: MAX_AD_BODY_BYTES, fields: adFields, media: AD_MEDIA });
    const { input, photos } = await parseAd(context, fields, "add", "editor:toasts.createFailed");
    // A retry of the same request with the same Idempotency-Key answers with the first request's ad; another request with it is a 422.
    const submitKey = parseSubmitKey(request.headers.get("Idempotency-Key"));
    const submitDigest = submitKey ? await requestDigest(request.method, new URL(request.url).pathname, fields.pairs()) : null;
    const result = await createAd(context, caller.user.id, input, photos, new Date(), { submitKey, submitDigest });
    if (!result.ok) throw await withAttributeWords(context, writeFailure(result, "editor:toasts.createFailed", namer(context)), input.categoryId);
    const [shaped] = await apiAds(context, [result.adId], { viewerId: caller.user.id });
    return ok(context, { ad: shaped }, { msg: "editor:toasts.created", status: 201 });
  },
});

/** POST /client/ads/{id}: edits one of the caller's ads (it goes back to review). */
const updateAdFromApi = define({
  method: "post",
  path: "/client/ads/{id}",
  operationId: "updateAd",
  summary:
    "Edit one of the caller's ads (it goes back to review): every field is sent again, as in the web editor; photos stay unless keep_images or new images say otherwise",
  params: pathId("The ad"),
  body: { fields: adEditFields, media: AD_MEDIA },
  success: { status: 200, data: AdDataSchema, description: "Edited" },
  errors: [401, 402, 403, 404, 409, 413, 422],
  async handle(request, context, idParam) {
    const caller = await requireApiCaller(request, context);
    const adId = positiveInt(idParam);
    if (!adId) throw notFound();
    const fields = await readFields(request, { maxBytes: MAX_AD_BODY_BYTES, fields: adEditFields, media: AD_MEDIA });
    assertOwnPhone(caller.user, fields.get("phone_number"));
    if (!(await getOwnAd(context, caller.user.id, adId))) throw notFound();
    const { input, photos } = await parseAd(context, fields, "edit", "editor:toasts.updateFailed");
    const keepGiven = fields.has("keep_images");
    // Every id given must be one of this ad's photos (an empty value names none); a wrong one is a 422 and nothing changes.
    const keepValues = fields.all("keep_images").filter((value) => value !== "");
    const keep = keepValues.map((value) => (typeof value === "string" ? positiveInt(value) : null));
    if (keep.some((value) => value === null))
      throw new ApiError(422, "editor:toasts.updateFailed", { errors: { keep_images: ["editor:errors.unknownPhoto"] } });
    // The client contract: the client sends the photos again as files; they replace the current ones.
    const replace = keepGiven || photos.length > 0;
    const result = await updateAd(context, caller.user.id, adId, input, replace ? { keep: keep as number[], add: photos } : {});
    if (!result.ok) throw await withAttributeWords(context, writeFailure(result, "editor:toasts.updateFailed", namer(context)), input.categoryId);
    const [shaped] = await apiAds(context, [adId], { viewerId: caller.user.id });
    return ok(context, { ad: shaped }, { msg: "editor:toasts.updated" });
  },
});

/** DELETE /client/ads/{id}: deletes one of the caller's ads. */
const deleteAdFromApi = define({
  method: "delete",
  path: "/client/ads/{id}",
  operationId: "deleteAd",
  summary: "Delete one of the caller's ads (another user's answers 404)",
  params: pathId("The ad"),
  query: ownPhoneFields,
  success: { status: 200, data: z.null(), description: "Deleted" },
  errors: [401, 403, 404],
  async handle(request, context, idParam) {
    const { caller } = await requireOwnCaller(request, context, { fields: ownPhoneFields });
    const adId = positiveInt(idParam);
    if (!adId) throw notFound();
    const result = await deleteAd(context, caller.user.id, adId);
    if (!result.ok) throw new ApiError(404, "editor:toasts.deleteFailed");
    return ok(context, null, { msg: "editor:toasts.deleted" });
  },
});

/** This file's operations, in the document's order. */
export const adOperations: Operation[] = [showAds, adsByParameters, createAdFromApi, showAd, updateAdFromApi, deleteAdFromApi, myAds];
