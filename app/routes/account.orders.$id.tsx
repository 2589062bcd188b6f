import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { accountMeta } from "~/features/account/components/meta";
import { PrintButton } from "~/features/paid-reach/components/print-button";
import { kindLabelKey, orderName } from "~/features/paid-reach/kinds";
import { getReceipt } from "~/features/paid-reach/report-queries.server";
import { formatClock, formatDate, formatPrice, isoTime, toDate } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { parseId } from "~/lib/ids";
import { orNotFound } from "~/lib/not-found";
import { useTranslation } from "~/lib/use-translation";
import { requireUser } from "~/server/session.server";
import receiptStyles from "~/styles/receipt.css";
import { ButtonLink } from "~/components/ui/button-link";

// One order's receipt, for its owner only: another
// account's order and an unknown id are the same 404. It prints cleanly: the
// print rules (styles/receipt.css, loaded only here) leave the receipt alone
// on the page, without the site's navigation or buttons.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: receiptStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const orderId = parseId(params.id);
  const receipt = orNotFound(orderId ? await getReceipt(context, user.id, orderId) : null);
  return json(
    { receipt, meta: { title: String(context.t("bundles:receipt.title", { id: receipt.id })) } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** A stored time as date and time of day in Cairo. */
function when(t: ReturnType<typeof useTranslation>["t"], value: string, language: Language) {
  return <time dateTime={isoTime(value)}>{t("receipt.at", { date: formatDate(value, language), time: formatClock(toDate(value), language) })}</time>;
}

export default function OrderReceipt() {
  const { receipt } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["bundles"]);
  const provider = ["sandbox", "paymob"].includes(receipt.provider) ? t(`receipt.providers.${receipt.provider}`) : receipt.provider;
  return (
    <article className="account-card receipt" aria-labelledby="receipt-title" data-status={receipt.status}>
      <p className="receipt-issuer">{t("receipt.issuer")}</p>
      <h2 id="receipt-title">{t("receipt.title", { id: receipt.id })}</h2>
      <dl className="payment-summary receipt-details">
        <dt>{t("receipt.seller")}</dt>
        <dd dir="auto">{receipt.seller_name}</dd>
        {receipt.company_name ? (
          <>
            <dt>{t("receipt.company")}</dt>
            <dd dir="auto">{receipt.company_name}</dd>
          </>
        ) : null}
        <dt>{t("receipt.number")}</dt>
        <dd>#{receipt.id}</dd>
        <dt>{t("receipt.kind")}</dt>
        <dd>{t(kindLabelKey(receipt.kind))}</dd>
        <dt>{t("receipt.item")}</dt>
        <dd>{orderName(receipt, language) || "—"}</dd>
        <dt>{t("receipt.ad")}</dt>
        <dd>
          {receipt.ad_name ? <span dir="auto">{receipt.ad_name}</span> : "—"}
          {receipt.ad_deleted ? <span className="muted"> ({t("orders.adDeleted")})</span> : null}
        </dd>
        <dt>{t("receipt.amount")}</dt>
        <dd className="payment-amount">{formatPrice(t, language, receipt.amount_cents / 100)}</dd>
        <dt>{t("receipt.method")}</dt>
        <dd>{t(`methods.${receipt.payment_method}`)}</dd>
        <dt>{t("receipt.provider")}</dt>
        <dd>{provider}</dd>
        <dt>{t("receipt.transaction")}</dt>
        <dd dir="ltr" className="mono receipt-transaction">
          {receipt.transaction_id ?? "—"}
        </dd>
        <dt>{t("receipt.status")}</dt>
        <dd>
          <span className={`order-status order-${receipt.status}`}>{t(`status.${receipt.status}`)}</span>
        </dd>
        <dt>{t("receipt.created")}</dt>
        <dd>{when(t, receipt.created_at, language)}</dd>
        {receipt.paid_at ? (
          <>
            <dt>{t("receipt.paid")}</dt>
            <dd>{when(t, receipt.paid_at, language)}</dd>
          </>
        ) : null}
        {receipt.status === "paid" && receipt.kind === "bundle" && receipt.featured_until ? (
          <>
            <dt>{t("receipt.until")}</dt>
            <dd>
              <time dateTime={isoTime(receipt.featured_until)}>{formatDate(receipt.featured_until, language)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="receipt-note">{receipt.status === "paid" ? t("receipt.note") : t("receipt.notPaid")}</p>
      <div className="form-actions receipt-actions">
        <PrintButton>{t("receipt.print")}</PrintButton>
        <ButtonLink to="/account/orders">{t("receipt.back")}</ButtonLink>
      </div>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);
