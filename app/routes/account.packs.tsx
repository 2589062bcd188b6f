import { requestDigest } from "~/server/request-hash.server";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { accountMeta } from "~/features/account/components/meta";
import { ChoiceGroup, ConformForm, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { BuyPackSchema } from "~/features/paid-reach/schema";
import { formatNumber, formatPrice } from "~/lib/format";
import { localName, type Language } from "~/lib/i18n";
import { newSubmitKey, parseSubmitKey, SUBMIT_KEY_FIELD } from "~/lib/submit-key";
import { useTranslation } from "~/lib/use-translation";
import { availableMethods } from "~/features/paid-reach/payments.server";
import { startPackPayment } from "~/features/paid-reach/packs.server";
import { getDraft, listPackPrices } from "~/features/paid-reach/pack-queries.server";
import { freeAdsByCategory } from "~/features/paid-reach/limits.server";
import { listCategories } from "~/features/catalog/queries.server";
import { requireUser } from "~/server/session.server";
import { z } from "zod";
import { idParam, parseSearchParams } from "~/lib/search-params";
import { keepFormOnOutage } from "~/server/outage.server";

// Packs of extra ads: /account/packs?category=N, from the
// add-ad form where a category's free ads are used, and from the draft kept
// past the limit. Without a category: every category with its free ads left.
// The options are the category's prices now.
const ParamsSchema = z.object({ category: idParam });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { category: categoryId } = parseSearchParams(ParamsSchema, new URL(request.url).searchParams);
  const [categories, freeAds, draft] = await Promise.all([listCategories(context), freeAdsByCategory(context, user.id), getDraft(context, user.id)]);
  const category = categories.find((row) => row.id === categoryId) ?? null;
  const options = category ? await listPackPrices(context, category.id) : [];
  const draftName = draft && category && draft.categoryId === category.id ? String(draft.values.name ?? "").trim() : null;
  return json(
    {
      categories: categories.map((row) => ({ id: row.id, name: row.name, name_en: row.name_en })),
      category: category ? { id: category.id, name: category.name, name_en: category.name_en } : null,
      freeAds,
      options,
      draftName,
      methods: availableMethods(context.config),
      submitKey: newSubmitKey(),
      meta: { title: String(context.t("bundles:pack.title")) },
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
  const submission = parseWithZod(formData, { schema: BuyPackSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const submitKey = parseSubmitKey(formData.get(SUBMIT_KEY_FIELD));
  const submitDigest = submitKey ? await requestDigest(request.method, new URL(request.url).pathname, formData.entries(), [SUBMIT_KEY_FIELD]) : null;
  const started = await startPackPayment(
    context,
    { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
    { ...submission.value, language: context.language, submitKey, submitDigest },
  );
  if (started.ok) {
    if (/^https?:\/\//.test(started.redirectTo)) return redirect(`/payments/continue/${started.orderId}?to=${encodeURIComponent(started.redirectTo)}`);
    return redirect(started.redirectTo);
  }
  if (started.error === "bundle") return json({ result: submission.reply({ fieldErrors: { ads: ["bundles:pack.errorOption"] } }) }, { status: 400 });
  if (started.error === "method") return json({ result: submission.reply({ fieldErrors: { method: ["bundles:errors.method"] } }) }, { status: 400 });
  if (started.error === "keyReused")
    return json({ result: submission.reply({ formErrors: ["bundles:errors.keyReused"] }), submitKey: newSubmitKey() }, { status: 409 });
  return json({ result: submission.reply({ formErrors: [`bundles:errors.${started.error}`] }) }, { status: started.error === "provider" ? 502 : 503 });
}

export default function AccountPacks() {
  const loaded = useLoaderData<typeof loader>();
  const { categories, category, freeAds, options, draftName, methods } = loaded;
  const actionData = useActionData<typeof action>();
  const submitKey = actionData && "submitKey" in actionData && typeof actionData.submitKey === "string" ? actionData.submitKey : loaded.submitKey;
  const { t, language } = useTranslation(["bundles", "account"]);
  const number = (value: number) => formatNumber(value, language);
  const state = (id: number, name: string) => {
    const row = freeAds[String(id)];
    return row ? t("pack.state", { category: name, left: number(row.left), limit: number(row.limit), credits: number(row.credits) }) : null;
  };
  return (
    <div className="account-sections">
      <section className="account-card" aria-labelledby="tab-title">
        <h2 id="tab-title">{t("pack.title")}</h2>
        <p>{t("pack.intro")}</p>
        {!category ? (
          <>
            <h3>{t("pack.chooseCategory")}</h3>
            <ul className="pack-categories">
              {categories.map((row) => (
                <li key={row.id}>
                  <Link to={`/account/packs?category=${row.id}`}>{localName(row, language)}</Link>
                  <span className="muted"> — {state(row.id, localName(row, language))}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p className="notice notice-info" role="status" data-pack-state>
              {state(category.id, localName(category, language))}
            </p>
            {draftName ? (
              <p className="notice notice-info" data-pack-draft>
                {t("pack.draft", { name: draftName })}
              </p>
            ) : null}
            {methods.length === 0 ? (
              <p className="notice notice-info">{t("buy.unavailable")}</p>
            ) : options.length === 0 ? (
              <p className="notice notice-info">{t("pack.none")}</p>
            ) : (
              <PackForm category={category} options={options} methods={methods} language={language} submitKey={submitKey} />
            )}
          </>
        )}
      </section>
    </div>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function PackForm({
  category,
  options,
  methods,
  language,
  submitKey,
}: Pick<LoaderData, "options" | "methods" | "submitKey"> & { category: NonNullable<LoaderData["category"]>; language: Language }) {
  const { t } = useTranslation(["bundles"]);
  const [form, fields] = useZodForm(BuyPackSchema, { id: "buy-pack", defaultValue: { categoryId: String(category.id), method: methods[0] } });
  return (
    <ConformForm form={form} className="auth-form bundle-form">
      <input type="hidden" name={SUBMIT_KEY_FIELD} value={submitKey} />
      <input type="hidden" name={fields.categoryId.name} value={category.id} />
      <p>
        {t("pack.category")}: <strong>{localName(category, language)}</strong>
      </p>
      <ChoiceGroup field={fields.ads} legend={t("pack.choose")} className="bundle-choices">
        {options.map((option) => (
          <label key={option.ads} className="choice bundle-choice">
            <input type="radio" name={fields.ads.name} value={option.ads} required defaultChecked={fields.ads.initialValue === String(option.ads)} />
            <span className="bundle-name">{t("pack.option", { count: option.ads, n: formatNumber(option.ads, language) })}</span>
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
        <SubmitButton>{t("pack.pay")}</SubmitButton>
      </div>
    </ConformForm>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
