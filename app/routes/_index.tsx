import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { localName } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { useLanguage } from "~/lib/use-language";
import { listCategories } from "~/modules/catalog.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const categories = await listCategories(context);
  return json({
    categories,
    meta: { title: context.t("site.name"), description: context.t("site.description") },
  });
}

export default function Home() {
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="container">
      <h1 className="page-title">{t("site.tagline")}</h1>
      {categories.length === 0 ? (
        <EmptyState message={t("empty.noAds")} />
      ) : (
        <ul className="tiles">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/categories/${category.slug}`} className="tile">
                {category.image ? <img src={`/media/${category.image}`} alt="" width={320} height={240} /> : null}
                <span>{localName(category, language)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? pageMeta(matches, location, data.meta) : [];
