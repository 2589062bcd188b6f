import { parseId } from "~/lib/ids";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { accountMeta } from "~/features/account/components/meta";
import { formatDate, formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/use-translation";
import { getOrderForUser } from "~/features/paid-reach/queries.server";
import { requireUser } from "~/server/session.server";
import { orNotFound } from "~/lib/not-found";
import { PaymentCard } from "~/features/paid-reach/components/payment-card";
import { getDraft, packOrderOf } from "~/features/paid-reach/pack-queries.server";
import { ButtonLink } from "~/components/ui/button-link";

// Where the payer's browser comes back from the checkout. It only reads the
// order: whatever the address carries (a provider appends its own query) is
// ignored; the callback alone changes an order.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const orderId = parseId(params.orderId);
  const order = orNotFound(orderId ? await getOrderForUser(context, user.id, orderId) : null);
  // A pack of extra ads (features/paid-reach) names a category, not an ad: paid, the seller goes back to the ad kept as a draft there.
  const [pack, draft] = order.kind === "pack" ? await Promise.all([packOrderOf(context, user.id, order.id), getDraft(context, user.id)]) : [null, null];
  // Paid, the draft is posted with the pack (features/ads postDraftOfPaidPack), and the order names the ad.
  const packInfo = pack ? { categoryId: pack.category_id, hasDraft: draft?.categoryId === pack.category_id, posted: order.ad_id !== null } : null;
  return json({ order, pack: packInfo, meta: { title: String(context.t("bundles:meta.returnTitle")) } }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function PaymentReturn() {
  const { order, pack } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["bundles"]);
  const message =
    order.status === "paid"
      ? pack
        ? pack.posted
          ? t("pack.posted", { item: language === "en" ? order.bundle_name_en : order.bundle_name, name: order.ad_name })
          : t("pack.paid", { item: language === "en" ? order.bundle_name_en : order.bundle_name })
        : order.ad_deleted
          ? t("return.paidAdDeleted")
          : order.kind === "bump"
            ? t((order.bumps ?? 1) > 1 ? "bump.paidPack" : "bump.paid")
            : t("return.paid", { date: order.featured_until ? formatDate(order.featured_until, language) : "" })
      : order.status === "failed"
        ? t(pack ? "pack.failed" : "return.failed")
        : order.status === "abandoned"
          ? t("return.abandoned")
          : t("return.pending");
  return (
    <PaymentCard title={t("return.title")}>
      <p className="muted">{t("return.order", { id: order.id })}</p>
      <p
        className={`notice notice-${order.status === "paid" ? "success" : order.status === "failed" ? "error" : "info"} payment-state`}
        role="status"
        data-status={order.status}
      >
        {message}
      </p>
      <dl className="payment-summary">
        <dt>{t("orders.bundle")}</dt>
        <dd>{language === "en" ? order.bundle_name_en : order.bundle_name}</dd>
        {pack ? null : (
          <>
            <dt>{t("orders.ad")}</dt>
            <dd>
              <span dir="auto">{order.ad_name}</span>
              {order.ad_deleted ? <span className="muted"> ({t("orders.adDeleted")})</span> : null}
            </dd>
          </>
        )}
        <dt>{t("orders.amount")}</dt>
        <dd>{formatPrice(t, language, order.amount_cents / 100)}</dd>
        <dt>{t("orders.status")}</dt>
        <dd>{t(`status.${order.status}`)}</dd>
      </dl>
      <div className="form-actions">
        {order.status === "pending" ? (
          <ButtonLink to={`/payments/return/${order.id}`} reloadDocument>
            {t("return.refresh")}
          </ButtonLink>
        ) : null}
        {order.status === "paid" && pack?.posted ? (
          <ButtonLink to="/account/ads" kind="primary">
            {t("pack.myAds")}
          </ButtonLink>
        ) : null}
        {order.status === "paid" && pack && !pack.posted ? (
          <ButtonLink to={pack.hasDraft ? "/account/ads?sheet=add-ad&draft=1" : "/account/ads?sheet=add-ad"} kind="primary">
            {t(pack.hasDraft ? "pack.continueDraft" : "pack.addAd")}
          </ButtonLink>
        ) : null}
        {(order.status === "failed" || order.status === "abandoned") && pack ? (
          <ButtonLink to={`/account/packs?category=${pack.categoryId}`}>{t("return.tryAgain")}</ButtonLink>
        ) : null}
        {order.status === "paid" && !order.ad_deleted && !pack ? <ButtonLink to={`/categories/product/${order.ad_id}`}>{t("return.viewAd")}</ButtonLink> : null}
        {(order.status === "failed" || order.status === "abandoned") && !order.ad_deleted && !pack ? (
          <ButtonLink to={order.kind === "bump" ? `/account/bumps?ad=${order.ad_id}` : `/account/bundles?ad=${order.ad_id}#buy-bundle`}>
            {t("return.tryAgain")}
          </ButtonLink>
        ) : null}
        {pack ? (
          <ButtonLink to="/account/packs">{t("pack.link")}</ButtonLink>
        ) : (
          <ButtonLink to="/account/bundles" kind="primary">
            {t("return.back")}
          </ButtonLink>
        )}
      </div>
    </PaymentCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);
