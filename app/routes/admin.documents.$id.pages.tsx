import { parseId } from "~/lib/ids";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { SubmitRow } from "~/components/forms/fields";
import { EmptyState } from "~/components/ui/empty-state";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/use-translation";
import { addPages, deletePage, getRecord, listPages, movePage } from "~/features/admin/admin.server";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { orNotFound } from "~/lib/not-found";
import { CardSection } from "~/components/ui/card-section";
import { ButtonLink } from "~/components/ui/button-link";

// A document's page images, in the flipbook's order: upload (added after the
// last page, in the order chosen), move up or down, delete.
async function loadDocument(context: LoaderFunctionArgs["context"], value: string | undefined) {
  const id = parseId(value);
  const document = orNotFound(id ? await getRecord(context, "documents", id) : null);
  return document;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const document = await loadDocument(context, params.id);
  const title = String(context.language === "en" ? document.title_en : document.title);
  return json(
    { document: { id: document.id, title }, pages: await listPages(context, document.id), meta: { title: String(context.t("admin:pages.title", { title })) } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const document = await loadDocument(context, params.id);
  const here = `/admin/documents/${document.id}/pages`;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "upload") {
    const files = formData.getAll("pages").filter((value): value is File => value instanceof File);
    const { added, skipped } = await addPages(context, admin, document.id, files);
    if (skipped.length > 0) {
      return redirectWithMessage(context, here, added > 0 ? "info" : "error", "admin:toasts.pagesSkipped", {
        names: skipped.join(String(context.t("common:listSeparator"))),
      });
    }
    return redirectWithMessage(context, here, added > 0 ? "success" : "error", "admin:toasts.pagesAdded", { count: added, n: added });
  }
  const pageId = parseId(String(formData.get("page") ?? ""));
  if (!pageId) throw new Response(null, { status: 400 });
  if (intent === "up" || intent === "down") {
    const moved = await movePage(context, admin, document.id, pageId, intent);
    return redirectWithMessage(context, here, moved ? "success" : "error", moved ? "admin:toasts.pageMoved" : "admin:toasts.failed");
  }
  if (intent === "delete") {
    const deleted = await deletePage(context, admin, document.id, pageId);
    return redirectWithMessage(context, here, deleted ? "success" : "error", deleted ? "admin:toasts.pageDeleted" : "admin:toasts.failed");
  }
  throw new Response(null, { status: 400 });
}

export default function AdminDocumentPages() {
  const { document, pages } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin"]);
  return (
    <>
      <p>
        <Link to={`/admin/documents/${document.id}`}>{t("pages.back")}</Link>
      </p>
      <h1 className="page-title">{t("pages.title", { title: document.title })}</h1>
      <p>{t("pages.intro")}</p>
      <p>
        <ButtonLink to={`/view-pdf/${document.id}`}>{t("pages.view")}</ButtonLink>
      </p>
      {pages.length === 0 ? (
        <EmptyState message={t("pages.empty")} />
      ) : (
        <ol className="page-list">
          {pages.map((page, index) => {
            const n = formatNumber(index + 1, language);
            return (
              <li key={page.id} className="page-item" data-page-id={page.id}>
                <img src={page.file_url} alt={t("pages.page", { n })} width={120} height={168} loading="lazy" />
                <span className="page-number">{t("pages.page", { n })}</span>
                <Form method="post" className="page-actions">
                  <input type="hidden" name="page" value={page.id} />
                  {index > 0 ? (
                    <button type="submit" name="intent" value="up" className="button secondary" aria-label={t("pages.moveUp", { n })}>
                      ↑
                    </button>
                  ) : null}
                  {index < pages.length - 1 ? (
                    <button type="submit" name="intent" value="down" className="button secondary" aria-label={t("pages.moveDown", { n })}>
                      ↓
                    </button>
                  ) : null}
                  <button type="submit" name="intent" value="delete" className="button danger" aria-label={t("pages.delete", { n })}>
                    ✕
                  </button>
                </Form>
              </li>
            );
          })}
        </ol>
      )}
      <CardSection titleId="upload-title" title={t("pages.upload")}>
        <Form method="post" encType="multipart/form-data" className="auth-form">
          <input type="hidden" name="intent" value="upload" />
          <div className="field">
            <label htmlFor="pages-files">{t("pages.upload")}</label>
            <input id="pages-files" type="file" name="pages" multiple required accept="image/jpeg,image/png,image/webp" aria-describedby="pages-hint" />
            <p id="pages-hint" className="field-hint">
              {t("pages.uploadHint")}
            </p>
          </div>
          <SubmitRow>{t("pages.submit")}</SubmitRow>
        </Form>
      </CardSection>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
