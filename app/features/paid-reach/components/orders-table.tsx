import { Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { formatDate, formatPrice, isoTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import type { OrderView } from "~/features/paid-reach/queries.server";
import { useTranslation } from "~/lib/use-translation";

/** What the table shows of an order (the account's orders and, with more columns, the admin's). */
export type OrderRowData = Omit<OrderView, "currency" | "provider" | "paid_at">;

/** A user's bundle orders with their status, newest first. */
export function OrdersTable({ orders, language }: { orders: OrderRowData[]; language: Language }) {
  const { t } = useTranslation(["bundles"]);
  return (
    <DataTable
      className="orders-table"
      caption={t("orders.caption")}
      columns={["number", "ad", "bundle", "amount", "method", "status", "date", "until"].map((key) => t(`orders.${key}`))}
      rows={orders}
      empty={t("orders.empty")}
    >
      {(order) => (
        <tr key={order.id} data-order-id={order.id}>
          <td>
            <Link to={`/payments/return/${order.id}`}>#{order.id}</Link>
          </td>
          <td>
            <span dir="auto">{order.ad_name}</span>
            {order.ad_deleted ? <span className="muted ad-deleted"> ({t("orders.adDeleted")})</span> : null}
          </td>
          <td>{language === "en" ? order.bundle_name_en : order.bundle_name}</td>
          <td>{formatPrice(t, language, order.amount_cents / 100)}</td>
          <td>{t(`methods.${order.payment_method}`)}</td>
          <td>
            <span className={`order-status order-${order.status}`}>{t(`status.${order.status}`)}</span>
          </td>
          <td>
            <time dateTime={isoTime(order.created_at)}>{formatDate(order.created_at, language)}</time>
          </td>
          <td>{order.status === "paid" && order.featured_until ? formatDate(order.featured_until, language) : "—"}</td>
        </tr>
      )}
    </DataTable>
  );
}
