import { constantTimeEqual, hmacHex } from "~/server/crypto.server";
// Paymob (Egypt): card and mobile wallets through the Intention API and the
// unified checkout.
//
// 1. POST {api}/v1/intention/ with "Authorization: Token <secret key>" and
//    {amount (cents), currency, payment_methods [integration id], items,
//    billing_data, special_reference, notification_url, redirection_url};
//    the answer carries client_secret (and intention_order_id).
// 2. The payer goes to {api}/unifiedcheckout/?publicKey=…&clientSecret=….
// 3. Paymob POSTs the processed callback to notification_url?hmac=… with
//    {type: "TRANSACTION", obj: {...}}; the HMAC-SHA512 (hex, key: the HMAC
//    secret) covers the values of the documented fields, concatenated in the
//    documented order (booleans as "true"/"false").
import type { Config } from "~/server/config.server";
import { type CallbackInput, type CheckoutRequest, type CheckoutResult, type PaymentEvent, type PaymentMethod, type PaymentProvider } from "./provider.server";
import { cutText } from "~/lib/text-length";

export const PAYMOB_DEFAULT_API = "https://accept.paymob.com";
const TIMEOUT_MS = 15_000;

/** The transaction fields the processed callback's HMAC covers, in order. */
export const PAYMOB_HMAC_FIELDS = [
  "amount_cents",
  "created_at",
  "currency",
  "error_occured",
  "has_parent_transaction",
  "id",
  "integration_id",
  "is_3d_secure",
  "is_auth",
  "is_capture",
  "is_refunded",
  "is_standalone_payment",
  "is_voided",
  "order.id",
  "owner",
  "pending",
  "source_data.pan",
  "source_data.sub_type",
  "source_data.type",
  "success",
] as const;

export interface PaymobSettings {
  apiUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  cardIntegrationId: string | null;
  walletIntegrationId: string | null;
}

/** Paymob's settings from the configuration, or null when a required one is missing. */
export function paymobSettings(
  config: Pick<
    Config,
    "PAYMOB_API_URL" | "PAYMOB_SECRET_KEY" | "PAYMOB_PUBLIC_KEY" | "PAYMOB_HMAC_SECRET" | "PAYMOB_CARD_INTEGRATION_ID" | "PAYMOB_WALLET_INTEGRATION_ID"
  >,
): PaymobSettings | null {
  const { PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET } = config;
  const card = config.PAYMOB_CARD_INTEGRATION_ID ?? null;
  const wallet = config.PAYMOB_WALLET_INTEGRATION_ID ?? null;
  if (!PAYMOB_SECRET_KEY || !PAYMOB_PUBLIC_KEY || !PAYMOB_HMAC_SECRET || (!card && !wallet)) return null;
  return {
    apiUrl: (config.PAYMOB_API_URL ?? PAYMOB_DEFAULT_API).replace(/\/+$/, ""),
    secretKey: PAYMOB_SECRET_KEY,
    publicKey: PAYMOB_PUBLIC_KEY,
    hmacSecret: PAYMOB_HMAC_SECRET,
    cardIntegrationId: card,
    walletIntegrationId: wallet,
  };
}

