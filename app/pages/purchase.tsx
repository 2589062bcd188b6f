import { requestDigest } from "~/server/request-hash.server";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { accountMeta } from "~/features/account/components/meta";
import { ChoiceGroup, ConformForm, describedBy, FieldFrame, SubmitRow } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { EmptyState } from "~/components/ui/empty-state";
import { OrdersTable } from "~/features/paid-reach/components/orders-table";
import { BuyBumpSchema, BuyBundleSchema, BuyPackSchema } from "~/features/paid-reach/schema";
import { listActiveBundles, listFeaturableAds, listOrdersForUser, getFeaturableAd } from "~/features/paid-reach/queries.server";
import { availableMethods, startBundlePayment, type Payer, type StartResult } from "~/features/paid-reach/payments.server";
import { startBumpPayment } from "~/features/paid-reach/bumps.server";
import { startPackPayment } from "~/features/paid-reach/packs.server";
import { pendingBumps } from "~/features/paid-reach/bump-queries.server";
import { listPrices } from "~/features/paid-reach/price-queries.server";
import { getDraft } from "~/features/paid-reach/pack-queries.server";
import { freeAdsByCategory } from "~/features/paid-reach/limits.server";
import { listCategories } from "~/features/catalog/queries.server";
import { formatDate, formatNumber, formatPrice } from "~/lib/format";
import { localName, type Language } from "~/lib/i18n";
import { newSubmitKey, parseSubmitKey, SUBMIT_KEY_FIELD } from "~/lib/submit-key";
import { useTranslation } from "~/lib/use-translation";
import { idParam, parseSearchParams } from "~/lib/search-params";
import { requireUser } from "~/server/session.server";
import { keepFormOnOutage } from "~/server/outage.server";
import { z } from "zod";
import { CardSection } from "~/components/ui/card-section";
import { ButtonLink } from "~/components/ui/button-link";

// The account's purchase page, one module for every kind of paid reach
// (remix.config.js maps /account/bundles, /account/bumps and /account/packs
// here, each with its own route id). The kind is the address's last segment.
//   bundles: make an ad special for days; ?ad=N preselects the ad (from "make it special"), with the account's orders below.
//   bumps:   bump one public ad to the top; ?ad=N from "My ads" and the ad page's owner actions; the options are its category's prices now.
//   packs:   extra ads for a category; ?category=N from the add-ad form or the draft kept past the free limit; without it, every category with its free ads left.
// Loading and sending are the same for every kind: the signed-in user, the
// payment methods, a new submit key each time the form is rendered (posting it
// twice makes one order), the payment started with what the server reads (the
// amount never comes from the form), and the same refusals.
export const PURCHASE_KINDS = ["bundles", "bumps", "packs"] as const;
type Kind = (typeof PURCHASE_KINDS)[number];

function kindOf(request: Request): Kind {
  const last = new URL(request.url).pathname.split("/").filter(Boolean).pop();
  const kind = PURCHASE_KINDS.find((name) => name === last);
  if (!kind) throw new Response(null, { status: 404 });
  return kind;
}

const AdParamsSchema = z.object({ ad: idParam });
const CategoryParamsSchema = z.object({ category: idParam });

type Context = LoaderFunctionArgs["context"];

