import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { handlePaymentCallback } from "~/features/paid-reach/payments.server";
import { postDraftAfterPayment } from "~/features/ads/draft-after-payment.server";

// The payment provider's server-to-server callback (POST, no cookies, no
// Origin header: the Worker's cross-origin check lets it through). Only a
// valid signature, the order's amount and currency, and a transaction not
// seen before change anything; the answer says what happened.
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ ok: false, outcome: "method-not-allowed" }, { status: 405, headers: { Allow: "POST" } });
  const body = await request.text();
  if (body.length > 64 * 1024) return json({ ok: false, outcome: "too-large" }, { status: 413 });
  const result = await handlePaymentCallback(context, params.provider ?? "", {
    body,
    query: new URL(request.url).searchParams,
    headers: request.headers,
  });
  if (result.outcome === "paid" && result.orderId !== null) await postDraftAfterPayment(context, result.orderId);
  return json({ ok: result.status === 200, outcome: result.outcome }, { status: result.status, headers: { "Cache-Control": "no-store" } });
}

export async function loader() {
  return json({ ok: false, outcome: "method-not-allowed" }, { status: 405, headers: { Allow: "POST" } });
}
