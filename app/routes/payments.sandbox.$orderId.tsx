import { parseId } from "~/lib/ids";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { accountMeta } from "~/features/account/components/meta";
import { SubmitButton } from "~/components/forms/fields";
import { formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/use-translation";
import { completeSandboxCheckout, paymentProvider } from "~/features/paid-reach/payments.server";
import { postDraftAfterPayment } from "~/features/ads/draft-after-payment.server";
import { getSandboxOrder } from "~/features/paid-reach/queries.server";
import { requireUser } from "~/server/session.server";
import { notFound, orNotFound } from "~/lib/not-found";
import { PaymentCard } from "~/features/paid-reach/components/payment-card";
import { kindLabelKey, orderName } from "~/features/paid-reach/kinds";

// The sandbox provider's hosted checkout (local use and tests only): the
// payer's own pending order, and two buttons that end it. Either way the
// sandbox sends a signed callback through the payments module's one
// verification path, then the payer lands on the return page.
async function loadOrder(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  if (paymentProvider(context.config)?.name !== "sandbox") throw notFound();
  const user = await requireUser(request, context);
  const orderId = parseId(id);
  const order = orNotFound(orderId ? await getSandboxOrder(context, user.id, orderId) : null);
  return { user, order };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order } = await loadOrder(request, context, params.orderId);
  if (order.status !== "pending") throw redirect(`/payments/return/${order.id}`);
  return json({ order, meta: { title: String(context.t("bundles:meta.sandboxTitle")) } }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, order } = await loadOrder(request, context, params.orderId);
  const intent = (await request.formData()).get("intent");
  if (intent !== "succeed" && intent !== "fail") return json({ ok: false }, { status: 400 });
  const result = await completeSandboxCheckout(context, user.id, order.id, intent === "succeed");
  if (result?.outcome === "paid") await postDraftAfterPayment(context, order.id);
  return redirect(`/payments/return/${order.id}`);
}

export default function SandboxCheckout() {
  const { order } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["bundles"]);
  return (
    <PaymentCard title={t("sandbox.title")} className="sandbox-checkout">
      <p>{t("sandbox.intro")}</p>
      <dl className="payment-summary">
        <dt>{t("sandbox.order", { id: order.id })}</dt>
        <dd />
        <dt>{t(kindLabelKey(order.kind))}</dt>
        <dd>{orderName({ name: order.bundle_name, name_en: order.bundle_name_en }, language) || "—"}</dd>
        <dt>{t("sandbox.ad")}</dt>
        <dd dir="auto">{order.ad_name || "—"}</dd>
        <dt>{t("sandbox.method")}</dt>
        <dd>{t(`methods.${order.payment_method}`)}</dd>
        <dt>{t("sandbox.amount")}</dt>
        <dd className="payment-amount">{formatPrice(t, language, order.amount_cents / 100)}</dd>
      </dl>
      <Form method="post" className="form-actions">
        <SubmitButton name="intent" value="succeed">
          {t("sandbox.succeed")}
        </SubmitButton>
        <SubmitButton name="intent" value="fail" className="button secondary">
          {t("sandbox.fail")}
        </SubmitButton>
      </Form>
      <p>
        <Link to="/account/bundles">{t("return.back")}</Link>
      </p>
    </PaymentCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);
