// What a payment provider does for the payments module: start a hosted
// checkout for an order, and turn a server-to-server callback into a verified
// event (or null when its signature is not right). Providers never touch the
// database; the payments module decides what an event changes.

export type PaymentMethod = "card" | "wallet";
export type ProviderName = "sandbox" | "paymob";

export interface CheckoutOrder {
  /** Our order id (bundle_orders.id). */
  id: number;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  itemName: string;
  itemDescription: string;
}

export interface CheckoutCustomer {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164 */
  phone: string;
}

export interface CheckoutRequest {
  order: CheckoutOrder;
  customer: CheckoutCustomer;
  /** Where the provider posts its callback (server to server). */
  notificationUrl: string;
  /** Where the payer's browser comes back to. */
  returnUrl: string;
}

export type CheckoutResult = { ok: true; redirectTo: string; providerOrderId: string | null } | { ok: false; reason: string };

export interface CallbackInput {
  /** The raw request body, as received (signatures may cover it byte for byte). */
  body: string;
  query: URLSearchParams;
  headers: Headers;
}

/** A callback whose signature checked out. */
export interface PaymentEvent {
  /** Our order id when the provider echoes it (special reference), else null. */
  orderId: number | null;
  /** The provider's own order id, when it has one. */
  providerOrderId: string | null;
  transactionId: string;
  amountCents: number;
  currency: string;
  /** "ignored": a genuine callback that changes nothing (a refund, a void…). */
  outcome: "paid" | "failed" | "pending" | "ignored";
  /** The provider's words for a failure, when given. */
  message: string | null;
}

export interface PaymentProvider {
  name: ProviderName;
  methods: PaymentMethod[];
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  verifyCallback(input: CallbackInput): Promise<PaymentEvent | null>;
}

// The shared crypto (hex HMACs, constant-time comparison) is ~/server/crypto.server.ts.
