import { parseId } from "~/lib/ids";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { RecordList } from "~/features/admin/components/record-list";
import { ResourceForm } from "~/features/admin/components/resource-form";
import { isResourceKey, resources, schemaFor, type ResourceKey } from "~/lib/admin-resources";
import { SubmitButton } from "~/components/forms/fields";
import { useTranslation } from "~/lib/use-translation";
import { deleteRecord, getRecord, listRecords, parentChain, saveRecord } from "~/features/admin/admin.server";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { notFound, orNotFound } from "~/lib/not-found";
import { keepFormOnOutage } from "~/server/outage.server";
import { CardSection } from "~/components/ui/card-section";
import { ButtonLink } from "~/components/ui/button-link";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";

// One content record: its form, its delete button and, for the upper levels
// (a category, a subcategory, a brand country, a governorate), the records
// one level down with a form to add one.
function resourceOf(value: string | undefined): ResourceKey {
  if (!isResourceKey(value)) throw notFound();
  return value;
}

/** Where the record shows on the public site, when it has a page of its own. */
function publicPath(resource: ResourceKey, record: Record<string, unknown>): string | null {
  switch (resource) {
    case "categories":
      return `/categories/${String(record.slug)}`;
    case "blog":
      return `/blog/${String(record.id)}`;
    case "documents":
      return `/view-pdf/${String(record.id)}`;
    case "banners":
      return "/";
    case "services":
      return "/our-services/";
    case "links":
      return "/show-links";
    default:
      return null;
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const resource = resourceOf(params.resource);
  const id = parseId(params.id);
  const record = orNotFound(id ? await getRecord(context, resource, id) : null);
  const spec = resources[resource];
  const parentId = spec.parent ? Number(record[spec.parent.column]) : null;
  const [chain, children] = await Promise.all([
    parentChain(context, resource, parentId),
    spec.children ? listRecords(context, spec.children, record.id) : Promise.resolve([]),
  ]);
  return json(
    {
      resource,
      record,
      chain,
      children,
      publicPath: publicPath(resource, record),
      meta: { title: String(record[spec.titleField] ?? "") },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const resource = resourceOf(params.resource);
  const id = parseId(params.id);
  const record = id ? await getRecord(context, resource, id) : null;
  if (!id || !record) throw notFound();
  const spec = resources[resource];
  const formData = await request.formData();
  const intent = formData.get("intent");
  const parentPath = spec.parent ? `/admin/${spec.parent.resource}/${String(record[spec.parent.column])}` : `/admin/${resource}`;

  if (intent === "delete") {
    const deleted = await deleteRecord(context, admin, resource, id);
    if (!deleted.ok) return json({ intent: "delete", result: null, error: `admin:errors.${deleted.error}` }, { status: 409 });
    return redirectWithMessage(context, parentPath, "success", "admin:toasts.deleted");
  }

  const target = intent === "update" ? resource : intent === "create-child" && spec.children ? spec.children : null;
  if (!target) throw new Response(null, { status: 400 });
  const images = resources[target].fields.filter((field) => field.kind === "image").map((field) => field.name);
  const submission = parseWithZod(formData, { schema: schemaFor(target) });
  if (submission.status !== "success") return json({ intent, result: submission.reply({ hideFields: images }), error: null }, { status: 400 });
  const saved =
    intent === "update"
      ? await saveRecord(context, admin, resource, id, submission.value)
      : await saveRecord(context, admin, target, null, submission.value, { parentId: id });
  if (!saved.ok) {
    return json(
      { intent, result: submission.reply({ fieldErrors: saved.fieldErrors, formErrors: saved.formErrors, hideFields: images }), error: null },
      { status: 400 },
    );
  }
  return redirectWithMessage(context, `/admin/${resource}/${id}`, "success", intent === "update" ? "admin:toasts.saved" : "admin:toasts.created");
}

export default function AdminRecord() {
  const { resource, record, chain, children, publicPath } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation(["admin"]);
  const spec = resources[resource];
  const title = String(record[spec.titleField] ?? record.id);
  const top = chain[0]?.key ?? resource;
  return (
    <>
      <Breadcrumbs
        className="breadcrumbs"
        label={t("actions.back")}
        crumbs={[
          { to: `/admin/${top}`, label: t(`resources.${top}.title`) },
          ...chain.map((item) => ({ to: `/admin/${item.key}/${item.id}`, label: item.title, named: true })),
        ]}
      />
      <h1 className="page-title" dir="auto">
        {title}
      </h1>
      {publicPath || resource === "documents" || resource === "categories" ? (
        <p className="form-actions">
          {publicPath ? <ButtonLink to={publicPath}>{t("actions.viewOnSite")}</ButtonLink> : null}
          {resource === "categories" ? (
            <ButtonLink to={`/admin/categories/${record.id}/attributes`} kind="primary">
              {t("attributes.link")}
            </ButtonLink>
          ) : null}
          {resource === "documents" ? (
            <ButtonLink to={`/admin/documents/${record.id}/pages`} kind="primary">
              {t("actions.managePages")}
            </ButtonLink>
          ) : null}
        </p>
      ) : null}
      <CardSection titleId="edit-title" title={t(`resources.${resource}.edit`)}>
        <ResourceForm
          key={`${resource}-${record.id}`}
          resource={resource}
          id={`edit-${resource}`}
          intent="update"
          submitLabel={t("actions.save")}
          record={record}
          lastResult={answer?.intent === "update" ? answer.result : null}
        />
      </CardSection>
      {spec.children ? (
        <CardSection titleId="children-title" title={t(`resources.${resource}.children`)}>
          <RecordList resource={spec.children} rows={children} labelledBy="children-title" />
          <h3 id="add-child-title">{t(`resources.${spec.children}.add`)}</h3>
          <ResourceForm
            key={`${spec.children}-of-${record.id}`}
            resource={spec.children}
            id={`create-${spec.children}`}
            intent="create-child"
            submitLabel={t("actions.create")}
            lastResult={answer?.intent === "create-child" ? answer.result : null}
          />
        </CardSection>
      ) : null}
      <section className="account-card danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">{t("actions.delete")}</h2>
        <p className="field-hint">{t("actions.deleteHint")}</p>
        {answer?.error ? (
          <p className="notice notice-error" role="alert">
            {t(answer.error)}
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <SubmitButton className="button danger">{t("actions.deleteNamed", { name: title })}</SubmitButton>
        </Form>
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
