import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { DataTable } from "~/components/ui/data-table";
import { formatDate } from "~/lib/format";
import { localPhone } from "~/lib/normalize";
import { MorePages } from "~/components/ui/pagination";
import { useTranslation } from "~/lib/use-translation";
import { searchUsers } from "~/features/admin/admin.server";
import { requireAdmin } from "~/server/session.server";
import { AdminFilter, FilterChoice } from "~/features/admin/components/admin-filter";
import { maxLengthAttribute } from "~/lib/text-length";
import { cutText } from "~/lib/text-length";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const q = cutText((params.get("q") ?? "").trim(), 100);
  const status = params.get("status") === "active" || params.get("status") === "suspended" ? (params.get("status") as "active" | "suspended") : null;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const result = await searchUsers(context, { q, status, page });
  return json({ q, status, ...result, meta: { title: String(context.t("admin:users.title")) } });
}

export default function AdminUsers() {
  const { q, status, users, page, hasMore } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin"]);
  const statusChoices = (["active", "suspended"] as const).map((value): [string, string] => [value, t(`users.${value}`)]);
  return (
    <>
      <h1 className="page-title">{t("users.title")}</h1>
      <AdminFilter submit={t("users.search")}>
        <div className="field">
          <label htmlFor="users-q">{t("users.searchLabel")}</label>
          <input id="users-q" type="search" name="q" defaultValue={q} maxLength={maxLengthAttribute(100)} />
        </div>
        <FilterChoice id="users-status" name="status" label={t("users.statusLabel")} value={status} all={t("users.all")} choices={statusChoices} />
      </AdminFilter>
      <DataTable
        caption={t("users.caption")}
        columns={[...["name", "phone", "email", "type", "status", "joined"].map((key) => t(`users.${key}`)), { label: t("users.view"), hidden: true }]}
        rows={users}
        empty={t("users.empty")}
      >
        {(user) => {
          const name = `${user.first_name} ${user.last_name}`.trim();
          return (
            <tr key={user.id} data-user-id={user.id}>
              <td dir="auto">
                {name}
                {user.company_name ? <span className="muted"> · {user.company_name}</span> : null}
              </td>
              <td dir="ltr">{localPhone(user.phone)}</td>
              <td dir="ltr">{user.email}</td>
              <td>
                {user.role === "admin" ? t("users.admin") : user.is_trader ? t("users.trader") : t("users.customer")}
                {user.is_verified_trader ? <span className="chip">{t("users.verifiedTrader")}</span> : null}
              </td>
              <td>
                <span className={`order-status user-${user.status}`}>{t(`users.${user.status}`)}</span>
              </td>
              <td>{formatDate(user.created_at, language)}</td>
              <td>
                <Link to={`/admin/users/${user.id}`} aria-label={t("users.viewNamed", { name })}>
                  {t("users.view")}
                </Link>
              </td>
            </tr>
          );
        }}
      </DataTable>
      <MorePages page={page} hasMore={hasMore} previous={t("users.previous")} next={t("users.next")} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
