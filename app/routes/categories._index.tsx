import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { CategoryTiles } from "~/features/ads/components/category-tiles";
import { pageMeta } from "~/lib/meta";
import { listCategories } from "~/features/catalog/queries.server";
import { Page } from "~/components/layout/page";

export async function loader({ context }: LoaderFunctionArgs) {
  const categories = await listCategories(context);
  return { categories, meta: { title: context.t("ads:categories.title"), description: context.t("ads:categories.description") } };
}

export default function Categories() {
  const { categories } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation("ads");
  return (
    <Page title={t("categories.title")}>
      <CategoryTiles categories={categories} language={language} />
    </Page>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);