/** A field's value as the HMAC string has it: booleans "true"/"false", missing values empty. */
function hmacValue(obj: Record<string, unknown>, path: string): string {
  let value: unknown = obj;
  for (const part of path.split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  return String(value);
}

/** The string the processed callback's HMAC is computed over. */
export function paymobHmacMessage(obj: Record<string, unknown>): string {
  return PAYMOB_HMAC_FIELDS.map((field) => hmacValue(obj, field)).join("");
}

export async function paymobHmac(hmacSecret: string, obj: Record<string, unknown>): Promise<string> {
  return hmacHex("SHA-512", hmacSecret, paymobHmacMessage(obj));
}

/** special_reference: our order id with a suffix, unique even across database resets. */
export function paymobReference(orderId: number, now = Date.now()): string {
  return `souq-${orderId}-${now.toString(36)}`;
}

export function orderIdFromReference(reference: unknown): number | null {
  const match = /^souq-(\d{1,12})-[0-9a-z]+$/.exec(String(reference ?? ""));
  return match ? Number(match[1]) : null;
}

function integrationFor(settings: PaymobSettings, method: PaymentMethod): string | null {
  return method === "card" ? settings.cardIntegrationId : settings.walletIntegrationId;
}

/** Billing data Paymob requires: unknown address parts are "NA". */
function billingData(request: CheckoutRequest) {
  const { customer } = request;
  return {
    first_name: customer.firstName || "NA",
    last_name: customer.lastName || "NA",
    email: customer.email,
    // Wallets are charged on an Egyptian number in local form (01XXXXXXXXX).
    phone_number: customer.phone.replace(/^\+20/, "0"),
    apartment: "NA",
    floor: "NA",
    street: "NA",
    building: "NA",
    city: "NA",
    state: "NA",
    country: "EG",
  };
}

export function createPaymobProvider(settings: PaymobSettings, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const methods = (["card", "wallet"] as const).filter((method) => integrationFor(settings, method));
  return {
    name: "paymob",
    methods: [...methods],
    async createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
      const integration = integrationFor(settings, request.order.method);
      if (!integration) return { ok: false, reason: "method-unavailable" };
      const body = {
        amount: request.order.amountCents,
        currency: request.order.currency,
        payment_methods: [Number.isSafeInteger(Number(integration)) ? Number(integration) : integration],
        items: [
          {
            name: cutText(request.order.itemName, 50),
            amount: request.order.amountCents,
            description: cutText(request.order.itemDescription, 255),
            quantity: 1,
          },
        ],
        billing_data: billingData(request),
        special_reference: paymobReference(request.order.id),
        notification_url: request.notificationUrl,
        redirection_url: request.returnUrl,
      };
      let response: Response;
      try {
        response = await fetchImpl(`${settings.apiUrl}/v1/intention/`, {
          method: "POST",
          headers: { Authorization: `Token ${settings.secretKey}`, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        return { ok: false, reason: cutText(`network: ${error instanceof Error ? error.message : String(error)}`, 200) };
      }
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        return { ok: false, reason: cutText(`intention ${response.status}: ${text}`, 200) };
      }
      const data = (await response.json().catch(() => null)) as { client_secret?: unknown; intention_order_id?: unknown } | null;
      if (!data || typeof data.client_secret !== "string" || data.client_secret === "") return { ok: false, reason: "intention without client_secret" };
      const query = new URLSearchParams({ publicKey: settings.publicKey, clientSecret: data.client_secret });
      const providerOrderId = data.intention_order_id === undefined || data.intention_order_id === null ? null : String(data.intention_order_id);
      return { ok: true, redirectTo: `${settings.apiUrl}/unifiedcheckout/?${query.toString()}`, providerOrderId };
    },
    async verifyCallback(input: CallbackInput): Promise<PaymentEvent | null> {
      const received = (input.query.get("hmac") ?? "").trim().toLowerCase();
      if (!/^[0-9a-f]{128}$/.test(received)) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(input.body);
      } catch {
        return null;
      }
      if (!payload || typeof payload !== "object") return null;
      const { type, obj } = payload as { type?: unknown; obj?: unknown };
      if (type !== "TRANSACTION" || !obj || typeof obj !== "object") return null;
      const transaction = obj as Record<string, unknown> & { order?: Record<string, unknown> };
      const expected = await paymobHmac(settings.hmacSecret, transaction);
      if (!constantTimeEqual(received, expected)) return null;

      const order = transaction.order && typeof transaction.order === "object" ? transaction.order : {};
      const integration = String(transaction.integration_id ?? "");
      const known = [settings.cardIntegrationId, settings.walletIntegrationId].filter(Boolean);
      const amountCents = Number(transaction.amount_cents);
      if (transaction.id === undefined || transaction.id === null || !Number.isSafeInteger(amountCents)) return null;
      const flag = (name: string) => transaction[name] === true;
      let outcome: PaymentEvent["outcome"];
      if (!known.includes(integration)) outcome = "ignored";
      else if (flag("pending")) outcome = "pending";
      else if (flag("is_voided") || flag("is_refunded") || flag("has_parent_transaction")) outcome = "ignored";
      else outcome = flag("success") && !flag("error_occured") ? "paid" : "failed";
      const data = transaction.data && typeof transaction.data === "object" ? (transaction.data as Record<string, unknown>) : {};
      const message = typeof data.message === "string" ? data.message : typeof transaction.message === "string" ? (transaction.message as string) : null;
      return {
        orderId: orderIdFromReference(order.merchant_order_id ?? transaction.special_reference),
        providerOrderId: order.id === undefined || order.id === null ? null : String(order.id),
        transactionId: `paymob:${String(transaction.id)}`,
        amountCents,
        currency: String(transaction.currency ?? ""),
        outcome,
        message: message ? cutText(message, 200) : null,
      };
    },
  };
}
