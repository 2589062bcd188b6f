// The API's lookups (the client contract): governorates, regions,
// categories and their branches, safety tips and banners, read from the
// catalog and places features and shaped in the requested language.
import { z } from "~/api/zod-openapi.server";
import type { Context } from "~/server/context.server";
import {
  listAllBranches,
  listBanners,
  listBrandCountries,
  listCategoryRecords,
  listSafetyTips,
  listSubcategories,
  listThirdBranches,
} from "~/features/catalog/queries.server";
import { listAllRegions, listGovernorates, listRegions } from "~/features/catalog/places.server";
import { mediaUrl } from "~/api/ad-shape.server";
import { ApiError, notFound, ok, pickText } from "~/api/envelope.server";
import type { ApiField } from "~/api/fields.server";
import { positiveInt, readFields } from "~/api/request.server";
import { defineOperations, type Operation, list, pathParent } from "~/api/operation.server";
import { BannersDataSchema, BranchSchema, CategorySchema, GovernorateSchema, RegionSchema, SafetyTipSchema } from "~/api/schemas.server";

const define = defineOperations({ tag: "lookups", auth: "none", spec: true });

type ApiContext = Context;

const governorates = define({
  method: "get",
  path: "/client/governorates",
  operationId: "governorates",
  summary: "Governorates",
  success: { status: 200, data: list(GovernorateSchema), description: "All governorates" },
  errors: [],
  async handle(_request, context) {
    const rows = await listGovernorates(context);
    return ok(
      context,
      rows.map(({ id, name, name_en, slug, latitude, longitude }) => ({ id, name, name_en, slug, latitude, longitude })),
    );
  },
});

const regionsFields: ApiField[] = [
  { name: "governorate_id", schema: z.number().int().positive().optional(), description: "Only this governorate's regions (query); all when left out" },
];

const regions = define({
  method: "get",
  path: "/client/regions",
  operationId: "regions",
  summary: "Regions (cities and districts)",
  query: regionsFields,
  success: { status: 200, data: list(RegionSchema), description: "Regions" },
  errors: [422],
  async handle(request, context) {
    const fields = await readFields(request, { fields: regionsFields });
    const raw = fields.get("governorate_id");
    const governorateId = raw === undefined || raw === "" || raw === "-1" ? null : positiveInt(raw);
    if (raw !== undefined && raw !== "" && raw !== "-1" && governorateId === null)
      throw new ApiError(422, "api:errors.validation", { errors: { governorate_id: ["api:errors.badRequest"] } });
    const rows = governorateId ? await listRegions(context, governorateId) : await listAllRegions(context);
    return ok(
      context,
      rows.map(({ id, governorate_id, name, name_en, latitude, longitude }) => ({
        id,
        governorate_id,
        parent_id: governorate_id,
        name,
        name_en,
        latitude,
        longitude,
      })),
    );
  },
});

const categories = define({
  method: "get",
  path: "/client/categories",
  operationId: "categories",
  summary: "Categories",
  success: { status: 200, data: list(CategorySchema), description: "All categories" },
  errors: [],
  async handle(_request, context) {
    const rows = await listCategoryRecords(context);
    return ok(
      context,
      rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        name_en: row.name_en,
        image: row.image,
        image_url: row.image ? mediaUrl(context.config.SITE_URL, row.image) : null,
        notes: row.notes,
        description: row.description,
        description_en: row.description_en,
        title_price: row.title_price,
        multi_feature_hd_id: row.multi_feature_hd_id,
      })),
    );
  },
});

export type BranchLevel = "subcategories" | "brand_countries" | "third_branches";

const byParent = {
  subcategories: listSubcategories,
  brand_countries: listBrandCountries,
  third_branches: listThirdBranches,
} as const;

/** /client/subcategories/{category_id}, /brand-countries/{subcategory_id}, /third-branches/{brand_country_id}: -1 means all. */
export async function branches(context: ApiContext, level: BranchLevel, parent: string | undefined): Promise<Response> {
  const parentId = parent === "-1" ? null : positiveInt(parent);
  if (parent !== "-1" && parentId === null) throw notFound();
  const rows = parentId === null ? await listAllBranches(context, level) : await byParent[level](context, parentId);
  return ok(
    context,
    rows.map(({ id, parent_id, name, name_en }) => ({ id, parent_id, name, name_en })),
  );
}

/** The three branch levels: each lists the children of one parent, or of all with -1. */
const [subcategories, brandCountries, thirdBranches] = (
  [
    ["subcategories", "/client/subcategories/{id}", "subcategories", "Subcategories", "A category", "the category"],
    ["brand_countries", "/client/brand-countries/{id}", "brandCountries", "Brand countries", "A subcategory", "the subcategory"],
    ["third_branches", "/client/third-branches/{id}", "thirdBranches", "Third branches", "A brand country", "the brand country"],
  ] as const
).map(([level, path, operationId, summary, parent, parentName]) =>
  define({
    method: "get",
    path,
    operationId,
    summary,
    params: pathParent(parent),
    success: { status: 200, data: list(BranchSchema), description: `parent_id is ${parentName}` },
    errors: [404],
    handle: (_request, context, idParam) => branches(context, level, idParam),
  }),
);

const safety = define({
  method: "get",
  path: "/client/safety",
  operationId: "safety",
  summary: "Safety tips for buyers",
  success: { status: 200, data: list(SafetyTipSchema), description: "Tips" },
  errors: [],
  async handle(_request, context) {
    const rows = await listSafetyTips(context);
    return ok(
      context,
      rows.map((row) => ({ id: row.id, title: pickText(context, row.title, row.title_en) })),
    );
  },
});

const banners = define({
  method: "get",
  path: "/client/websecondbanners",
  operationId: "banners",
  summary: "Banners (the list is data.data)",
  success: { status: 200, data: BannersDataSchema, description: "Banners" },
  errors: [],
  async handle(_request, context) {
    const rows = await listBanners(context);
    return ok(context, {
      data: rows.map((row) => ({
        id: row.id,
        title: pickText(context, row.title, row.title_en),
        image: row.image,
        image_url: mediaUrl(context.config.SITE_URL, row.image),
        link: row.link,
      })),
    });
  },
});

/** This file's operations, in the document's order. */
export const lookupOperations: Operation[] = [governorates, regions, categories, subcategories, brandCountries, thirdBranches, safety, banners];
