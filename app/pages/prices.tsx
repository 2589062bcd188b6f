import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { PriceGrid, readPriceGrid } from "~/features/admin/components/price-grid";
import { listCategories } from "~/features/catalog/queries.server";
import { listAllBumpPrices, setBumpPrices } from "~/features/paid-reach/bump-queries.server";
import { listAllPackPrices, setPackPrices } from "~/features/paid-reach/pack-queries.server";
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
type PriceRow = { category_id: number; option: number; price: number };
type SavedRow = { categoryId: number; option: number; price: number | null };

interface PricedKind {
  /** The translation keys' prefix in the bundles namespace ("bump" → bundles:bump.adminTitle). */
  texts: "bump" | "pack";
  /** The key naming one option ("3 bumps", "3 extra ads"). */
  optionKey: string;
  defaults: readonly number[];
  list: (context: Context) => Promise<PriceRow[]>;
  save: (context: Context, adminId: number, rows: SavedRow[]) => Promise<unknown>;
  onlyChanged: boolean;
  className: string;
}

const KINDS: Record<string, PricedKind> = {
  "bump-prices": {
    texts: "bump",
    optionKey: "bundles:bump.item",
    defaults: DEFAULT_BUMP_PRICES.map((option) => option.bumps),
    list: async (context) => (await listAllBumpPrices(context)).map((row) => ({ category_id: row.category_id, option: row.bumps, price: row.price })),
    save: (context, adminId, rows) =>
      setBumpPrices(
        context,
        adminId,
        rows.map(({ categoryId, option, price }) => ({ categoryId, bumps: option, price })),
      ),
    onlyChanged: false,
    className: "bump-prices",
  },
  "pack-prices": {
    texts: "pack",
    optionKey: "bundles:pack.option",
    defaults: DEFAULT_PACK_PRICES.map((option) => option.ads),
    list: async (context) => (await listAllPackPrices(context)).map((row) => ({ category_id: row.category_id, option: row.ads, price: row.price })),
    save: (context, adminId, rows) =>
      setPackPrices(
        context,
        adminId,
        rows.map(({ categoryId, option, price }) => ({ categoryId, ads: option, price })),
      ),
    onlyChanged: true,
    className: "bump-prices pack-prices",
  },
};

function kindOf(request: Request) {
  const path = new URL(request.url).pathname.split("/").filter(Boolean).pop() ?? "";
  const kind = Object.hasOwn(KINDS, path) ? KINDS[path] : undefined;
  if (!kind) throw new Response(null, { status: 404 });
  return { path: `/admin/${path}`, kind };
}

async function load(context: Context, kind: PricedKind) {
  const [categories, prices] = await Promise.all([listCategories(context), kind.list(context)]);
  const options = [...new Set([...kind.defaults, ...prices.map((row) => row.option)])].sort((a, b) => a - b);
  return { categories, prices, options };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { kind } = kindOf(request);
  await requireAdmin(request, context);
  const { texts, optionKey, onlyChanged, className } = kind;
  return json(
    { ...(await load(context, kind)), kind: { texts, optionKey, onlyChanged, className }, meta: { title: String(context.t(`bundles:${texts}.adminTitle`)) } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { path, kind } = kindOf(request);
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const { categories, options } = await load(context, kind);
  const rows = readPriceGrid(formData, categories, options);
  if (rows === "invalid") return redirectWithMessage(context, path, "error", `bundles:${kind.texts}.adminError`);
  await kind.save(context, admin.id, rows);
  return redirectWithMessage(context, path, "success", `bundles:${kind.texts}.adminSaved`);
}

export default function AdminPrices() {
  const { categories, prices, options, kind } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "bundles"]);
  const key = (name: string) => `bundles:${kind.texts}.${name}`;
  const priceOf = (categoryId: number, option: number) => prices.find((row) => row.category_id === categoryId && row.option === option)?.price;
  return (
    <>
      <h1 className="page-title">{t(key("adminTitle"))}</h1>
      <p>{t(key("adminIntro"))}</p>
      <PriceGrid
        categories={categories}
        options={options}
        priceOf={priceOf}
        optionLabel={(count, n) => t(kind.optionKey, { count, n })}
        texts={{ title: t(key("adminTitle")), category: t(key("category")), save: t(key("save")) }}
        onlyChanged={kind.onlyChanged}
        className={kind.className}
        language={language}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
