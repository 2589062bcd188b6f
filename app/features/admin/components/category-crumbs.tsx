import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";

/** The admin's way back from a category's attribute pages: categories, the category, and, deeper in, its fields. */
export function CategoryCrumbs({ category, toFields = false }: { category: { id: number; name: string }; toFields?: boolean }) {
  const { t } = useTranslation(["admin"]);
  return (
    <nav className="breadcrumbs" aria-label={t("actions.back")}>
      <ol>
        <li>
          <Link to="/admin/categories">{t("resources.categories.title")}</Link>
        </li>
        <li>
          <Link to={`/admin/categories/${category.id}`} dir="auto">
            {category.name}
          </Link>
        </li>
        {toFields ? (
          <li>
            <Link to={`/admin/categories/${category.id}/attributes`}>{t("attributes.link")}</Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
