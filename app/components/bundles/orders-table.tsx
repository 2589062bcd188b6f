import { Link } from "@remix-run/react";
import { formatDate, formatPrice } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";

export interface OrderRowData {
  id: number;
  ad_id: number;
  ad_name: string;
  /** 1 when the ad was deleted after the order. */
  ad_deleted: number;
  bundle_name: string;
  bundle_name_en: string;
  days: number;
  amount_cents: number;
  payment_method: "card" | "wallet";
  status: "pending" | "paid" | "failed" | "abandoned";
  created_at: string;
  featured_until: string | null;
}

/** A user's bundle orders with their status, newest first. */
export function OrdersTable({ orders, language }: { orders: OrderRowData[]; language: Language }) {
  const { t } = useTranslation(["bundles"]);
  return (
    <div className="table-scroll">
      <table className="data-table orders-table">
        <caption className="visually-hidden">{t("orders.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("orders.number")}</th>
            <th scope="col">{t("orders.ad")}</th>
            <th scope="col">{t("orders.bundle")}</th>
            <th scope="col">{t("orders.amount")}</th>
            <th scope="col">{t("orders.method")}</th>
            <th scope="col">{t("orders.status")}</th>
            <th scope="col">{t("orders.date")}</th>
            <th scope="col">{t("orders.until")}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
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
                <time dateTime={`${order.created_at.replace(" ", "T")}Z`}>{formatDate(order.created_at, language)}</time>
              </td>
              <td>{order.status === "paid" && order.featured_until ? formatDate(order.featured_until, language) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
