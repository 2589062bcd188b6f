import { parseId } from "~/lib/ids";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { accountMeta } from "~/features/account/components/meta";
import { useTranslation } from "~/lib/use-translation";
import { isCheckoutAddress } from "~/features/paid-reach/payments.server";
import { getOrderForUser } from "~/features/paid-reach/queries.server";
import { requireUser } from "~/server/session.server";
import { notFound, orNotFound } from "~/lib/not-found";
import { PaymentCard } from "~/features/paid-reach/components/payment-card";
import { ButtonLink } from "~/components/ui/button-link";

// On the way to the provider's hosted checkout: the bundles form lands here
// (its policy keeps form posts on this site), and this page moves on at once
// with a refresh, or a link when the browser does not follow it. Only the
// payer's own pending order, and only to the configured provider's checkout.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const orderId = parseId(params.orderId);
  const order = orNotFound(orderId ? await getOrderForUser(context, user.id, orderId) : null);
  if (order.status !== "pending") throw redirect(`/payments/return/${order.id}`);
  const to = new URL(request.url).searchParams.get("to") ?? "";
  if (!isCheckoutAddress(context.config, to)) throw notFound();
  return json(
    { to, meta: { title: String(context.t("bundles:continue.title")) } },
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export default function ContinueToPayment() {
  const { to } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["bundles"]);
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <PaymentCard title={t("continue.title")}>
      <p>{t("continue.text")}</p>
      <div className="form-actions">
        <a href={to} className="button primary" rel="noreferrer">
          {t("continue.button")}
        </a>
        <ButtonLink to="/account/bundles">{t("return.back")}</ButtonLink>
      </div>
    </PaymentCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...accountMeta(matches, data?.meta.title),
  ...(data ? [{ httpEquiv: "refresh", content: `0;url=${data.to}` }] : []),
];
