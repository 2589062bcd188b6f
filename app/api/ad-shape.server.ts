// Ads as the JSON API gives them: the client contract's "ad as read". Which
// ads a caller may see is decided by the features (public listings,
// the owner's own ads, favourites); this module reads the full record of the
// ids they return, in one batch (ads/queries.server.ts's adRecords), and
// shapes it in the requested language.
import type { z } from "zod";
import { formatAge, formatPrice, isoTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import type { Context } from "~/server/context.server";
import type { ApiAdSchema } from "~/api/schemas.server";
import { favouriteIds } from "~/features/favourites/favourites.server";
import { sqlTime } from "~/server/sql.server";
import { profileName } from "~/lib/profile-name";
import { parseAttributes } from "~/lib/rows";
import { adRecords, type AdRecord } from "~/features/ads/queries.server";
import { adValues, fieldsOfCategories } from "~/features/attributes/queries.server";
import { describeValues, fieldsFor, type AttributeField, type AttributeValue } from "~/lib/attributes";
import { serverTranslate } from "~/server/i18n.server";

export type ApiAd = z.infer<typeof ApiAdSchema>;

/** Where uploads are served: an image path p is at /media/p. */
export const UPLOADS_PATH = "/media/";

export function mediaUrl(siteUrl: string, key: string): string {
  return new URL(`${UPLOADS_PATH}${key.split("/").map(encodeURIComponent).join("/")}`, siteUrl).toString();
}

type ShapeContext = Pick<Context, "t" | "language" | "config">;

function named(id: number | null, name: string | null, nameEn: string | null) {
  return id !== null && name !== null ? { id, name, name_en: nameEn ?? name } : null;
}

/** An approved ad whose date has passed reads "expired", as the owner's list says. */
function displayStatus(row: Pick<AdRecord, "status" | "expires_at">, now: Date): ApiAd["status"] {
  return row.status === "approved" && row.expires_at !== null && row.expires_at <= sqlTime(now) ? "expired" : row.status;
}

/** An ad's structured attribute values with the fields of its category that apply to it (features/attributes). */
export interface AdStructured {
  fields: AttributeField[];
  values: AttributeValue[];
}

/** Yes and no in both languages, for yes/no attributes in multi_features. */
const YES_NO = {
  yes: [String(serverTranslate("ar")("product:details.yes")), String(serverTranslate("en")("product:details.yes"))] as [string, string],
  no: [String(serverTranslate("ar")("product:details.no")), String(serverTranslate("en")("product:details.no"))] as [string, string],
};

/** An ad's values by field key, typed as the API gives them (schemas.server.ts AttributeValueSchema). */
export function typedAttributes(structured: AdStructured): Record<string, ApiAd["attributes"][string]> {
  const typed: Record<string, ApiAd["attributes"][string]> = {};
  for (const field of structured.fields) {
    const value = structured.values.find((item) => item.fieldId === field.id);
    if (!value) continue;
    if (field.kind === "number" && value.numbers.length > 0) typed[field.key] = value.numbers[0];
    else if (field.kind === "yes_no" && value.numbers.length > 0) typed[field.key] = value.numbers[0] === 1;
    else if (field.kind === "text" && value.text !== null) typed[field.key] = value.text;
    else if (field.kind === "one_of" || field.kind === "several_of") {
      const keys = field.options.filter((option) => value.numbers.includes(option.id)).map((option) => option.key);
      if (keys.length > 0) typed[field.key] = field.kind === "one_of" ? keys[0] : keys;
    }
  }
  return typed;
}

export function shapeAd(
  context: ShapeContext,
  row: AdRecord,
  wishlist: boolean,
  now = new Date(),
  structured: AdStructured = { fields: [], values: [] },
): ApiAd {
  const { language, config } = context;
  const t = (key: string, options?: Record<string, unknown>) => String(context.t(key, options));
  const pick = (arabic: string, english: string) => (language === "en" ? english || arabic : arabic || english);
  // The structured attributes when the ad has any, else the older free-form details (seed-only JSON).
  const described = describeValues(structured.fields, structured.values, YES_NO);
  const attributes =
    described.length > 0 ? described.map(({ label, label_en, value, value_en }) => ({ label, label_en, value, value_en })) : parseAttributes(row.attributes);
  const status = displayStatus(row, now);
  const first = row.images[0] ?? null;
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    price_text: formatPrice(t, language, row.price),
    image: first?.small_path ?? null,
    image_url: first ? mediaUrl(config.SITE_URL, first.small_path) : null,
    images: row.images.map((image) => ({
      id: image.id,
      image_path: image.image_path,
      small_path: image.small_path,
      url: mediaUrl(config.SITE_URL, image.image_path),
      small_url: mediaUrl(config.SITE_URL, image.small_path),
      width: image.width,
      height: image.height,
    })),
    age: formatAge((key, options) => t(`common:${key}`, options), language as Language, row.created_at, now),
    region: named(row.region_id, row.region_name, row.region_name_en),
    region_id: row.region_id,
    gov_id: row.governorate_id,
    governorate: named(row.governorate_id, row.governorate_name, row.governorate_name_en),
    category: { id: row.category_id, name: row.category_name, name_en: row.category_name_en },
    category_id: row.category_id,
    subcategory: named(row.subcategory_id, row.subcategory_name, row.subcategory_name_en),
    subcategory_id: row.subcategory_id,
    brandcountry: named(row.brand_country_id, row.brand_country_name, row.brand_country_name_en),
    brand_id: row.brand_country_id,
    third_branch: named(row.third_branch_id, row.third_branch_name, row.third_branch_name_en),
    third_branch_id: row.third_branch_id,
    status,
    status_text: t(`ads:status.${status}`),
    condition: row.condition,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    negotiable: row.negotiable ? 1 : 0,
    description: row.description,
    notes: row.note,
    is_featured: row.is_featured ? 1 : 0,
    wishlist,
    user: {
      id: row.user_id,
      name: profileName({
        is_trader: row.seller_is_trader,
        company_name: row.seller_company,
        first_name: row.seller_first_name,
        last_name: row.seller_last_name,
      }),
      company_name: row.seller_is_trader ? row.seller_company : null,
      image: row.seller_image,
      image_url: row.seller_image ? mediaUrl(config.SITE_URL, row.seller_image) : null,
      // Never in an answer: a person reveals a seller's number on the ad's page, one counted and limited tap at a time.
      phone_number: null,
      is_trader: row.seller_is_trader ? 1 : 0,
      verified: row.seller_verified === 1,
      phone_verified: row.seller_phone_verified === 1,
    },
    details: [
      { label: t("product:details.condition"), value: t(row.condition === "new" ? "product:details.new" : "product:details.used") },
      { label: t("product:details.negotiable"), value: t(row.negotiable ? "product:details.yes" : "product:details.no") },
      ...attributes.map((attribute) => ({ label: pick(attribute.label, attribute.label_en), value: pick(attribute.value, attribute.value_en) })),
    ],
    multi_features: attributes,
    attributes: typedAttributes(structured),
    url: new URL(`/categories/product/${row.id}`, config.SITE_URL).toString(),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

/**
 * Reads and shapes ads by id, in order, with the caller's hearts (`wishlist`):
 * `favourites` when the caller's favourites are already known (the wishlist
 * itself), else looked up for a signed-in caller.
 */
export async function apiAds(
  context: ShapeContext & Pick<Context, "db">,
  ids: number[],
  { viewerId = null, favourites }: { viewerId?: number | null; favourites?: Set<number> } = {},
): Promise<ApiAd[]> {
  const [rows, hearts, values] = await Promise.all([
    adRecords(context, ids),
    favourites ? Promise.resolve(favourites) : viewerId ? favouriteIds(context, viewerId, ids) : Promise.resolve(new Set<number>()),
    adValues(context, ids),
  ]);
  // The fields only of the categories whose ads give values (none: no second round trip).
  const fields =
    values.size > 0
      ? await fieldsOfCategories(
          context,
          rows.filter((row) => values.has(row.id)).map((row) => row.category_id),
          // The options the ads chose (a one_of or several_of value is its option's id): not every option of the categories.
          [...values.values()].flatMap((list) => list.flatMap((value) => value.numbers)),
        )
      : new Map();
  const now = new Date();
  return rows.map((row) =>
    shapeAd(context, row, hearts.has(row.id), now, {
      fields: fieldsFor(fields.get(row.category_id) ?? [], row.subcategory_id),
      values: values.get(row.id) ?? [],
    }),
  );
}
