import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { useTranslation } from "~/lib/use-translation";
import { listCategories } from "~/features/catalog/queries.server";
import { listAllBumpPrices, setBumpPrices } from "~/features/bumps/queries.server";
import { DEFAULT_BUMP_PRICES } from "~/features/bumps/defaults";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { localName } from "~/lib/i18n";
import { formatNumber } from "~/lib/format";

// Bump to top's prices per category (issue 43): one box per category and
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
  const rows: Array<{ categoryId: number; bumps: number; price: number | null }> = [];
  for (const category of categories) {
    for (const bumps of options) {
      const text = String(formData.get(`price_${category.id}_${bumps}`) ?? "").trim();
      if (text === "") {
        rows.push({ categoryId: category.id, bumps, price: null });
        continue;
      }
      const price = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
      if (!(price >= 1 && price <= 100000)) return redirectWithMessage(context, "/admin/bump-prices", "error", "bundles:bump.adminError");
      rows.push({ categoryId: category.id, bumps, price });
    }
  }
  await setBumpPrices(context, admin.id, rows);
  return redirectWithMessage(context, "/admin/bump-prices", "success", "bundles:bump.adminSaved");
}

export default function AdminBumpPrices() {
  const { categories, prices, options } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "bundles"]);
  const priceOf = (categoryId: number, bumps: number) => prices.find((row) => row.category_id === categoryId && row.bumps === bumps)?.price;
  return (
    <>
      <h1 className="page-title">{t("bundles:bump.adminTitle")}</h1>
      <p>{t("bundles:bump.adminIntro")}</p>
      <Form method="post" className="bump-prices">
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">{t("bundles:bump.adminTitle")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("bundles:bump.category")}</th>
                {options.map((bumps) => (
                  <th scope="col" key={bumps}>
                    {t("bundles:bump.item", { count: bumps, n: formatNumber(bumps, language) })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => (
                <tr key={category.id} data-category-id={category.id}>
                  <th scope="row">{localName(category, language)}</th>
                  {options.map((bumps) => (
                    <td key={bumps}>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={100000}
                        step={1}
                        name={`price_${category.id}_${bumps}`}
                        defaultValue={priceOf(category.id, bumps) ?? ""}
                        aria-label={`${localName(category, language)}: ${t("bundles:bump.item", { count: bumps, n: formatNumber(bumps, language) })}`}
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
            {t("bundles:bump.save")}
          </button>
        </div>
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
