import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FormErrors, PhoneField, SubmitRow, TextAreaField, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { useChainedChoices } from "~/components/forms/use-chained-choices";
import { RefreshChoices } from "~/components/forms/chained-select";
import { accountMeta } from "~/features/account/components/meta";
import { editorOptions, type EditorOption } from "~/features/ads/editor-queries.server";
import { readTraderPage, saveTraderPage, traderPageInput } from "~/features/traders/trader-page.server";
import { localPhone } from "~/lib/normalize";
import { OPENING_HOURS_MAX, TraderPageSchema } from "~/lib/schemas/trader-page";
import { maxLengthAttribute } from "~/lib/text-length";
import { useTranslation } from "~/lib/use-translation";
import { keepFormOnOutage } from "~/server/outage.server";
import { redirectWithMessage, requireUser } from "~/server/session.server";
import { readImage } from "~/server/uploads.server";

// A trader's own directory page: what /account/trader2/{id} shows and what the directory's filters and
// name search read. Only traders have one; anyone else is sent to the account's home.
const PATH = "/account/page";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  if (!user.isTrader) throw redirect("/account");
  const [page, options] = await Promise.all([readTraderPage(context, user.id), editorOptions(context)]);
  const pick = (items: EditorOption[]) => items.map(({ id, parent_id, name, name_en }) => ({ id, parent_id, name, name_en }));
  const id = (value: number | null) => (value === null ? "" : String(value));
  return json({
    userId: user.id,
    image: page.image,
    values: {
      companyName: page.companyName ?? "",
      preface: page.preface,
      prefaceEn: page.prefaceEn,
      governorate: id(page.governorateId),
      region: id(page.regionId),
      category: id(page.categoryId),
      subcategory: id(page.subcategoryId),
      phone2: page.phone2 ? localPhone(page.phone2) : "",
      whatsapp: page.whatsapp ? localPhone(page.whatsapp) : "",
      openingHours: page.openingHours,
    },
    options: {
      categories: pick(options.categories),
      subcategories: pick(options.subcategories),
      governorates: pick(options.governorates),
      regions: pick(options.regions),
    },
    meta: { title: String(context.t("account:tabs.page")) },
  });
}

