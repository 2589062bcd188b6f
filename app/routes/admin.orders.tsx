import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { DataTable } from "~/components/ui/data-table";
import { formatDate, formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/use-translation";
import { listRecentOrders } from "~/features/admin/admin.server";
import { requireAdmin } from "~/server/session.server";
import { z } from "zod";
import { choiceParam, parseSearchParams } from "~/lib/search-params";
import { AdminFilter, FilterChoice } from "~/features/admin/components/admin-filter";

const statuses = ["pending", "paid", "failed", "abandoned"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { status } = parseSearchParams(z.object({ status: choiceParam(statuses, null) }), new URL(request.url).searchParams);
  return json({ status, orders: await listRecentOrders(context, { status, limit: 100 }), meta: { title: String(context.t("admin:orders.title")) } });
}

export default function AdminOrders() {
  const { status, orders } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "bundles"]);
  return (
    <>
      <h1 className="page-title">{t("orders.title")}</h1>
      <AdminFilter submit={t("users.search")}>
        <FilterChoice
          id="orders-status"
          name="status"
          label={t("orders.filter")}
          value={status}
          all={t("orders.all")}
          choices={statuses.map((value) => [value, t(`bundles:status.${value}`)])}
        />
      </AdminFilter>
      <DataTable
        caption={t("orders.caption")}
        columns={["number", "user", "ad", "bundle", "amount", "method", "status", "date", "until", "transaction"].map((key) => t(`orders.${key}`))}
        rows={orders}
        empty={t("orders.empty")}
      >
        {(order) => (
          <tr key={order.id} data-order-id={order.id}>
            <td>#{order.id}</td>
            <td>
              <Link to={`/admin/users/${order.user_id}`} dir="auto">
                {order.user_name}
              </Link>
            </td>
            <td>
              <span dir="auto">{order.ad_name}</span>
              {order.ad_deleted ? <span className="muted ad-deleted"> ({t("bundles:orders.adDeleted")})</span> : null}
            </td>
            <td>{language === "en" ? order.bundle_name_en : order.bundle_name}</td>
            <td>{formatPrice(t, language, order.amount_cents / 100)}</td>
            <td>
              {t(`bundles:methods.${order.payment_method}`)} <span className="muted">({order.provider})</span>
            </td>
            <td>
              <span className={`order-status order-${order.status}`}>{t(`bundles:status.${order.status}`)}</span>
              {order.failure_reason ? <span className="muted"> {order.failure_reason}</span> : null}
            </td>
            <td>{formatDate(order.created_at, language)}</td>
            <td>{order.featured_until ? formatDate(order.featured_until, language) : "—"}</td>
            <td dir="ltr" className="mono">
              {order.transaction_id ?? "—"}
            </td>
          </tr>
        )}
      </DataTable>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
