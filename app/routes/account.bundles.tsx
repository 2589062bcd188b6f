import { requestDigest } from "~/server/request-hash.server";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { accountMeta } from "~/features/account/components/meta";
import { ChoiceGroup, ConformForm, describedBy, FieldFrame, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { OrdersTable } from "~/features/paid-reach/components/orders-table";
import { BuyBundleSchema } from "~/features/paid-reach/schema";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate, formatNumber, formatPrice } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { newSubmitKey, parseSubmitKey, SUBMIT_KEY_FIELD } from "~/lib/submit-key";
import { useTranslation } from "~/lib/use-translation";
import { listActiveBundles, listFeaturableAds, listOrdersForUser } from "~/features/paid-reach/queries.server";
import { availableMethods, startBundlePayment } from "~/features/paid-reach/payments.server";
import { requireUser } from "~/server/session.server";
import { z } from "zod";
import { idParam, parseSearchParams } from "~/lib/search-params";
import { keepFormOnOutage } from "~/server/outage.server";

/** ?ad=N: the ad the page was opened for (from "make it special"). */
const ChosenAdParamsSchema = z.object({ ad: idParam });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { ad: chosen } = parseSearchParams(ChosenAdParamsSchema, new URL(request.url).searchParams);
  const [bundles, ads, orders] = await Promise.all([listActiveBundles(context), listFeaturableAds(context, user.id), listOrdersForUser(context, user.id)]);
  return json(
    {
      bundles,
      ads,
      orders,
      methods: availableMethods(context.config),
      // A new key each time the form is rendered: posting it twice makes one order.
      submitKey: newSubmitKey(),
      chosenAd: ads.some((ad) => ad.id === chosen) ? chosen : null,
      meta: { title: String(context.t("account:tabs.bundles")) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: BuyBundleSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const submitKey = parseSubmitKey(formData.get(SUBMIT_KEY_FIELD));
  // What this form asked for: a second post with its key must ask for the same, else it is refused.
  const submitDigest = submitKey ? await requestDigest(request.method, new URL(request.url).pathname, formData.entries(), [SUBMIT_KEY_FIELD]) : null;
  const started = await startBundlePayment(
    context,
    { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
    { ...submission.value, language: context.language, submitKey, submitDigest },
  );
  if (started.ok) {
    // A hosted checkout on another site is reached through a page of ours: a
    // form's redirect to another origin would break the form-action policy.
    if (/^https?:\/\//.test(started.redirectTo)) return redirect(`/payments/continue/${started.orderId}?to=${encodeURIComponent(started.redirectTo)}`);
    return redirect(started.redirectTo);
  }
  const fieldOf = { bundle: "bundleId", ad: "adId", method: "method" } as const;
  if (started.error === "bundle" || started.error === "ad" || started.error === "method") {
    return json({ result: submission.reply({ fieldErrors: { [fieldOf[started.error]]: [`bundles:errors.${started.error}`] } }) }, { status: 400 });
  }
  if (started.error === "keyReused")
    // Sent again with another choice from a page the browser kept: nothing ordered, a new key for the next send.
    return json({ result: submission.reply({ formErrors: ["bundles:errors.keyReused"] }), submitKey: newSubmitKey() }, { status: 409 });
  return json({ result: submission.reply({ formErrors: [`bundles:errors.${started.error}`] }) }, { status: started.error === "provider" ? 502 : 503 });
}

export default function AccountBundles() {
  const loaded = useLoaderData<typeof loader>();
  const { bundles, ads, orders, methods, chosenAd } = loaded;
  const actionData = useActionData<typeof action>();
  // A form refused for its key carries a new one (loaders are not run again after a refused post).
  const submitKey = actionData && "submitKey" in actionData && typeof actionData.submitKey === "string" ? actionData.submitKey : loaded.submitKey;
  const { t, language } = useTranslation(["bundles", "account"]);
  return (
    <div className="account-sections">
      <section className="account-card" aria-labelledby="tab-title">
        <h2 id="tab-title">{t("buy.title")}</h2>
        <p>{t("buy.intro")}</p>
        {methods.length === 0 ? (
          <p className="notice notice-info">{t("buy.unavailable")}</p>
        ) : bundles.length === 0 ? (
          <EmptyState message={t("buy.noBundles")} />
        ) : ads.length === 0 ? (
          <EmptyState message={t("buy.noAds")}>
            <Link to="/account/ads" className="button secondary">
              {t("buy.myAds")}
            </Link>
          </EmptyState>
        ) : (
          <BuyForm bundles={bundles} ads={ads} methods={methods} chosenAd={chosenAd} language={language} submitKey={submitKey} />
        )}
      </section>
      <section className="account-card" aria-labelledby="orders-title">
        <h2 id="orders-title">{t("orders.title")}</h2>
        <OrdersTable orders={orders} language={language} />
      </section>
    </div>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function BuyForm({
  bundles,
  ads,
  methods,
  chosenAd,
  language,
  submitKey,
}: Pick<LoaderData, "bundles" | "ads" | "methods" | "chosenAd" | "submitKey"> & { language: Language }) {
  const { t } = useTranslation(["bundles"]);
  const [form, fields] = useZodForm(BuyBundleSchema, {
    id: "buy-bundle",
    defaultValue: { adId: chosenAd ? String(chosenAd) : undefined, method: methods[0] },
  });
  return (
    <ConformForm form={form} className="auth-form bundle-form">
      <input type="hidden" name={SUBMIT_KEY_FIELD} value={submitKey} />
      <ChoiceGroup field={fields.bundleId} legend={t("buy.bundle")} className="bundle-choices">
        {bundles.map((bundle) => (
          <label key={bundle.id} className="choice bundle-choice">
            <input type="radio" name={fields.bundleId.name} value={bundle.id} required defaultChecked={fields.bundleId.initialValue === String(bundle.id)} />
            <span className="bundle-name">{language === "en" ? bundle.name_en : bundle.name}</span>
            <span className="bundle-days">{t("buy.bundleDays", { count: bundle.days, n: formatNumber(bundle.days, language) })}</span>
            <span className="bundle-price">{formatPrice(t, language, bundle.price)}</span>
          </label>
        ))}
      </ChoiceGroup>
      <FieldFrame field={fields.adId} label={t("buy.ad")}>
        <select
          id={fields.adId.id}
          name={fields.adId.name}
          key={fields.adId.key}
          required
          defaultValue={fields.adId.initialValue ?? ""}
          aria-invalid={fields.adId.errors?.length ? true : undefined}
          aria-describedby={describedBy(fields.adId, null)}
        >
          <option value="">{t("buy.chooseAd")}</option>
          {ads.map((ad) => (
            <option key={ad.id} value={ad.id}>
              {ad.is_featured && ad.featured_until ? `${ad.name} — ${t("buy.specialUntil", { date: formatDate(ad.featured_until, language) })}` : ad.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <ChoiceGroup field={fields.method} legend={t("buy.method")}>
        {methods.map((method) => (
          <label key={method} className="choice">
            <input type="radio" name={fields.method.name} value={method} required defaultChecked={fields.method.initialValue === method} />
            {t(`methods.${method}`)}
          </label>
        ))}
      </ChoiceGroup>
      <p className="field-hint">{t("buy.secure")}</p>
      <div className="form-actions">
        <SubmitButton>{t("buy.submit")}</SubmitButton>
      </div>
    </ConformForm>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