/** What each kind's page reads, with its title's key. */
async function loadKind(context: Context, userId: number, kind: Kind, params: URLSearchParams) {
  if (kind === "bundles") {
    const { ad: chosen } = parseSearchParams(AdParamsSchema, params);
    const [bundles, ads, orders] = await Promise.all([listActiveBundles(context), listFeaturableAds(context, userId), listOrdersForUser(context, userId)]);
    const chosenAd = ads.some((ad) => ad.id === chosen) ? chosen : null;
    return { kind, title: "account:tabs.bundles", bundles, ads, orders, chosenAd } as const;
  }
  if (kind === "bumps") {
    const { ad: adId } = parseSearchParams(AdParamsSchema, params);
    const ad = adId ? await getFeaturableAd(context, userId, adId) : null;
    const [options, pending] = ad ? await Promise.all([listPrices(context, "bump", ad.category_id), pendingBumps(context, ad.id)]) : [[], 0];
    return { kind, title: "bundles:bump.title", ad: ad ? { id: ad.id, name: ad.name } : null, options, pending } as const;
  }
  const { category: categoryId } = parseSearchParams(CategoryParamsSchema, params);
  const [categories, freeAds, draft] = await Promise.all([listCategories(context), freeAdsByCategory(context, userId), getDraft(context, userId)]);
  const category = categories.find((row) => row.id === categoryId) ?? null;
  const options = category ? await listPrices(context, "pack", category.id) : [];
  const draftName = draft && category && draft.categoryId === category.id ? String(draft.values.name ?? "").trim() : null;
  return {
    kind,
    title: "bundles:pack.title",
    categories: categories.map((row) => ({ id: row.id, name: row.name, name_en: row.name_en })),
    category: category ? { id: category.id, name: category.name, name_en: category.name_en } : null,
    freeAds,
    options,
    draftName,
  } as const;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const kind = kindOf(request);
  const user = await requireUser(request, context);
  const { title, ...page } = await loadKind(context, user.id, kind, new URL(request.url).searchParams);
  return json(
    { page, methods: availableMethods(context.config), submitKey: newSubmitKey(), meta: { title: String(context.t(title)) } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Refusal = { field?: string; key: string };
interface Purchase<Schema extends z.ZodTypeAny> {
  schema: Schema;
  start: (
    context: Context,
    payer: Payer,
    choice: z.infer<Schema> & { language: string; submitKey: string | null; submitDigest: string | null },
  ) => Promise<StartResult>;
  /** How a choice the server refused is said: on its field, or above the form. */
  refusals: Partial<Record<"bundle" | "ad" | "method", Refusal>>;
}
const purchase = <Schema extends z.ZodTypeAny>(value: Purchase<Schema>) => value as unknown as Purchase<z.ZodTypeAny>;
const method: Refusal = { field: "method", key: "bundles:errors.method" };
const PURCHASES: Record<Kind, Purchase<z.ZodTypeAny>> = {
  bundles: purchase({
    schema: BuyBundleSchema,
    start: startBundlePayment,
    refusals: { bundle: { field: "bundleId", key: "bundles:errors.bundle" }, ad: { field: "adId", key: "bundles:errors.ad" }, method },
  }),
  bumps: purchase({
    schema: BuyBumpSchema,
    start: startBumpPayment,
    refusals: { bundle: { field: "bumps", key: "bundles:bump.errorOption" }, ad: { key: "bundles:bump.notPublic" }, method },
  }),
  packs: purchase({ schema: BuyPackSchema, start: startPackPayment, refusals: { bundle: { field: "ads", key: "bundles:pack.errorOption" }, method } }),
};

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  const { schema, start, refusals } = PURCHASES[kindOf(request)];
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  // What this form asked for: a second post with its key must ask for the same, else it is refused.
  const submitKey = parseSubmitKey(formData.get(SUBMIT_KEY_FIELD));
  const submitDigest = submitKey ? await requestDigest(request.method, new URL(request.url).pathname, formData.entries(), [SUBMIT_KEY_FIELD]) : null;
  const started = await start(
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
  const refusal = started.error === "bundle" || started.error === "ad" || started.error === "method" ? refusals[started.error] : undefined;
  if (refusal) {
    const reply = refusal.field ? submission.reply({ fieldErrors: { [refusal.field]: [refusal.key] } }) : submission.reply({ formErrors: [refusal.key] });
    return json({ result: reply }, { status: 400 });
  }
  // Sent again with another choice from a page the browser kept: nothing ordered, a new key for the next send.
  if (started.error === "keyReused")
    return json({ result: submission.reply({ formErrors: ["bundles:errors.keyReused"] }), submitKey: newSubmitKey() }, { status: 409 });
  return json({ result: submission.reply({ formErrors: [`bundles:errors.${started.error}`] }) }, { status: started.error === "provider" ? 502 : 503 });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type PageOf<K extends Kind> = Extract<LoaderData["page"], { kind: K }>;
type Methods = LoaderData["methods"];

export default function PurchasePage() {
  const loaded = useLoaderData<typeof loader>();
  const { page, methods } = loaded;
  const actionData = useActionData<typeof action>();
  // A form refused for its key carries a new one (loaders are not run again after a refused post).
  const submitKey = actionData && "submitKey" in actionData && typeof actionData.submitKey === "string" ? actionData.submitKey : loaded.submitKey;
  const { language } = useTranslation(["bundles", "account"]);
  const props = { methods, submitKey, language };
  return (
    <div className="account-sections">
      {page.kind === "bundles" ? (
        <BundlesPage page={page} {...props} />
      ) : page.kind === "bumps" ? (
        <BumpsPage page={page} {...props} />
      ) : (
        <PacksPage page={page} {...props} />
      )}
    </div>
  );
}

interface KindProps<K extends Kind> {
  page: PageOf<K>;
  methods: Methods;
  submitKey: string;
  language: Language;
}

function BundlesPage({ page: { bundles, ads, orders, chosenAd }, methods, submitKey, language }: KindProps<"bundles">) {
  const { t } = useTranslation(["bundles", "account"]);
  const [form, fields] = useZodForm(BuyBundleSchema, {
    id: "buy-bundle",
    defaultValue: { adId: chosenAd ? String(chosenAd) : undefined, method: methods[0] },
  });
  return (
    <>
      <CardSection titleId="tab-title" title={t("buy.title")}>
        <p>{t("buy.intro")}</p>
        {methods.length === 0 ? (
          <p className="notice notice-info">{t("buy.unavailable")}</p>
        ) : bundles.length === 0 ? (
          <EmptyState message={t("buy.noBundles")} />
        ) : ads.length === 0 ? (
          <EmptyState message={t("buy.noAds")}>
            <ButtonLink to="/account/ads">{t("buy.myAds")}</ButtonLink>
          </EmptyState>
        ) : (
          <PurchaseForm form={form} method={fields.method} methods={methods} submitKey={submitKey} pay={t("buy.submit")}>
            <OptionChoices
              field={fields.bundleId}
              legend={t("buy.bundle")}
              options={bundles.map((bundle) => ({
                value: bundle.id,
                name: language === "en" ? bundle.name_en : bundle.name,
                days: t("buy.bundleDays", { count: bundle.days, n: formatNumber(bundle.days, language) }),
                price: formatPrice(t, language, bundle.price),
              }))}
            />
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
          </PurchaseForm>
        )}
      </CardSection>
      <CardSection titleId="orders-title" title={t("orders.title")}>
        <OrdersTable orders={orders} language={language} />
      </CardSection>
    </>
  );
}

function BumpsPage({ page: { ad, options, pending }, methods, submitKey, language }: KindProps<"bumps">) {
  const { t } = useTranslation(["bundles", "account"]);
  const [form, fields] = useZodForm(BuyBumpSchema, { id: "buy-bump", defaultValue: { adId: ad ? String(ad.id) : undefined, method: methods[0] } });
  return (
    <CardSection titleId="tab-title" title={t("bump.title")}>
      <p>{t("bump.intro")}</p>
      {!ad ? (
        <EmptyState message={t("bump.notPublic")}>
          <ButtonLink to="/account/ads">{t("buy.myAds")}</ButtonLink>
        </EmptyState>
      ) : methods.length === 0 ? (
        <p className="notice notice-info">{t("buy.unavailable")}</p>
      ) : options.length === 0 ? (
        <EmptyState message={t("bump.none")} />
      ) : (
        <>
          {pending > 0 ? <p className="notice notice-info">{t("bump.pending", { count: pending, n: formatNumber(pending, language) })}</p> : null}
          <PurchaseForm form={form} method={fields.method} methods={methods} submitKey={submitKey} pay={t("bump.pay")}>
            <input type="hidden" name={fields.adId.name} value={ad.id} />
            <p>
              {t("bump.ad")}: <strong dir="auto">{ad.name}</strong>
            </p>
            <CountChoices field={fields.bumps} legend={t("bump.choose")} options={options} itemKey="bump.item" />
          </PurchaseForm>
        </>
      )}
    </CardSection>
  );
}

function PacksPage({ page: { categories, category, freeAds, options, draftName }, methods, submitKey, language }: KindProps<"packs">) {
  const { t } = useTranslation(["bundles", "account"]);
  const [form, fields] = useZodForm(BuyPackSchema, {
    id: "buy-pack",
    defaultValue: { categoryId: category ? String(category.id) : undefined, method: methods[0] },
  });
  const number = (value: number) => formatNumber(value, language);
  const state = (id: number, name: string) => {
    const row = freeAds[String(id)];
    return row ? t("pack.state", { category: name, left: number(row.left), limit: number(row.limit), credits: number(row.credits) }) : null;
  };
  return (
    <CardSection titleId="tab-title" title={t("pack.title")}>
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
            <PurchaseForm form={form} method={fields.method} methods={methods} submitKey={submitKey} pay={t("pack.pay")}>
              <input type="hidden" name={fields.categoryId.name} value={category.id} />
              <p>
                {t("pack.category")}: <strong>{localName(category, language)}</strong>
              </p>
              <CountChoices field={fields.ads} legend={t("pack.choose")} options={options} itemKey="pack.option" />
            </PurchaseForm>
          )}
        </>
      )}
    </CardSection>
  );
}

