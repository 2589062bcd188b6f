import { parseId } from "~/lib/ids";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { CategoryCrumbs } from "~/features/admin/components/category-crumbs";
import { AttributeFieldForm, AttributeOptionForm, ConfirmDelete, type FormText } from "~/features/admin/components/attribute-forms";
import { EmptyState } from "~/components/ui/empty-state";
import { SubmitButton } from "~/components/forms/fields";
import { useTranslation } from "~/lib/use-translation";
import { getRecord, listRecords } from "~/features/admin/admin.server";
import { deleteAttributeField, deleteAttributeOption, saveAttributeField, saveAttributeOption } from "~/features/admin/attributes.server";
import { getAttributeField, listAttributeOptions, type AdminAttributeField } from "~/features/admin/attribute-queries.server";
import { FIELD_FORM_NAMES, formValues, hasOptions, OPTION_FORM_NAMES } from "~/lib/admin-attributes";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { notFound, orNotFound } from "~/lib/not-found";
import { keepFormOnOutage } from "~/server/outage.server";
import { CardSection } from "~/components/ui/card-section";

// One attribute field of a category: its form, its
// choices (one_of, several_of) each with its own form, a form to add one, and
// its delete. A delete that would remove values ads give asks first, saying
// how many ads (a second post with confirm=yes), with JavaScript or without.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = parseId(params.id);
  const field = orNotFound(id ? await getAttributeField(context, id) : null);
  const [category, subcategories, options] = await Promise.all([
    getRecord(context, "categories", field.category_id),
    listRecords(context, "subcategories", field.category_id),
    hasOptions(field.kind) ? listAttributeOptions(context, field.id) : Promise.resolve([]),
  ]);
  return json(
    {
      field,
      category: { id: field.category_id, name: String(category?.name ?? "") },
      subcategories: subcategories.map((row) => ({ id: row.id, name: String(row.name) })),
      options,
      meta: { title: field.label },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

type Answer = { intent: string; option?: number; values?: FormText; errors?: Record<string, string>; confirm?: { ads: number; name: string } };

async function formAction({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const id = parseId(params.id);
  const field = id ? await getAttributeField(context, id) : null;
  if (!field) throw notFound();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const rawOption = form.get("option");
  const optionId = (typeof rawOption === "string" ? parseId(rawOption) : null) ?? undefined;
  const confirmed = form.get("confirm") === "yes";
  const here = `/admin/attributes/${field.id}`;
  const fail = (answer: Answer, status = 400) => json<Answer>(answer, { status });

  switch (intent) {
    case "update": {
      const values = formValues(form, [...FIELD_FORM_NAMES]);
      const saved = await saveAttributeField(context, admin, { categoryId: field.category_id, id: field.id }, values);
      if (!saved.ok) return fail({ intent, values, errors: saved.errors });
      return redirectWithMessage(context, here, "success", "admin:toasts.saved");
    }
    case "delete": {
      const deleted = await deleteAttributeField(context, admin, field.id, confirmed);
      if (!deleted.ok) return deleted.error === "confirm" ? fail({ intent, confirm: { ads: deleted.ads, name: field.label } }, 409) : notFoundAnswer();
      return redirectWithMessage(context, `/admin/categories/${field.category_id}/attributes`, "success", "admin:toasts.deleted");
    }
    case "create-option":
    case "update-option": {
      if (intent === "update-option" && !optionId) throw new Response(null, { status: 400 });
      const values = formValues(form, [...OPTION_FORM_NAMES]);
      const saved = await saveAttributeOption(context, admin, { fieldId: field.id, id: intent === "update-option" ? optionId! : null }, values);
      if (!saved.ok) return fail({ intent, option: optionId, values, errors: saved.errors });
      return redirectWithMessage(context, here, "success", intent === "create-option" ? "admin:toasts.created" : "admin:toasts.saved");
    }
    case "delete-option": {
      if (!optionId) throw new Response(null, { status: 400 });
      const option = (await listAttributeOptions(context, field.id)).find((candidate) => candidate.id === optionId);
      const deleted = await deleteAttributeOption(context, admin, field.id, optionId, confirmed);
      if (!deleted.ok)
        return deleted.error === "confirm"
          ? fail({ intent, option: optionId, confirm: { ads: deleted.ads, name: option?.label ?? "" } }, 409)
          : notFoundAnswer();
      return redirectWithMessage(context, here, "success", "admin:toasts.deleted");
    }
    default:
      throw new Response(null, { status: 400 });
  }

  function notFoundAnswer() {
    return fail({ intent, option: optionId, errors: { _form: "admin:errors.notFound" } }, 404);
  }
}

/** A field's stored values as its form's text values. */
function fieldValues(field: AdminAttributeField): FormText {
  return {
    key: field.key,
    kind: field.kind,
    label: field.label,
    label_en: field.label_en,
    unit: field.unit,
    unit_en: field.unit_en,
    min_value: field.min_value === null ? "" : String(field.min_value),
    max_value: field.max_value === null ? "" : String(field.max_value),
    required: field.required ? "on" : undefined,
    filterable: field.filterable ? "on" : undefined,
    position: String(field.position),
    subcategory: field.subcategory_id === null ? "" : String(field.subcategory_id),
  };
}

export default function AttributeFieldPage() {
  const { field, category, subcategories, options } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { t } = useTranslation(["admin"]);
  const here = `/admin/attributes/${field.id}`;
  const answerFor = (intent: string, option?: number) => (answer && answer.intent === intent && answer.option === option ? answer : undefined);
  const update = answerFor("update");
  const createOption = answerFor("create-option");
  return (
    <>
      <CategoryCrumbs category={category} toFields />
      <h1 className="page-title" dir="auto">
        {field.label}
      </h1>
      <CardSection titleId="edit-field-title" title={t("attributes.edit")}>
        <AttributeFieldForm
          key={update ? JSON.stringify(update.values) : `field-${field.id}`}
          prefix="field"
          intent="update"
          submitLabel={t("actions.save")}
          values={update?.values ?? fieldValues(field)}
          errors={update?.errors ?? {}}
          subcategories={subcategories}
          fixedKind={field.kind}
        />
      </CardSection>
      {hasOptions(field.kind) ? (
        <CardSection titleId="options-title" title={t("attributes.options.title")}>
          {options.length === 0 ? <EmptyState message={t("attributes.options.empty")} /> : null}
          <ul className="record-list" aria-labelledby="options-title">
            {options.map((option) => {
              const updated = answerFor("update-option", option.id);
              const deleting = answerFor("delete-option", option.id);
              return (
                <li key={option.id} className="record-item attribute-option" data-option-key={option.key}>
                  <h3 dir="auto">
                    {option.label} <span className="muted" dir="ltr">{`${option.label_en} · ${option.key}`}</span>
                  </h3>
                  <p className="field-hint">{t("attributes.options.ads", { n: option.ads })}</p>
                  <AttributeOptionForm
                    key={updated ? JSON.stringify(updated.values) : `option-${option.id}`}
                    prefix={`option-${option.id}`}
                    intent="update-option"
                    optionId={option.id}
                    submitLabel={t("attributes.options.save")}
                    values={updated?.values ?? { key: option.key, label: option.label, label_en: option.label_en, position: String(option.position) }}
                    errors={updated?.errors ?? {}}
                  />
                  {deleting?.confirm ? (
                    <ConfirmDelete
                      message={t("attributes.confirm.option", { n: deleting.confirm.ads, name: deleting.confirm.name })}
                      intent="delete-option"
                      optionId={option.id}
                      cancelTo={here}
                    />
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete-option" />
                      <input type="hidden" name="option" value={option.id} />
                      <SubmitButton className="button danger">{t("attributes.options.delete", { name: option.label })}</SubmitButton>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
          <h3 id="add-option-title">{t("attributes.options.add")}</h3>
          <AttributeOptionForm
            key={createOption ? JSON.stringify(createOption.values) : "new-option"}
            prefix="new-option"
            intent="create-option"
            submitLabel={t("actions.create")}
            values={createOption?.values ?? { position: String((options.at(-1)?.position ?? 0) + 1) }}
            errors={createOption?.errors ?? {}}
          />
        </CardSection>
      ) : null}
      <section className="account-card danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">{t("actions.delete")}</h2>
        <p className="field-hint">{t("attributes.deleteHint")}</p>
        {answer?.intent === "delete" && answer.confirm ? (
          <ConfirmDelete message={t("attributes.confirm.field", { n: answer.confirm.ads, name: answer.confirm.name })} intent="delete" cancelTo={here} />
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <SubmitButton className="button danger">{t("attributes.delete", { name: field.label })}</SubmitButton>
          </Form>
        )}
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
