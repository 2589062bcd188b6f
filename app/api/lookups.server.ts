// The API's lookups (the client contract): governorates, regions,
// categories and their branches, safety tips and banners, read from the
// catalog and places features and shaped in the requested language.
import { z } from "zod";
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

type ApiContext = Context;

export async function governorates(_request: Request, context: ApiContext): Promise<Response> {
  const rows = await listGovernorates(context);
  return ok(
    context,
    rows.map(({ id, name, name_en, slug, latitude, longitude }) => ({ id, name, name_en, slug, latitude, longitude })),
  );
}

export const regionsFields: ApiField[] = [
  { name: "governorate_id", schema: z.number().int().positive().optional(), description: "Only this governorate's regions (query); all when left out" },
];

export async function regions(request: Request, context: ApiContext): Promise<Response> {
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
}

export async function categories(_request: Request, context: ApiContext): Promise<Response> {
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
}

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

export async function safety(_request: Request, context: ApiContext): Promise<Response> {
  const rows = await listSafetyTips(context);
  return ok(
    context,
    rows.map((row) => ({ id: row.id, title: pickText(context, row.title, row.title_en) })),
  );
}

export async function banners(_request: Request, context: ApiContext): Promise<Response> {
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
}