// The form stays filled in when the database is unavailable (server/outage.server.ts).
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  if (intent === "refresh") {
    // No JavaScript: the region and subcategory lists of the chosen governorate and category, with what was typed kept.
    const values: Record<string, string> = {};
    for (const [key, value] of formData.entries()) if (typeof value === "string" && key !== "intent") values[key] = value;
    const droppedLogo = formData.getAll("logo").some((file) => typeof file !== "string" && file.size > 0);
    return json({ intent, values, droppedLogo, result: null });
  }
  const submission = parseWithZod(formData, { schema: TraderPageSchema });
  if (submission.status !== "success") return json({ intent, values: null, droppedLogo: false, result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const logo = value.logo ? await readImage(value.logo) : null;
  if (logo && !logo.ok) {
    const message = logo.error === "tooLarge" ? "account:errors.imageTooLarge" : "account:errors.imageType";
    return json({ intent, values: null, droppedLogo: false, result: submission.reply({ fieldErrors: { logo: [message] } }) }, { status: 400 });
  }
  const saved = await saveTraderPage(context, user, traderPageInput(value, value.companyName), { logo: logo?.ok ? logo : null });
  if (!saved.ok) {
    if (saved.status === 403) throw redirect("/account");
    const fieldErrors = Object.fromEntries(Object.entries(saved.fieldErrors).map(([field, key]) => [field, [key]]));
    return json(
      { intent, values: null, droppedLogo: false, result: submission.reply({ formErrors: ["traders:page.errors.saveFailed"], fieldErrors }) },
      { status: 400 },
    );
  }
  return redirectWithMessage(context, PATH, "success", "traders:page.saved");
}

type Choice = { governorate: string; region: string; category: string; subcategory: string };
const CHOICE_CHAINS = [
  ["governorate", "region"],
  ["category", "subcategory"],
] as const;

export default function TraderPageTab() {
  const { values, options, image, userId } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t, language } = useTranslation(["traders", "account"]);
  const hydrated = useHydrated();
  const refreshed = data?.intent === "refresh" && data.values ? data.values : null;
  const start: Record<string, string> = refreshed ?? values;
  const [form, fields] = useZodForm(TraderPageSchema, {
    id: "trader-page",
    lastResult: data?.intent === "refresh" ? null : data?.result,
    defaultValue: start,
  });
  // With JavaScript the region and subcategory lists follow their parent at once; without it, after "update choices".
  const { select } = useChainedChoices<Choice>({
    formId: form.id,
    chains: CHOICE_CHAINS,
    initial: () => ({
      governorate: String(fields.governorate.initialValue ?? start.governorate ?? ""),
      region: String(fields.region.initialValue ?? start.region ?? ""),
      category: String(fields.category.initialValue ?? start.category ?? ""),
      subcategory: String(fields.subcategory.initialValue ?? start.subcategory ?? ""),
    }),
    fields,
    language,
    empty: t("page.notSet"),
    waiting: t("page.chooseParentFirst"),
    keySuffix: `-${refreshed ? "r" : ""}`,
  });
  const failed = Boolean(data && data.intent !== "refresh");

  return (
    <section className="account-card" aria-labelledby="trader-page-title">
      <div className="row-head">
        <h2 id="trader-page-title">{t("page.title")}</h2>
        <Link to={`/account/trader2/${userId}`}>{t("page.view")}</Link>
      </div>
      <p className="field-hint">{t("page.intro")}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="auth-form"
        id={form.id}
        key={refreshed ? JSON.stringify(refreshed) : "loaded"}
        onSubmit={form.onSubmit}
        noValidate={form.noValidate}
        preventScrollReset
      >
        {/* Enter in a field saves the page, not the "update choices" button below. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <FormErrors form={form} />
        <TextField
          field={fields.companyName}
          label={t("page.companyName")}
          hint={t("page.companyNameHint")}
          inputProps={{ autoComplete: "organization", dir: "auto" }}
        />
        <TextAreaField field={fields.preface} label={t("page.preface")} rows={5} />
        <TextAreaField field={fields.prefaceEn} label={t("page.prefaceEn")} rows={4} />

        <fieldset className="editor-group">
          <legend>{t("page.placeGroup")}</legend>
          {select("governorate", t("page.governorate"), options.governorates, null)}
          {select("region", t("page.region"), options.regions, "governorate")}
        </fieldset>
        <fieldset className="editor-group">
          <legend>{t("page.categoryGroup")}</legend>
          {select("category", t("page.category"), options.categories, null)}
          {select("subcategory", t("page.subcategory"), options.subcategories, "category")}
        </fieldset>
        <RefreshChoices hydrated={hydrated} label={t("page.update")} hint={t("page.updateHint")} />

        <fieldset className="editor-group">
          <legend>{t("page.contactGroup")}</legend>
          <PhoneField field={fields.phone2} label={t("page.phone2")} hint={t("page.phoneHint")} />
          <PhoneField field={fields.whatsapp} label={t("page.whatsapp")} hint={t("page.phoneHint")} />
          <TextField
            field={fields.openingHours}
            label={t("page.openingHours")}
            hint={t("page.openingHoursHint")}
            inputProps={{ maxLength: maxLengthAttribute(OPENING_HOURS_MAX), dir: "auto" }}
          />
        </fieldset>
        {/* Last, after every list "update choices" fills: a browser cannot be given a chosen file back after a round trip. */}
        <div className="profile-image">
          {image ? (
            <img src={`/media/${image}`} alt={t("page.currentLogo")} width="96" height="96" className="profile-image-preview" />
          ) : (
            <p className="field-hint">{t("page.noLogo")}</p>
          )}
          <TextField
            field={fields.logo}
            type="file"
            label={t("page.logo")}
            hint={
              failed || (data?.intent === "refresh" && data.droppedLogo)
                ? `${t("account:profile.imageHint")} ${t("page.logoAgain")}`
                : t("account:profile.imageHint")
            }
            inputProps={{ accept: "image/jpeg,image/png,image/webp" }}
          />
        </div>
        <SubmitRow name="intent" value="save">
          {t("page.submit")}
        </SubmitRow>
      </Form>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
