import { constantTimeEqual, hmacHex } from "~/server/crypto.server";
// The built-in sandbox provider (local use and tests): its hosted checkout is
// a page of this app (/payments/sandbox/<order>) where the payer chooses to
// succeed or fail; the page then sends a signed callback through the same
// verification path a real provider's callback takes. The callback body is
// JSON, signed with HMAC-SHA512 (hex, header X-Sandbox-Signature) under a key
// derived from SESSION_SECRET, so nobody without the secret can forge one.
import { type CallbackInput, type CheckoutRequest, type CheckoutResult, type PaymentEvent, type PaymentProvider } from "./provider.server";
import { cutText } from "~/lib/text-length";

export const SANDBOX_SIGNATURE_HEADER = "X-Sandbox-Signature";

export interface SandboxCallbackPayload {
  order_id: number;
  transaction_id: string;
  amount_cents: number;
  currency: string;
  success: boolean;
  pending: boolean;
  message: string | null;
  created_at: string;
}

/** The sandbox's signing key: never the session secret itself. */
export async function sandboxKey(sessionSecret: string): Promise<string> {
  return hmacHex("SHA-256", sessionSecret, "souq:sandbox-payments:v1");
}

export async function signSandboxBody(sessionSecret: string, body: string): Promise<string> {
  return hmacHex("SHA-512", await sandboxKey(sessionSecret), body);
}

/** A callback as the sandbox's checkout sends it: the body and its signature. */
export async function signSandboxCallback(sessionSecret: string, payload: SandboxCallbackPayload): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify(payload);
  return { body, signature: await signSandboxBody(sessionSecret, body) };
}

function isPayload(value: unknown): value is SandboxCallbackPayload {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.order_id) &&
    typeof v.transaction_id === "string" &&
    v.transaction_id.length > 0 &&
    v.transaction_id.length <= 100 &&
    Number.isSafeInteger(v.amount_cents) &&
    typeof v.currency === "string" &&
    typeof v.success === "boolean" &&
    typeof v.pending === "boolean"
  );
}

export function createSandboxProvider({ sessionSecret }: { sessionSecret: string }): PaymentProvider {
  return {
    name: "sandbox",
    methods: ["card", "wallet"],
    async createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
      return { ok: true, redirectTo: `/payments/sandbox/${request.order.id}`, providerOrderId: `sandbox-${request.order.id}` };
    },
    async verifyCallback(input: CallbackInput): Promise<PaymentEvent | null> {
      const signature = (input.headers.get(SANDBOX_SIGNATURE_HEADER) ?? input.query.get("hmac") ?? "").trim().toLowerCase();
      if (!/^[0-9a-f]{128}$/.test(signature)) return null;
      const expected = await signSandboxBody(sessionSecret, input.body);
      if (!constantTimeEqual(signature, expected)) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(input.body);
      } catch {
        return null;
      }
      if (!isPayload(payload)) return null;
      return {
        orderId: payload.order_id,
        providerOrderId: `sandbox-${payload.order_id}`,
        transactionId: `sandbox:${payload.transaction_id}`,
        amountCents: payload.amount_cents,
        currency: payload.currency,
        outcome: payload.pending ? "pending" : payload.success ? "paid" : "failed",
        message: typeof payload.message === "string" ? cutText(payload.message, 200) : null,
      };
    },
  };
}
