import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { useTranslation } from "~/lib/use-translation";
import { listCategories } from "~/features/catalog/queries.server";
import { listAllBumpPrices, setBumpPrices } from "~/features/paid-reach/bump-queries.server";
import { DEFAULT_BUMP_PRICES } from "~/features/paid-reach/defaults";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { PriceGrid, readPriceGrid } from "~/features/admin/components/price-grid";

// Bump to top's prices per category: one box per category and
// option (1 bump, or a pack), whole EGP; an empty box takes the option off
// sale there. Every box is checked before anything is saved.
async function load(context: LoaderFunctionArgs["context"]) {
  const [categories, prices] = await Promise.all([listCategories(context), listAllBumpPrices(context)]);
  const options = [...new Set([...DEFAULT_BUMP_PRICES.map((option) => option.bumps), ...prices.map((row) => row.bumps)])].sort((a, b) => a - b);
  return { categories, prices, options };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json(
    { ...(await load(context)), meta: { title: String(context.t("bundles:bump.adminTitle")) } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const { categories, options } = await load(context);
  const rows = readPriceGrid(formData, categories, options);
  if (rows === "invalid") return redirectWithMessage(context, "/admin/bump-prices", "error", "bundles:bump.adminError");
  await setBumpPrices(
    context,
    admin.id,
    rows.map(({ categoryId, option, price }) => ({ categoryId, bumps: option, price })),
  );
  return redirectWithMessage(context, "/admin/bump-prices", "success", "bundles:bump.adminSaved");
}

export default function AdminBumpPrices() {
  const { categories, prices, options } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "bundles"]);
  const priceOf = (categoryId: number, option: number) => prices.find((row) => row.category_id === categoryId && row.bumps === option)?.price;
  return (
    <>
      <h1 className="page-title">{t("bundles:bump.adminTitle")}</h1>
      <p>{t("bundles:bump.adminIntro")}</p>
      <PriceGrid
        categories={categories}
        options={options}
        priceOf={priceOf}
        optionLabel={(count, n) => t("bundles:bump.item", { count, n })}
        texts={{ title: t("bundles:bump.adminTitle"), category: t("bundles:bump.category"), save: t("bundles:bump.save") }}
        className="bump-prices"
        language={language}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
