import { Link } from "@remix-run/react";
import { EmptyState } from "~/components/ui/empty-state";
import { useTranslation } from "~/lib/use-translation";
import { resources, type ResourceKey } from "~/lib/admin-resources";

type Row = Record<string, string | number | null> & { id: number };

/** Records of one kind as a list of links to their pages: name in both languages, image, shown or hidden. */
export function RecordList({ resource, rows, labelledBy }: { resource: ResourceKey; rows: Row[]; labelledBy: string }) {
  const { t } = useTranslation(["admin"]);
  const spec = resources[resource];
  if (rows.length === 0) return <EmptyState message={t(`resources.${resource}.empty`)} />;
  const hasImage = spec.fields.some((field) => field.name === "image");
  const hasActive = spec.fields.some((field) => field.name === "is_active");
  return (
    <ul className="record-list" aria-labelledby={labelledBy}>
      {rows.map((row) => {
        const title = String(row[spec.titleField] ?? row.id);
        const english = row[`${spec.titleField}_en`];
        return (
          <li key={row.id} className="record-item" data-record-id={row.id}>
            {hasImage ? (
              row.image ? (
                <img className="record-thumb" src={`/media/${row.image}`} alt="" width={64} height={48} loading="lazy" />
              ) : (
                <span className="record-thumb" aria-hidden="true" />
              )
            ) : null}
            <span className="record-names">
              <Link to={`/admin/${resource}/${row.id}`} aria-label={t("actions.editNamed", { name: title })} dir="auto">
                {title}
              </Link>
              {english ? (
                <span className="muted" dir="ltr">
                  {String(english)}
                </span>
              ) : null}
            </span>
            {hasActive ? (
              <span className={`order-status ${row.is_active ? "order-paid" : "order-failed"}`}>
                {row.is_active ? t("actions.active") : t("actions.inactive")}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
