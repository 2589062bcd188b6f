import { parseId } from "~/lib/ids";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { CategoryCrumbs } from "~/features/admin/components/category-crumbs";
import { AttributeFieldForm } from "~/features/admin/components/attribute-forms";
import { EmptyState } from "~/components/ui/empty-state";
import { useTranslation } from "~/lib/use-translation";
import { getRecord, listRecords } from "~/features/admin/admin.server";
import { saveAttributeField } from "~/features/admin/attributes.server";
import { listAttributeFields } from "~/features/admin/attribute-queries.server";
import { FIELD_FORM_NAMES, formValues } from "~/lib/admin-attributes";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { notFound, orNotFound } from "~/lib/not-found";
import { keepFormOnOutage } from "~/server/outage.server";
import { CardSection } from "~/components/ui/card-section";
import { TableHead } from "~/components/ui/data-table";

// A category's attribute fields: the list, in their order,
// with each one's kind, rules and how many ads give it, and a form to add one.
// Each field (and its choices) is edited on its own page (admin.attributes.$id).

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = parseId(params.id);
  const category = orNotFound(id ? await getRecord(context, "categories", id) : null);
  const [fields, subcategories] = await Promise.all([listAttributeFields(context, category.id), listRecords(context, "subcategories", category.id)]);
  const name = String(category.name);
  return json(
    {
      category: { id: category.id, name },
      fields,
      subcategories: subcategories.map((row) => ({ id: row.id, name: String(row.name) })),
      meta: { title: String(context.t("admin:attributes.title", { name })) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// The form stays filled in when the database is unavailable (server/outage.server.ts).
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const id = parseId(params.id);
  if (!id || !(await getRecord(context, "categories", id))) throw notFound();
  const form = await request.formData();
  if (form.get("intent") !== "create") throw new Response(null, { status: 400 });
  const values = formValues(form, [...FIELD_FORM_NAMES]);
  const saved = await saveAttributeField(context, admin, { categoryId: id, id: null }, values);
  if (!saved.ok) return json({ values, errors: saved.errors }, { status: 400 });
  return redirectWithMessage(context, `/admin/attributes/${saved.id}`, "success", "admin:toasts.created");
}

export default function CategoryAttributes() {
  const { category, fields, subcategories } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation(["admin"]);
  return (
    <>
      <CategoryCrumbs category={category} />
      <h1 className="page-title" id="fields-title">
        {t("attributes.title", { name: category.name })}
      </h1>
      <p className="field-hint">{t("attributes.intro")}</p>
      {fields.length === 0 ? (
        <EmptyState message={t("attributes.empty")} />
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-labelledby="fields-title">
            <caption className="visually-hidden">{t("attributes.caption")}</caption>
            <TableHead columns={(["label", "key", "kind", "where", "flags", "ads"] as const).map((column) => t(`attributes.columns.${column}`))} />
            <tbody>
              {fields.map((field) => (
                <tr key={field.id} data-field-key={field.key}>
                  <th scope="row">
                    <Link to={`/admin/attributes/${field.id}`} aria-label={t("attributes.editNamed", { name: field.label })}>
                      {field.label}
                    </Link>
                    <span className="muted" dir="ltr">
                      {" "}
                      {field.label_en}
                    </span>
                  </th>
                  <td dir="ltr">{field.key}</td>
                  <td>{t(`attributes.kinds.${field.kind}`)}</td>
                  <td>{field.subcategory_name ?? t("attributes.wholeCategory")}</td>
                  <td>
                    {[field.required ? t("attributes.required") : null, field.filterable ? t("attributes.filterable") : null].filter(Boolean).join("، ") || "—"}
                  </td>
                  <td>{field.ads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CardSection titleId="add-field-title" title={t("attributes.add")}>
        <AttributeFieldForm
          key={answer ? JSON.stringify(answer.values) : "new"}
          prefix="new-field"
          intent="create"
          submitLabel={t("actions.create")}
          values={answer?.values ?? { position: String((fields.at(-1)?.position ?? 0) + 1) }}
          errors={answer?.errors ?? {}}
          subcategories={subcategories}
        />
      </CardSection>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
