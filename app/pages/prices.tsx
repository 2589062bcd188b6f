import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { PriceGrid, readPriceGrid } from "~/features/admin/components/price-grid";
import { listCategories } from "~/features/catalog/queries.server";
import { listPrices, setPrices, type PricedKind } from "~/features/paid-reach/price-queries.server";
import { DEFAULT_BUMP_PRICES, DEFAULT_PACK_PRICES } from "~/features/paid-reach/defaults";
import { useTranslation } from "~/lib/use-translation";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";

// The admin's prices per category, one module for every kind priced by
// category (remix.config.js maps /admin/bump-prices and /admin/pack-prices
// here, each with its own route id; the kind is the address's last segment).
// One box per category and option (1 bump or a pack of bumps; 1, 3, 10 extra
// ads…), whole EGP; an empty box takes the option off sale there. Every box is
// checked before anything is saved. Packs write only the boxes changed on this
// form (each carries the price it showed), so two admins saving at once do not
// undo each other's changes.
type Context = LoaderFunctionArgs["context"];

/** What differs between the kinds: the table, the texts (bundles:bump.* or bundles:pack.*), the first options, and how the grid is saved. */
interface PricesPage {
  kind: PricedKind;
  /** The key naming one option ("3 bumps", "3 extra ads"). */
  optionKey: string;
  defaults: readonly number[];
  onlyChanged: boolean;
  className: string;
}

const KINDS: Record<string, PricesPage> = {
  "bump-prices": {
    kind: "bump",
    optionKey: "bundles:bump.item",
    defaults: DEFAULT_BUMP_PRICES.map((option) => option.bumps),
    onlyChanged: false,
    className: "bump-prices",
  },
  "pack-prices": {
    kind: "pack",
    optionKey: "bundles:pack.option",
    defaults: DEFAULT_PACK_PRICES.map((option) => option.ads),
    onlyChanged: true,
    className: "bump-prices pack-prices",
  },
};

function pageOf(request: Request) {
  const path = new URL(request.url).pathname.split("/").filter(Boolean).pop() ?? "";
  const page = Object.hasOwn(KINDS, path) ? KINDS[path] : undefined;
  if (!page) throw new Response(null, { status: 404 });
  return { path: `/admin/${path}`, page };
}

async function load(context: Context, page: PricesPage) {
  const [categories, prices] = await Promise.all([listCategories(context), listPrices(context, page.kind)]);
  const options = [...new Set([...page.defaults, ...prices.map((row) => row.option)])].sort((a, b) => a - b);
  return { categories, prices, options };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page } = pageOf(request);
  await requireAdmin(request, context);
  return json(
    { ...(await load(context, page)), page, meta: { title: String(context.t(`bundles:${page.kind}.adminTitle`)) } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { path, page } = pageOf(request);
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const { categories, options } = await load(context, page);
  const rows = readPriceGrid(formData, categories, options);
  if (rows === "invalid") return redirectWithMessage(context, path, "error", `bundles:${page.kind}.adminError`);
  await setPrices(context, page.kind, admin.id, rows);
  return redirectWithMessage(context, path, "success", `bundles:${page.kind}.adminSaved`);
}

export default function AdminPrices() {
  const { categories, prices, options, page } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "bundles"]);
  const key = (name: string) => `bundles:${page.kind}.${name}`;
  const priceOf = (categoryId: number, option: number) => prices.find((row) => row.category_id === categoryId && row.option === option)?.price;
  return (
    <>
      <h1 className="page-title">{t(key("adminTitle"))}</h1>
      <p>{t(key("adminIntro"))}</p>
      <PriceGrid
        categories={categories}
        options={options}
        priceOf={priceOf}
        optionLabel={(count, n) => t(page.optionKey, { count, n })}
        texts={{ title: t(key("adminTitle")), category: t(key("category")), save: t(key("save")) }}
        onlyChanged={page.onlyChanged}
        className={page.className}
        language={language}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
