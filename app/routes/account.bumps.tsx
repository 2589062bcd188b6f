import { requestDigest } from "~/server/request-hash.server";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { accountMeta } from "~/features/account/components/meta";
import { ChoiceGroup, ConformForm, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { BuyBumpSchema } from "~/features/paid-reach/schema";
import { EmptyState } from "~/components/ui/empty-state";
import { formatNumber, formatPrice } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { newSubmitKey, parseSubmitKey, SUBMIT_KEY_FIELD } from "~/lib/submit-key";
import { useTranslation } from "~/lib/use-translation";
import { getFeaturableAd } from "~/features/paid-reach/queries.server";
import { availableMethods } from "~/features/paid-reach/payments.server";
import { startBumpPayment } from "~/features/paid-reach/bumps.server";
import { listBumpPrices, pendingBumps } from "~/features/paid-reach/bump-queries.server";
import { requireUser } from "~/server/session.server";
import { z } from "zod";
import { idParam, parseSearchParams } from "~/lib/search-params";
import { keepFormOnOutage } from "~/server/outage.server";

// Bump to top: /account/bumps?ad=N, from "My ads" and the ad
// page's owner actions. The ad must be the seller's and public; the options
// are its category's prices now.
const ParamsSchema = z.object({ ad: idParam });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { ad: adId } = parseSearchParams(ParamsSchema, new URL(request.url).searchParams);
  const ad = adId ? await getFeaturableAd(context, user.id, adId) : null;
  const [options, pending] = ad ? await Promise.all([listBumpPrices(context, ad.category_id), pendingBumps(context, ad.id)]) : [[], 0];
  return json(
    {
      ad: ad ? { id: ad.id, name: ad.name } : null,
      options,
      pending,
      methods: availableMethods(context.config),
      submitKey: newSubmitKey(),
      meta: { title: String(context.t("bundles:bump.title")) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: BuyBumpSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const submitKey = parseSubmitKey(formData.get(SUBMIT_KEY_FIELD));
  const submitDigest = submitKey ? await requestDigest(request.method, new URL(request.url).pathname, formData.entries(), [SUBMIT_KEY_FIELD]) : null;
  const started = await startBumpPayment(
    context,
    { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
    { ...submission.value, language: context.language, submitKey, submitDigest },
  );
  if (started.ok) {
    if (/^https?:\/\//.test(started.redirectTo)) return redirect(`/payments/continue/${started.orderId}?to=${encodeURIComponent(started.redirectTo)}`);
    return redirect(started.redirectTo);
  }
  if (started.error === "bundle") return json({ result: submission.reply({ fieldErrors: { bumps: ["bundles:bump.errorOption"] } }) }, { status: 400 });
  if (started.error === "ad") return json({ result: submission.reply({ formErrors: ["bundles:bump.notPublic"] }) }, { status: 400 });
  if (started.error === "method") return json({ result: submission.reply({ fieldErrors: { method: ["bundles:errors.method"] } }) }, { status: 400 });
  if (started.error === "keyReused")
    return json({ result: submission.reply({ formErrors: ["bundles:errors.keyReused"] }), submitKey: newSubmitKey() }, { status: 409 });
  return json({ result: submission.reply({ formErrors: [`bundles:errors.${started.error}`] }) }, { status: started.error === "provider" ? 502 : 503 });
}

export default function AccountBumps() {
  const loaded = useLoaderData<typeof loader>();
  const { ad, options, pending, methods } = loaded;
  const actionData = useActionData<typeof action>();
  const submitKey = actionData && "submitKey" in actionData && typeof actionData.submitKey === "string" ? actionData.submitKey : loaded.submitKey;
  const { t, language } = useTranslation(["bundles", "account"]);
  return (
    <div className="account-sections">
      <section className="account-card" aria-labelledby="tab-title">
        <h2 id="tab-title">{t("bump.title")}</h2>
        <p>{t("bump.intro")}</p>
        {!ad ? (
          <EmptyState message={t("bump.notPublic")}>
            <Link to="/account/ads" className="button secondary">
              {t("buy.myAds")}
            </Link>
          </EmptyState>
        ) : methods.length === 0 ? (
          <p className="notice notice-info">{t("buy.unavailable")}</p>
        ) : options.length === 0 ? (
          <EmptyState message={t("bump.none")} />
        ) : (
          <>
            {pending > 0 ? <p className="notice notice-info">{t("bump.pending", { count: pending, n: formatNumber(pending, language) })}</p> : null}
            <BumpForm ad={ad} options={options} methods={methods} language={language} submitKey={submitKey} />
          </>
        )}
      </section>
    </div>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function BumpForm({
  ad,
  options,
  methods,
  language,
  submitKey,
}: Pick<LoaderData, "options" | "methods" | "submitKey"> & { ad: NonNullable<LoaderData["ad"]>; language: Language }) {
  const { t } = useTranslation(["bundles"]);
  const [form, fields] = useZodForm(BuyBumpSchema, { id: "buy-bump", defaultValue: { adId: String(ad.id), method: methods[0] } });
  return (
    <ConformForm form={form} className="auth-form bundle-form">
      <input type="hidden" name={SUBMIT_KEY_FIELD} value={submitKey} />
      <input type="hidden" name={fields.adId.name} value={ad.id} />
      <p>
        {t("bump.ad")}: <strong dir="auto">{ad.name}</strong>
      </p>
      <ChoiceGroup field={fields.bumps} legend={t("bump.choose")} className="bundle-choices">
        {options.map((option) => (
          <label key={option.bumps} className="choice bundle-choice">
            <input type="radio" name={fields.bumps.name} value={option.bumps} required defaultChecked={fields.bumps.initialValue === String(option.bumps)} />
            <span className="bundle-name">{t("bump.item", { count: option.bumps, n: formatNumber(option.bumps, language) })}</span>
            <span className="bundle-price">{formatPrice(t, language, option.price)}</span>
          </label>
        ))}
      </ChoiceGroup>
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
        <SubmitButton>{t("bump.pay")}</SubmitButton>
      </div>
    </ConformForm>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
