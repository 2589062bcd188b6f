import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { RecordList } from "~/features/admin/components/record-list";
import { ResourceForm } from "~/features/admin/components/resource-form";
import { isResourceKey, resources, schemaFor, type ResourceKey } from "~/lib/admin-resources";
import { useTranslation } from "~/lib/use-translation";
import { listRecords, saveRecord } from "~/features/admin/admin.server";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { notFound } from "~/lib/not-found";
import { keepFormOnOutage } from "~/server/outage.server";

// A top-level kind of content: its records and a form to add one. The lower
// levels (subcategories, regions…) are managed on their parent's page.
function resourceOf(value: string | undefined): ResourceKey {
  if (!isResourceKey(value) || resources[value].parent) throw notFound();
  return value;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const resource = resourceOf(params.resource);
  return json({ resource, rows: await listRecords(context, resource), meta: { title: String(context.t(`admin:resources.${resource}.title`)) } });
}

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const resource = resourceOf(params.resource);
  const formData = await request.formData();
  if (formData.get("intent") !== "create") throw new Response(null, { status: 400 });
  const images = resources[resource].fields.filter((field) => field.kind === "image").map((field) => field.name);
  const submission = parseWithZod(formData, { schema: schemaFor(resource) });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: images }) }, { status: 400 });
  const saved = await saveRecord(context, admin, resource, null, submission.value);
  if (!saved.ok)
    return json({ result: submission.reply({ fieldErrors: saved.fieldErrors, formErrors: saved.formErrors, hideFields: images }) }, { status: 400 });
  return redirectWithMessage(context, `/admin/${resource}/${saved.id}`, "success", "admin:toasts.created");
}

export default function AdminResourceIndex() {
  const { resource, rows } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const { t } = useTranslation(["admin"]);
  return (
    <>
      <h1 className="page-title" id="records-title">
        {t(`resources.${resource}.title`)}
      </h1>
      <RecordList resource={resource} rows={rows} labelledBy="records-title" />
      <CardSection titleId="add-title" title={t(`resources.${resource}.add`)}>
        <ResourceForm key={resource} resource={resource} id={`create-${resource}`} intent="create" submitLabel={t("actions.create")} lastResult={lastResult} />
      </CardSection>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
import { CardSection } from "~/components/ui/card-section";
