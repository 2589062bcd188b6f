import { parseId } from "~/lib/ids";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Flipbook } from "~/features/documents/components/flipbook";
import { pageMeta } from "~/lib/meta";
import { useLanguage } from "~/lib/use-translation";
import { getDocumentTitle, listDocumentPages } from "~/features/documents/documents.server";
import { orNotFound } from "~/lib/not-found";
import { Page } from "~/components/layout/page";

/**
 * Document {id}'s page images (pdf_imgs.file_url where pdf_id = id, in page
 * order) from the documents module: Supabase when configured, else D1. A
 * failed read is logged there and shows as "No pages available to display.".
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = orNotFound(parseId(params.id));
  const [pages, document] = await Promise.all([listDocumentPages(context, id), getDocumentTitle(context, id)]);
  const title = document ? (context.language === "en" ? document.title_en : document.title) : context.t("content:viewer.title");
  return {
    id,
    pages,
    title,
    meta: { title, description: context.t("content:viewer.description"), image: pages[0] ?? null, type: "article" },
  };
}

export default function ViewPdf() {
  const { pages, title } = useLoaderData<typeof loader>();
  const language = useLanguage();
  return (
    <Page title={title} className="viewer">
      <Flipbook pages={pages} language={language} />
    </Page>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
