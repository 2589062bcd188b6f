// The API's traders directory (the client contract's /client/profiles): a
// page of traders, read as the directory page reads its filters
// (features/traders).
import { z } from "~/api/zod-openapi.server";
import { characterCount } from "~/lib/text-length";
import { parseTraderFilters, TRADERS_PAGE_SIZE } from "~/features/traders/traders.server";
import { listTraders } from "~/features/traders/queries.server";
import { mediaUrl } from "~/api/ad-shape.server";
import { ApiError, ok, pickText } from "~/api/envelope.server";
import type { ApiField } from "~/api/fields.server";
import { positiveInt, readFields } from "~/api/request.server";
import { defineOperations, type Operation, ANY_BODY, list } from "~/api/operation.server";
import { TraderItemSchema } from "~/api/schemas.server";

const define = defineOperations({ tag: "traders", auth: "none", spec: true });

const nullableId = z.number().int().nonnegative().nullable().optional();
const PROFILES_NAME_MAX = 100;

const profilesFields: ApiField[] = [
  {
    name: "company_name",
    schema: z.string().max(PROFILES_NAME_MAX).nullable().optional(),
    description: "Part of the company name or of the trader's own name; Arabic spellings are matched loosely, as ad search matches them",
  },
  { name: "category_id", schema: nullableId, description: "null or 0: any" },
  { name: "region_id", schema: nullableId, description: "null or 0: any" },
  { name: "governorate_id", schema: nullableId, description: "null or 0: any" },
  { name: "page", schema: z.number().int().positive().nullable().optional(), description: "null: the first page" },
];

/** POST /client/profiles: a page of the traders directory. */
const profiles = define({
  method: "post",
  path: "/client/profiles",
  operationId: "profiles",
  summary: "A page of the traders directory",
  body: { fields: profilesFields, media: ANY_BODY },
  success: { status: 200, data: list(TraderItemSchema), description: "Traders, with pagination", paginated: true },
  errors: [422],
  async handle(request, context) {
    const fields = await readFields(request, { fields: profilesFields });
    // What the document says, checked (form bodies arrive as text): a longer name or a non-number is a 422, never quietly cut or dropped.
    const errors: Record<string, string[]> = {};
    const companyName = fields.get("company_name") ?? "";
    if (characterCount(companyName) > PROFILES_NAME_MAX) errors.company_name = ["api:errors.tooLong"];
    const id = (name: string): number | null => {
      const raw = fields.get(name);
      if (raw === undefined || raw === "" || raw === "0") return null;
      const value = positiveInt(raw);
      if (value === null) errors[name] = ["api:errors.badRequest"];
      return value;
    };
    const categoryId = id("category_id");
    const governorateId = id("governorate_id");
    const regionId = id("region_id");
    const rawPage = fields.get("page");
    const pageNumber = rawPage === undefined || rawPage === "" ? 1 : positiveInt(rawPage);
    if (pageNumber === null) errors.page = ["api:errors.badRequest"];
    if (Object.keys(errors).length > 0) throw new ApiError(422, "api:errors.validation", { errors });
    const filters = parseTraderFilters(new URLSearchParams({ q: companyName, page: String(pageNumber) }));
    const page = await listTraders(context, { ...filters, categoryId, governorateId, regionId, start: filters.page });
    return ok(
      context,
      page.traders.map((trader) => ({
        id: trader.id,
        name: trader.company_name,
        company_name: trader.company_name,
        slug: trader.image,
        image_url: trader.image ? mediaUrl(context.config.SITE_URL, trader.image) : null,
        verified: trader.is_verified_trader === 1,
        governorate: trader.governorate_name ? pickText(context, trader.governorate_name, trader.governorate_name_en ?? "") : null,
      })),
      { pagination: { current_page: page.current_page, last_page: page.last_page, total: page.total, per_page: TRADERS_PAGE_SIZE } },
    );
  },
});

/** This file's operations, in the document's order. */
export const traderOperations: Operation[] = [profiles];
