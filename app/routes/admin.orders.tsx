import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { DataTable, TableHead } from "~/components/ui/data-table";
import { formatDate, formatNumber, formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/use-translation";
import { listAdminOrders, monthPaidTotals } from "~/features/paid-reach/report-queries.server";
import { ORDER_KINDS, kindLabelKey } from "~/features/paid-reach/kinds";
import { formatMonth } from "~/features/paid-reach/month";
import { OrderItem } from "~/features/paid-reach/components/order-item";
import { TotalsChart } from "~/features/paid-reach/components/totals-chart";
import { requireAdmin } from "~/server/session.server";
import { z } from "zod";
import { choiceParam, parseSearchParams } from "~/lib/search-params";
import { AdminFilter, FilterChoice } from "~/features/admin/components/admin-filter";
import ordersStyles from "~/styles/orders.css";

// Every order (bundles, bumps, packs), newest first, filtered by kind and
// state with a GET form; above them, this month's paid totals per kind (Egypt's
// calendar month), as a chart drawn on the server beside a table of the same numbers.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

const statuses = ["pending", "paid", "failed", "abandoned"] as const;
const OrdersFilterSchema = z.object({ kind: choiceParam(ORDER_KINDS, null), status: choiceParam(statuses, null) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { kind, status } = parseSearchParams(OrdersFilterSchema, new URL(request.url).searchParams);
  const [orders, month] = await Promise.all([listAdminOrders(context, { kind, status, limit: 100 }), monthPaidTotals(context)]);
  return json({
    kind,
    status,
    orders,
    month: { start: month.start.toISOString(), totals: month.totals },
    meta: { title: String(context.t("admin:orders.title")) },
  });
}

export default function AdminOrders() {
  const { kind, status, orders, month } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "bundles"]);
  const kindChoices = ORDER_KINDS.map((value): [string, string] => [value, t(`bundles:orderKinds.${value}`)]);
  const statusChoices = statuses.map((value): [string, string] => [value, t(`bundles:status.${value}`)]);
  const total = month.totals.reduce((sum, row) => ({ orders: sum.orders + row.orders, cents: sum.cents + row.amount_cents }), { orders: 0, cents: 0 });
  return (
    <>
      <h1 className="page-title">{t("orders.title")}</h1>
      <section aria-labelledby="totals-title">
        <h2 id="totals-title" className="order-totals-title">
          {t("orders.totalsTitle", { month: formatMonth(month.start, language) })}
        </h2>
        <p className="muted">{t("orders.totalsIntro")}</p>
        <div className="order-totals">
          <TotalsChart rows={month.totals} language={language} id="totals-chart" />
          <div className="table-scroll">
            <table className="data-table totals-table">
              <caption className="visually-hidden">{t("orders.totalsCaption")}</caption>
              <TableHead columns={[t("orders.kind"), t("orders.paidCount"), t("orders.paidAmount")]} />
              <tbody>
                {month.totals.map((row) => (
                  <tr key={row.kind} data-kind={row.kind}>
                    <th scope="row">{t(`bundles:${kindLabelKey(row.kind)}`)}</th>
                    <td>{formatNumber(row.orders, language)}</td>
                    <td>{formatPrice(t, language, row.amount_cents / 100)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t("orders.total")}</th>
                  <td>{formatNumber(total.orders, language)}</td>
                  <td>{formatPrice(t, language, total.cents / 100)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      </section>
      <AdminFilter submit={t("users.search")}>
        <FilterChoice id="orders-kind" name="kind" label={t("orders.kindFilter")} value={kind} all={t("orders.allKinds")} choices={kindChoices} />
        <FilterChoice id="orders-status" name="status" label={t("orders.statusFilter")} value={status} all={t("orders.all")} choices={statusChoices} />
      </AdminFilter>
      <DataTable
        caption={t("orders.caption")}
        columns={["number", "user", "ad", "item", "amount", "method", "status", "date", "until", "transaction"].map((key) => t(`orders.${key}`))}
        rows={orders}
        empty={t("orders.empty")}
      >
        {(order) => (
          <tr key={order.id} data-order-id={order.id} data-kind={order.kind}>
            <td>#{order.id}</td>
            <td>
              <Link to={`/admin/users/${order.user_id}`} dir="auto">
                {order.user_name}
              </Link>
            </td>
            <td>
              {order.ad_name ? <span dir="auto">{order.ad_name}</span> : "—"}
              {order.ad_deleted ? <span className="muted ad-deleted"> ({t("bundles:orders.adDeleted")})</span> : null}
            </td>
            <td>
              <OrderItem order={order} language={language} />
            </td>
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
