import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { useTranslation } from "~/lib/use-translation";

/** The admin's way back from a category's attribute pages: categories, the category, and, deeper in, its fields. */
export function CategoryCrumbs({ category, toFields = false }: { category: { id: number; name: string }; toFields?: boolean }) {
  const { t } = useTranslation(["admin"]);
  return (
    <Breadcrumbs
      className="breadcrumbs"
      label={t("actions.back")}
      crumbs={[
        { to: "/admin/categories", label: t("resources.categories.title") },
        { to: `/admin/categories/${category.id}`, label: category.name, named: true },
        ...(toFields ? [{ to: `/admin/categories/${category.id}/attributes`, label: t("attributes.link") }] : []),
      ]}
    />
  );
}
