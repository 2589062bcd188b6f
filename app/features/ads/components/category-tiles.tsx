import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { EmptyState } from "~/components/ui/empty-state";
import { localName, type Language } from "~/lib/i18n";

interface Tile {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  image: string | null;
}

/**
 * Category tiles: image and name in the current language. With
 * `lowPriorityImages` (the home page, under its banner) their pictures are
 * fetched at low priority, so on a slow line the banner, the largest paint,
 * comes first.
 */
export function CategoryTiles({ categories, language, lowPriorityImages = false }: { categories: Tile[]; language: Language; lowPriorityImages?: boolean }) {
  const { t } = useTranslation("common");
  if (categories.length === 0) return <EmptyState message={t("empty.noAds")} />;
  return (
    <ul className="tiles">
      {categories.map((category, index) => (
        <li key={category.id}>
          <Link to={`/categories/${category.slug}`} className="tile" prefetch="intent">
            {category.image ? (
              <img
                src={`/media/${category.image}`}
                alt=""
                width={320}
                height={240}
                loading={index < 4 ? "eager" : "lazy"}
                fetchPriority={lowPriorityImages ? "low" : undefined}
              />
            ) : null}
            <span>{localName(category, language)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
