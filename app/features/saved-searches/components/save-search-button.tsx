import { Form, useLocation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { useTranslation } from "~/lib/use-translation";

/**
 * "Save this search" on a listing or search: a plain form post of the page's
 * path and its address's filters (the server reads them as the listing does
 * and drops the page and sort). A visitor is sent to sign in and back.
 */
export function SaveSearchButton({ path, q }: { path: string; q: string }) {
  // Its label is in the listing's own texts (ads), so a listing loads no other namespace for one button.
  const { t } = useTranslation(["ads"]);
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  for (const name of ["page", "after", "before", "sheet", "lng"]) params.delete(name);
  // A search whose text is in its path (/categories/search/{text}) saves the text as a filter.
  if (q && !params.has("q")) params.set("q", q);
  return (
    <Form method="post" action="/account/searches" className="save-search">
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="query" value={params.toString()} />
      <SubmitButton name="intent" value="save" className="button secondary">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0Z" fill="currentColor" />
        </svg>
        {t("saveSearch")}
      </SubmitButton>
    </Form>
  );
}
