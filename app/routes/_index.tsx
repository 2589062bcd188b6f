import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { CardList } from "~/features/ads/components/ad-card";
import { CategoryTiles } from "~/features/ads/components/category-tiles";
import { localName } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { previewRows } from "~/features/ads/queries.server";
import { listBanners, listCategories } from "~/features/catalog/queries.server";
import { ButtonLink } from "~/components/ui/button-link";

export async function loader({ context }: LoaderFunctionArgs) {
  const [catalogue, banners] = await Promise.all([listCategories(context), listBanners(context)]);
  // The tiles and rows name, picture and link each category: its descriptions stay out of the page's data.
  const categories = catalogue.map(({ id, slug, name, name_en, image }) => ({ id, slug, name, name_en, image }));
  const rows = await previewRows(
    context,
    categories.map((category) => category.id),
  );
  // A plain object, not json(): the page's own render uses it as it is (no JSON text made and read back).
  return {
    banners,
    categories,
    // A card's sort date is only the listings' page bookmark: the rows send the cards without it (less page data to encode).
    rows: categories
      .map((category) => ({ category, ads: (rows.get(category.id) ?? []).map(({ listed_at: _, ...card }) => card) }))
      .filter((row) => row.ads.length > 0),
    meta: { title: context.t("ads:home.title"), description: context.t("site.description") },
  };
}

export default function Home() {
  const { banners, categories, rows } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["ads", "common"]);
  return (
    <div className="container home">
      <h1 className="visually-hidden">{t("common:site.tagline")}</h1>
      <>
        {banners.length > 0 ? (
          <section aria-label={t("home.banners")} className="banners">
            {banners.map((banner, index) => (
              <a key={banner.id} href={banner.link ?? "/categories/"} className="banner">
                <img
                  src={`/media/${banner.image}`}
                  alt={language === "en" ? banner.title_en : banner.title}
                  width={1200}
                  height={400}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "low"}
                />
              </a>
            ))}
          </section>
        ) : null}
        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className="section-title">
            {t("home.categories")}
          </h2>
          <CategoryTiles categories={categories} language={language} lowPriorityImages={banners.length > 0} />
        </section>
      </>
      {rows.map(({ category, ads }) => {
        const name = localName(category, language);
        return (
          <section key={category.id} className="preview-row" aria-labelledby={`row-${category.id}`}>
            <div className="row-head">
              <h2 id={`row-${category.id}`} className="section-title">
                {name}
              </h2>
              <ButtonLink to={`/categories/${category.slug}`}>{t("home.viewCategory", { name })}</ButtonLink>
            </div>
            <CardList ads={ads} language={language} className="row-scroller" />
          </section>
        );
      })}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);
