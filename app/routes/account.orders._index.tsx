import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { accountMeta } from "~/features/account/components/meta";
import { OrderItem } from "~/features/paid-reach/components/order-item";
import { listAccountOrders } from "~/features/paid-reach/report-queries.server";
import { DataTable } from "~/components/ui/data-table";
import { formatDate, formatPrice, isoTime } from "~/lib/format";
import { idParam, parseSearchParams } from "~/lib/search-params";
import { useTranslation } from "~/lib/use-translation";
import { requireUser } from "~/server/session.server";
import ordersStyles from "~/styles/orders.css";
import { CardSection } from "~/components/ui/card-section";
import { ButtonLink } from "~/components/ui/button-link";

// The seller's orders of every kind, newest first, a page
// at a time by cursor: ?before=N is the page older than order N, ?after=N the
// page newer than it. Plain links, so paging works without JavaScript.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

const OrdersParamsSchema = z.object({ before: idParam, after: idParam });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { before, after } = parseSearchParams(OrdersParamsSchema, new URL(request.url).searchParams);
  const page = await listAccountOrders(context, user.id, before ? { before } : { after });
  return json({ ...page, meta: { title: String(context.t("bundles:myOrders.title")) } }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountOrders() {
  const { orders, older, newer } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["bundles"]);
  return (
    <CardSection titleId="tab-title" title={t("myOrders.title")}>
      <p>{t("myOrders.intro")}</p>
      <DataTable
        className="orders-table account-orders"
        caption={t("myOrders.caption")}
        columns={["number", "item", "amount", "status", "date", "ad"].map((key) => t(`myOrders.${key}`))}
        rows={orders}
        empty={t("myOrders.empty")}
      >
        {(order) => (
          <tr key={order.id} data-order-id={order.id}>
            <td>
              <Link to={`/account/orders/${order.id}`} aria-label={t("myOrders.open", { id: order.id })}>
                #{order.id}
              </Link>
            </td>
            <td>
              <OrderItem order={order} language={language} />
            </td>
            <td className="order-amount">{formatPrice(t, language, order.amount_cents / 100)}</td>
            <td>
              <span className={`order-status order-${order.status}`}>{t(`status.${order.status}`)}</span>
            </td>
            <td className="order-date">
              <time dateTime={isoTime(order.created_at)}>{formatDate(order.created_at, language)}</time>
            </td>
            <td>
              {order.ad_name ? <span dir="auto">{order.ad_name}</span> : "—"}
              {order.ad_deleted ? <span className="muted ad-deleted"> ({t("orders.adDeleted")})</span> : null}
            </td>
          </tr>
        )}
      </DataTable>
      {newer || older ? (
        <nav className="pagination" aria-label={t("myOrders.pages")}>
          {newer ? (
            <ButtonLink to={`/account/orders?after=${newer}`} rel="prev">
              {t("myOrders.newer")}
            </ButtonLink>
          ) : null}
          {older ? (
            <ButtonLink to={`/account/orders?before=${older}`} rel="next">
              {t("myOrders.older")}
            </ButtonLink>
          ) : null}
        </nav>
      ) : null}
    </CardSection>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);
