import { parseId } from "~/lib/ids";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { DataTable } from "~/components/ui/data-table";
import { useTranslation } from "~/lib/use-translation";
import { listAudit } from "~/features/admin/admin.server";
import { requireAdmin } from "~/server/session.server";
import { isoTime } from "~/lib/format";
import { AdminFilter, FilterChoice } from "~/features/admin/components/admin-filter";
import { ButtonLink } from "~/components/ui/button-link";

const PAGE = 100;
const entities = [
  "users",
  "ads",
  "bundle_orders",
  "categories",
  "subcategories",
  "brand_countries",
  "third_branches",
  "governorates",
  "regions",
  "banners",
  "safety_tips",
  "bundles",
  "blog_posts",
  "services",
  "links",
  "documents",
  "attribute_fields",
  "attribute_options",
  "jobs",
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const entity = entities.includes(params.get("entity") ?? "") ? params.get("entity") : null;
  const before = parseId(params.get("before"));
  const rows = await listAudit(context, { entity, before, limit: PAGE });
  return json({ entity, rows, entities, meta: { title: String(context.t("admin:audit.title")) } }, { headers: { "Cache-Control": "private, no-store" } });
}

function formatTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(language === "ar" ? "ar-EG" : "en-EG", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Cairo" }).format(
    new Date(isoTime(value)),
  );
}

export default function AdminAudit() {
  const { entity, rows, entities: kinds } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin"]);
  const entityChoices = kinds.map((kind): [string, string] => [kind, kind]);
  const older =
    rows.length === PAGE ? `/admin/audit?${new URLSearchParams({ ...(entity ? { entity } : {}), before: String(rows[rows.length - 1].id) }).toString()}` : null;
  return (
    <>
      <h1 className="page-title">{t("audit.title")}</h1>
      <p>{t("audit.intro")}</p>
      <AdminFilter submit={t("audit.show")}>
        <FilterChoice id="audit-entity" name="entity" label={t("audit.filter")} value={entity} all={t("audit.all")} choices={entityChoices} dir="ltr" />
      </AdminFilter>
      <DataTable
        caption={t("audit.caption")}
        columns={["when", "who", "action", "entity", "details"].map((key) => t(`audit.${key}`))}
        rows={rows}
        empty={t("audit.empty")}
      >
        {(row) => (
          <tr key={row.id}>
            <td>
              <time dateTime={isoTime(row.created_at)}>{formatTime(row.created_at, language)}</time>
            </td>
            <td dir="auto">{row.actor_id ? <Link to={`/admin/users/${row.actor_id}`}>{row.actor_name}</Link> : t("audit.system")}</td>
            <td dir="ltr">{row.action}</td>
            <td dir="ltr">
              {row.entity}
              {row.entity_id ? ` #${row.entity_id}` : ""}
            </td>
            <td dir="auto" className="mono audit-details">
              {row.details}
            </td>
          </tr>
        )}
      </DataTable>
      {older ? (
        <p>
          <ButtonLink to={older}>{t("audit.older")}</ButtonLink>
        </p>
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
