import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/components/admin/meta";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate, formatPrice } from "~/lib/format";
import { useLanguage } from "~/lib/use-language";
import { useTranslation } from "~/lib/use-translation";
import { listRecentOrders } from "~/modules/admin.server";
import { requireAdmin } from "~/modules/session.server";
import { z } from "zod";
import { choiceParam, parseSearchParams } from "~/lib/search-params";

const statuses = ["pending", "paid", "failed", "abandoned"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { status } = parseSearchParams(z.object({ status: choiceParam(statuses, null) }), new URL(request.url).searchParams);
  return json({ status, orders: await listRecentOrders(context, { status, limit: 100 }), meta: { title: String(context.t("admin:orders.title")) } });
}

export default function AdminOrders() {
  const { status, orders } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["admin", "bundles"]);
  const language = useLanguage();
  return (
    <>
      <h1 className="page-title">{t("orders.title")}</h1>
      <Form method="get" className="admin-search">
        <div className="field">
          <label htmlFor="orders-status">{t("orders.filter")}</label>
          <select id="orders-status" name="status" defaultValue={status ?? ""}>
            <option value="">{t("orders.all")}</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {t(`bundles:status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button primary">
          {t("users.search")}
        </button>
      </Form>
      {orders.length === 0 ? (
        <EmptyState message={t("orders.empty")} />
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t("orders.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("orders.number")}</th>
                <th scope="col">{t("orders.user")}</th>
                <th scope="col">{t("orders.ad")}</th>
                <th scope="col">{t("orders.bundle")}</th>
                <th scope="col">{t("orders.amount")}</th>
                <th scope="col">{t("orders.method")}</th>
                <th scope="col">{t("orders.status")}</th>
                <th scope="col">{t("orders.date")}</th>
                <th scope="col">{t("orders.until")}</th>
                <th scope="col">{t("orders.transaction")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
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
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