/** A bump's or a pack's options: how many (named by the kind's key) at the category's price now. */
function CountChoices({
  field,
  legend,
  options,
  itemKey,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  options: Array<{ option: number; price: number }>;
  itemKey: string;
}) {
  const { t, language } = useTranslation(["bundles"]);
  const choices = options.map(({ option, price }) => ({
    value: option,
    name: t(itemKey, { count: option, n: formatNumber(option, language) }),
    price: formatPrice(t, language, price),
  }));
  return <OptionChoices field={field} legend={legend} options={choices} />;
}

/** What is bought, one radio each: its name, for a bundle its days, and its price now. */
function OptionChoices({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  options: Array<{ value: number; name: string; days?: string; price: string }>;
}) {
  return (
    <ChoiceGroup field={field} legend={legend} className="bundle-choices">
      {options.map((option) => (
        <label key={option.value} className="choice bundle-choice">
          <input type="radio" name={field.name} value={option.value} required defaultChecked={field.initialValue === String(option.value)} />
          <span className="bundle-name">{option.name}</span>
          {option.days ? <span className="bundle-days">{option.days}</span> : null}
          <span className="bundle-price">{option.price}</span>
        </label>
      ))}
    </ChoiceGroup>
  );
}

/** Every kind's form: its submit key, the kind's own fields, the payment method, and the pay button. */
function PurchaseForm({
  form,
  method,
  methods,
  submitKey,
  pay,
  children,
}: {
  form: Parameters<typeof ConformForm>[0]["form"];
  method: FieldMetadata<unknown>;
  methods: Methods;
  submitKey: string;
  pay: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(["bundles"]);
  return (
    <ConformForm form={form} className="auth-form bundle-form">
      <input type="hidden" name={SUBMIT_KEY_FIELD} value={submitKey} />
      {children}
      <ChoiceGroup field={method} legend={t("buy.method")}>
        {methods.map((name) => (
          <label key={name} className="choice">
            <input type="radio" name={method.name} value={name} required defaultChecked={method.initialValue === name} />
            {t(`methods.${name}`)}
          </label>
        ))}
      </ChoiceGroup>
      <p className="field-hint">{t("buy.secure")}</p>
      <SubmitRow>{pay}</SubmitRow>
    </ConformForm>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
