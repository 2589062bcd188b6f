import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pushPublicKey, isSubscribed, subscribe, unsubscribe } from "~/features/push/push.server";
import { PushSubscriptionSchema, PushUnsubscribeSchema } from "~/features/push/schema";
import { getOptionalUser } from "~/server/session.server";

// Web Push subscriptions of this browser for the signed-in account (features/push).
// The notifications switch on /account/searches (with JavaScript only: push needs
// it) asks here whether this device is subscribed (GET ?endpoint=), subscribes
// (intent subscribe: endpoint, p256dh, auth) and unsubscribes (intent
// unsubscribe: endpoint); the service worker unsubscribes the device here on
// sign-out, before the session ends. Answers are JSON with a translation key on
// failure; a device is only ever added to or removed from the caller's account.
type Answer = { ok: true; subscribed: boolean } | { ok: false; error: string };

const headers = { "Cache-Control": "private, no-store" };
const fail = (error: string, status: number) => json<Answer>({ ok: false, error }, { status, headers });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  if (!user) return fail("push:errors.signIn", 401);
  if (!pushPublicKey(context.config)) return fail("push:errors.unavailable", 404);
  const parsed = PushUnsubscribeSchema.safeParse({ endpoint: new URL(request.url).searchParams.get("endpoint") ?? undefined });
  if (!parsed.success) return fail(parsed.error.issues[0]!.message, 400);
  return json<Answer>({ ok: true, subscribed: await isSubscribed(context, user.id, parsed.data.endpoint) }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getOptionalUser(request, context);
  if (!user) return fail("push:errors.signIn", 401);
  const form = await request.formData();
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const intent = fields.intent;
  if (intent === "unsubscribe") {
    const parsed = PushUnsubscribeSchema.safeParse(fields);
    if (!parsed.success) return fail(parsed.error.issues[0]!.message, 400);
    await unsubscribe(context, user.id, parsed.data.endpoint);
    return json<Answer>({ ok: true, subscribed: false }, { headers });
  }
  if (intent !== "subscribe") return fail("push:errors.endpoint", 400);
  if (!pushPublicKey(context.config)) return fail("push:errors.unavailable", 404);
  const parsed = PushSubscriptionSchema.safeParse(fields);
  if (!parsed.success) return fail(parsed.error.issues[0]!.message, 400);
  const result = await subscribe(context, user.id, parsed.data, context.language);
  if (!result.ok) return fail(`push:errors.${result.error}`, result.error === "unavailable" ? 404 : 400);
  return json<Answer>({ ok: true, subscribed: true }, { headers });
}
