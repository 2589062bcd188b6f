import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { useTranslation } from "~/lib/use-translation";
import { listCategories } from "~/features/catalog/queries.server";
import { listAllPackPrices, setPackPrices } from "~/features/paid-reach/pack-queries.server";
import { DEFAULT_PACK_PRICES } from "~/features/paid-reach/defaults";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { PriceGrid, readPriceGrid } from "~/features/admin/components/price-grid";

// Packs of extra ads' prices per category: one box per
// category and pack (1, 3, 10 ads…), whole EGP; an empty box takes the pack
// off sale there. Every box is checked before anything is saved, and only the
// boxes changed on this form are written (each carries the price it showed),
// so two admins saving at once do not undo each other's changes.
async function load(context: LoaderFunctionArgs["context"]) {
  const [categories, prices] = await Promise.all([listCategories(context), listAllPackPrices(context)]);
  const options = [...new Set([...DEFAULT_PACK_PRICES.map((option) => option.ads), ...prices.map((row) => row.ads)])].sort((a, b) => a - b);
  return { categories, prices, options };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json(
    { ...(await load(context)), meta: { title: String(context.t("bundles:pack.adminTitle")) } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const { categories, options } = await load(context);
  const rows = readPriceGrid(formData, categories, options);
  if (rows === "invalid") return redirectWithMessage(context, "/admin/pack-prices", "error", "bundles:pack.adminError");
  await setPackPrices(
    context,
    admin.id,
    rows.map(({ categoryId, option, price }) => ({ categoryId, ads: option, price })),
  );
  return redirectWithMessage(context, "/admin/pack-prices", "success", "bundles:pack.adminSaved");
}

export default function AdminPackPrices() {
  const { categories, prices, options } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "bundles"]);
  const priceOf = (categoryId: number, option: number) => prices.find((row) => row.category_id === categoryId && row.ads === option)?.price;
  return (
    <>
      <h1 className="page-title">{t("bundles:pack.adminTitle")}</h1>
      <p>{t("bundles:pack.adminIntro")}</p>
      <PriceGrid
        categories={categories}
        options={options}
        priceOf={priceOf}
        optionLabel={(count, n) => t("bundles:pack.option", { count, n })}
        texts={{ title: t("bundles:pack.adminTitle"), category: t("bundles:pack.category"), save: t("bundles:pack.save") }}
        onlyChanged
        className="bump-prices pack-prices"
        language={language}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
