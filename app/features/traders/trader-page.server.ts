// A trader's own directory page: company name, about text (Arabic and
// English), logo, governorate and region, category and subcategory, second
// phone, WhatsApp and opening hours. One set of rules for the account's
// "My page" (routes/account.page.tsx) and the API's
// /user/update-profile (api/users.server.ts): the form shapes are checked by
// TraderPageSchema, the catalogue by checkTraderPage, and only the signed-in
// trader's own row is written (its SQL: queries.server.ts).
import type { Context } from "~/server/context.server";
import type { User } from "~/server/user.server";
import { setProfileImage } from "~/features/auth/accounts.server";
import { deleteStored, storeProfileImage, type ImageType } from "~/server/uploads.server";
import { traderPageChoices, traderPageRow, updateTraderPage, type TraderPageWrite } from "~/features/traders/queries.server";
import type { TraderPageValues } from "~/lib/schemas/trader-page";

type PageContext = Pick<Context, "db" | "bucket">;

/** What the page stores, as the form and the API give it (empty texts and phones: not set). */
export type TraderPageInput = TraderPageWrite;

/** The use-case's input from the page's checked form values, the web form's and the API's alike. */
export function traderPageInput(value: Omit<TraderPageValues, "companyName" | "logo">, companyName: TraderPageInput["companyName"]): TraderPageInput {
  return {
    companyName,
    preface: value.preface,
    prefaceEn: value.prefaceEn,
    governorateId: value.governorate,
    regionId: value.region,
    categoryId: value.category,
    subcategoryId: value.subcategory,
    phone2: value.phone2,
    whatsapp: value.whatsapp,
    openingHours: value.openingHours,
  };
}

export type TraderPageField = "companyName" | "governorate" | "region" | "category" | "subcategory";

export type TraderPageResult =
  | { ok: true }
  /** Not a trader's account: there is no directory page to edit. */
  | { ok: false; status: 403; message: string }
  /** The field that failed and its message key; nothing was saved. */
  | { ok: false; status: 400; fieldErrors: Partial<Record<TraderPageField, string>> };

/** The page as stored, for the form's first values and the API's fields left out. */
export async function readTraderPage({ db }: Pick<Context, "db">, userId: number): Promise<TraderPageInput & { image: string | null }> {
  const row = await traderPageRow({ db }, userId);
  return {
    companyName: row?.company_name ?? null,
    preface: row?.preface ?? "",
    prefaceEn: row?.preface_en ?? "",
    governorateId: row?.governorate_id ?? null,
    regionId: row?.region_id ?? null,
    categoryId: row?.category_id ?? null,
    subcategoryId: row?.subcategory_id ?? null,
    phone2: row?.phone2 ?? null,
    whatsapp: row?.whatsapp ?? null,
    openingHours: row?.opening_hours ?? "",
    image: row?.image ?? null,
  };
}

/**
 * The rules the form's schema cannot see: a trader's account; a company name,
 * once set, is changed and not removed; the governorate and category exist; a
 * region belongs to the chosen governorate and a subcategory to the chosen
 * category (neither without its parent).
 */
export async function checkTraderPage(
  { db }: Pick<Context, "db">,
  user: Pick<User, "isTrader" | "companyName">,
  input: TraderPageInput,
): Promise<TraderPageResult> {
  if (!user.isTrader) return { ok: false, status: 403, message: "traders:page.errors.notTrader" };
  const fieldErrors: Partial<Record<TraderPageField, string>> = {};
  if (user.companyName && !input.companyName) fieldErrors.companyName = "account:errors.companyNameRequired";
  const { governorate, region, category, subcategory } = await traderPageChoices({ db }, input);
  if (input.governorateId !== null && governorate === undefined) fieldErrors.governorate = "traders:page.errors.badChoice";
  if (input.categoryId !== null && category === undefined) fieldErrors.category = "traders:page.errors.badChoice";
  if (input.regionId !== null) {
    const parent = region;
    if (input.governorateId === null) fieldErrors.region = "traders:page.errors.regionWithoutGovernorate";
    else if (parent !== input.governorateId) fieldErrors.region = "traders:page.errors.regionNotInGovernorate";
  }
  if (input.subcategoryId !== null) {
    const parent = subcategory;
    if (input.categoryId === null) fieldErrors.subcategory = "traders:page.errors.subcategoryWithoutCategory";
    else if (parent !== input.categoryId) fieldErrors.subcategory = "traders:page.errors.subcategoryNotInCategory";
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, status: 400, fieldErrors };
  return { ok: true };
}

/** Writes a checked page to the trader's own row (and the logo, when one is given). */
export async function writeTraderPage(
  context: PageContext,
  userId: number,
  input: TraderPageInput,
  logo: { bytes: Uint8Array; type: ImageType } | null,
  now = new Date(),
): Promise<void> {
  await updateTraderPage(context, userId, input, now);
  if (logo) {
    const key = await storeProfileImage(context, userId, logo);
    const previous = await setProfileImage(context, userId, key);
    await deleteStored(context, previous);
  }
}

/** The page's save: checked, then written; on any refusal nothing is stored. */
export async function saveTraderPage(
  context: PageContext,
  user: Pick<User, "id" | "isTrader" | "companyName">,
  input: TraderPageInput,
  { logo }: { logo?: { bytes: Uint8Array; type: ImageType } | null } = {},
): Promise<TraderPageResult> {
  const checked = await checkTraderPage(context, user, input);
  if (!checked.ok) return checked;
  await writeTraderPage(context, user.id, input, logo ?? null);
  return { ok: true };
}
