import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/fields";
import { ListOrEmpty } from "~/components/ui/empty-state";
import { accountMeta } from "~/features/account/components/meta";
import { deleteSearch, listingHref, listSavedSearches, openSearch, saveSearch, updateSearch } from "~/features/saved-searches/saved-searches.server";
import { FREQUENCIES, MAX_SAVED_SEARCHES, NAME_MAX, UpdateSavedSearchSchema } from "~/features/saved-searches/schema";
import { PushControl } from "~/features/push/components/push-control";
import { pushPublicKey } from "~/features/push/push.server";
import { formatNumber } from "~/lib/format";
import { parseId } from "~/lib/ids";
import { safeRedirectPath } from "~/lib/redirect";
import { useFailureToast } from "~/lib/toast-hooks";
import { useTranslation } from "~/lib/use-translation";
import { logError } from "~/server/log.server";
import { keepFormOnOutage } from "~/server/outage.server";
import { getOptionalUser, redirectWithMessage, requireUser, signInPath } from "~/server/session.server";
import { cutText } from "~/lib/text-length";

// Saved searches: the account's list, each with its name, the ads
// found since it was last opened, how often to be told, open and delete. The
// listings' "Save this search" posts here too (intent save), signed in or not:
// a visitor goes to sign in and comes back to the listing, as the heart does.
const PATH = "/account/searches";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const searches = await listSavedSearches(context, user.id).catch((error: unknown) => (logError(error, request), null));
  return json(
    {
      searches: searches?.map((search) => ({ ...search, href: listingHref(search) })) ?? null,
      max: MAX_SAVED_SEARCHES,
      pushKey: pushPublicKey(context.config),
      meta: { title: String(context.t("alerts:page.title")) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// The forms stay filled in when the database is unavailable (server/outage.server.ts).
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

type ActionData = {
  intent: string;
  id?: number;
  pending?: { path: string; query: string };
  message?: string;
  result?: SubmissionResult<string[]>;
};

async function formAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "save") {
    const path = String(form.get("path") ?? "");
    const query = cutText(String(form.get("query") ?? ""), 2000);
    const back = safeRedirectPath(query ? `${path}?${query}` : path, "/categories/search");
    const user = await getOptionalUser(request, context);
    if (!user) return redirectWithMessage(context, signInPath(back), "error", "common:auth.signInRequired");
    const saved = await saveSearch(context, user.id, { path, query }, { language: context.language, everything: String(context.t("ads:search.title")) });
    if (saved.ok) return redirectWithMessage(context, back, "success", saved.existed ? "alerts:save.exists" : "alerts:save.saved");
    // Past the limit (or not a listing): this page, with the message and the search kept to save once one is deleted.
    const message = saved.error === "limit" ? "alerts:save.limit" : "alerts:save.invalid";
    return json<ActionData>(
      { intent, message, ...(saved.error === "limit" ? { pending: { path, query } } : {}) },
      { status: saved.error === "limit" ? 409 : 400 },
    );
  }
  const user = await requireUser(request, context);
  const id = parseId(String(form.get("id") ?? ""));
  const notFound = () => json<ActionData>({ intent, message: "alerts:page.notFound" }, { status: 404 });
  if (intent === "update") {
    const submission = parseWithZod(form, { schema: UpdateSavedSearchSchema });
    if (submission.status !== "success") return json<ActionData>({ intent, id: id ?? undefined, result: submission.reply() }, { status: 400 });
    if (!id) return notFound();
    const updated = await updateSearch(context, user.id, id, submission.value);
    if (!updated.ok) return notFound();
    return redirectWithMessage(context, PATH, "success", "alerts:page.updated");
  }
  if (intent === "delete") {
    if (!id || !(await deleteSearch(context, user.id, id)).ok) return notFound();
    return redirectWithMessage(context, PATH, "success", "alerts:page.deleted");
  }
  if (intent === "open") {
    const opened = id ? await openSearch(context, user.id, id) : null;
    if (!opened?.ok) return notFound();
    return redirect(opened.href);
  }
  return json<ActionData>({ intent, message: "alerts:page.notFound" }, { status: 400 });
}

/** The one-button forms of a saved search: the visible word, the label with the search's name, the look. */
const SEARCH_BUTTONS = {
  open: { text: "page.open", label: "page.openLabel", className: "button primary" },
  delete: { text: "page.delete", label: "page.deleteLabel", className: "button danger" },
} as const;

/** A saved search's one-button form (open, delete): the visible word, and the search's name for screen readers. */
function SearchButton({ search, intent }: { search: { id: number; name: string }; intent: keyof typeof SEARCH_BUTTONS }) {
  const { t } = useTranslation(["alerts", "account"]);
  const { text, label, className } = SEARCH_BUTTONS[intent];
  return (
    <Form method="post" action={PATH}>
      <input type="hidden" name="id" value={search.id} />
      <SubmitButton name="intent" value={intent} className={className}>
        <span aria-hidden="true">{t(text)}</span>
        <span className="visually-hidden">{t(label, { name: search.name })}</span>
      </SubmitButton>
    </Form>
  );
}

export default function SavedSearches() {
  const { searches, max, pushKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const { t, language } = useTranslation(["alerts", "account"]);
  useFailureToast(searches === null, "alerts:page.loadFailed");
  const formErrors = actionData?.result?.error?.[""] ?? [];
  return (
    <section className="account-card saved-searches" aria-labelledby="tab-title">
      <h2 id="tab-title">{t("page.title")}</h2>
      <p className="muted">{t("page.intro")}</p>
      <PushControl publicKey={pushKey} />
      {actionData?.message || formErrors.length > 0 ? (
        <div className="notice notice-error" role="alert">
          {actionData?.message ? <p>{t(actionData.message, { max: formatNumber(max, language) })}</p> : null}
          {formErrors.map((error) => (
            <p key={error}>{t(error, { defaultValue: error })}</p>
          ))}
        </div>
      ) : null}
      {actionData?.pending ? (
        <Form method="post" action={PATH} className="saved-search-pending">
          <input type="hidden" name="path" value={actionData.pending.path} />
          <input type="hidden" name="query" value={actionData.pending.query} />
          <p>
            {t("save.pending")}:{" "}
            <Link to={actionData.pending.query ? `${actionData.pending.path}?${actionData.pending.query}` : actionData.pending.path}>
              {actionData.pending.path}
            </Link>
          </p>
          <SubmitButton name="intent" value="save" className="button secondary">
            {t("save.retry")}
          </SubmitButton>
        </Form>
      ) : null}
      <ListOrEmpty items={searches} failed={t("page.loadFailed")} empty={t("page.empty")}>
        {(searches) => (
          <>
            <p className="muted">{t("page.count", { n: formatNumber(searches.length, language), max: formatNumber(max, language) })}</p>
            <ul className="saved-search-list">
              {searches.map((search) => {
                const failed = actionData?.intent === "update" && actionData.id === search.id ? actionData.result : undefined;
                const typed = (failed?.initialValue ?? {}) as Record<string, unknown>;
                const nameError = failed?.error?.name?.[0];
                const frequencyError = failed?.error?.frequency?.[0];
                const nameId = `search-${search.id}-name`;
                return (
                  <li key={search.id} className="saved-search" aria-labelledby={`search-${search.id}-title`}>
                    <div className="saved-search-head">
                      <h3 id={`search-${search.id}-title`}>{search.name}</h3>
                      <span className={`account-badge${search.new_ads > 0 ? " saved-search-new" : ""}`}>
                        {t("page.newAds", { count: search.new_ads, n: formatNumber(search.new_ads, language) })}
                      </span>
                    </div>
                    <div className="saved-search-actions">
                      <SearchButton search={search} intent="open" />
                      <SearchButton search={search} intent="delete" />
                    </div>
                    <Form method="post" action={PATH} className="saved-search-form" key={failed ? "failed" : "saved"} noValidate={false}>
                      <input type="hidden" name="id" value={search.id} />
                      <div className="field">
                        <label htmlFor={nameId}>{t("page.name")}</label>
                        <input
                          id={nameId}
                          name="name"
                          required
                          maxLength={NAME_MAX}
                          defaultValue={typeof typed.name === "string" ? typed.name : search.name}
                          aria-invalid={nameError ? true : undefined}
                          aria-describedby={nameError ? `${nameId}-error` : undefined}
                        />
                        {nameError ? (
                          <p id={`${nameId}-error`} className="field-error">
                            {t(nameError, { max: formatNumber(NAME_MAX, language) })}
                          </p>
                        ) : null}
                      </div>
                      <fieldset className="field" aria-invalid={frequencyError ? true : undefined}>
                        <legend>{t("page.frequency")}</legend>
                        {FREQUENCIES.map((frequency) => (
                          <label key={frequency} className="radio">
                            <input
                              type="radio"
                              name="frequency"
                              value={frequency}
                              defaultChecked={(typeof typed.frequency === "string" ? typed.frequency : search.frequency) === frequency}
                            />{" "}
                            {t(`frequency.${frequency}`)}
                          </label>
                        ))}
                        {frequencyError ? <p className="field-error">{t(frequencyError)}</p> : null}
                      </fieldset>
                      <SubmitButton name="intent" value="update" className="button secondary">
                        {t("page.save")}
                      </SubmitButton>
                    </Form>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </ListOrEmpty>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);
