import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { useTranslation } from "~/lib/use-translation";
import { listCategories } from "~/features/catalog/queries.server";
import { listAllPackPrices, setPackPrices } from "~/features/packs/queries.server";
import { DEFAULT_PACK_PRICES } from "~/features/packs/defaults";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { localName } from "~/lib/i18n";
import { formatNumber } from "~/lib/format";

// Packs of extra ads' prices per category (issue 43, item 2): one box per
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
  const rows: Array<{ categoryId: number; ads: number; price: number | null }> = [];
  for (const category of categories) {
    for (const ads of options) {
      const text = String(formData.get(`price_${category.id}_${ads}`) ?? "").trim();
      const shown = formData.get(`was_${category.id}_${ads}`);
      if (typeof shown === "string" && shown.trim() === text) continue;
      if (text === "") {
        rows.push({ categoryId: category.id, ads, price: null });
        continue;
      }
      const price = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
      if (!(price >= 1 && price <= 100000)) return redirectWithMessage(context, "/admin/pack-prices", "error", "bundles:pack.adminError");
      rows.push({ categoryId: category.id, ads, price });
    }
  }
  await setPackPrices(context, admin.id, rows);
  return redirectWithMessage(context, "/admin/pack-prices", "success", "bundles:pack.adminSaved");
}

export default function AdminPackPrices() {
  const { categories, prices, options } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "bundles"]);
  const priceOf = (categoryId: number, ads: number) => prices.find((row) => row.category_id === categoryId && row.ads === ads)?.price;
  return (
    <>
      <h1 className="page-title">{t("bundles:pack.adminTitle")}</h1>
      <p>{t("bundles:pack.adminIntro")}</p>
      <Form method="post" className="bump-prices pack-prices">
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">{t("bundles:pack.adminTitle")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("bundles:pack.category")}</th>
                {options.map((ads) => (
                  <th scope="col" key={ads}>
                    {t("bundles:pack.option", { count: ads, n: formatNumber(ads, language) })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => (
                <tr key={category.id} data-category-id={category.id}>
                  <th scope="row">{localName(category, language)}</th>
                  {options.map((ads) => (
                    <td key={ads}>
                      <input type="hidden" name={`was_${category.id}_${ads}`} value={priceOf(category.id, ads) ?? ""} />
                      <input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={100000}
                        step={1}
                        name={`price_${category.id}_${ads}`}
                        defaultValue={priceOf(category.id, ads) ?? ""}
                        aria-label={`${localName(category, language)}: ${t("bundles:pack.option", { count: ads, n: formatNumber(ads, language) })}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="form-actions">
          <button type="submit" className="button primary">
            {t("bundles:pack.save")}
          </button>
        </div>
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
