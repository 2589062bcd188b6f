import { requestDigest } from "~/server/request-hash.server";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { accountMeta } from "~/features/account/components/meta";
import { AdCard } from "~/features/ads/components/ad-card";
import { AdForm, formValues, NEW_AD_DEFAULTS, valuesOfAd } from "~/features/ads/components/ad-form";
import { editHref, OwnAdActions } from "~/features/ads/components/own-ad-actions";
import { PhotoThumb } from "~/features/ads/components/photo-thumb";
import { EmptyState } from "~/components/ui/empty-state";
import { Overlay } from "~/components/ui/overlay";
import { formatNumber } from "~/lib/format";
import { attributeEntries, parseAdForm, type AdFormMode } from "~/lib/schemas/ad";
import { newSubmitKey, parseSubmitKey, SUBMIT_KEY_FIELD } from "~/lib/submit-key";
import { MorePages } from "~/components/ui/pagination";
import { useTranslation } from "~/lib/use-translation";
import {
  attributeErrorsOf,
  createAd,
  deleteAd,
  markSold,
  photoErrorKey,
  renewAd,
  storeDraftPhotos,
  updateAd,
  type AdWriteResult,
  type StoredPhoto,
} from "~/features/ads/editor.server";
import { getOwnAd, listOwnAds } from "~/features/ads/editor-queries.server";
import { editorOptions, placeCoordinates } from "~/features/ads/editor-queries.server";
import { adValues, everyCategoryFields } from "~/features/attributes/queries.server";
import { attributeFormValues } from "~/lib/attributes";
import { recentAdStats, STATS_DAYS, statsDays as lastDays } from "~/features/ad-stats/queries.server";
import { AdStatsChart } from "~/features/ad-stats/components/stats-chart";
import { logError } from "~/server/log.server";
import { redirectWithMessage, requireUser } from "~/server/session.server";
import type { Context } from "~/server/context.server";
import { z } from "zod";
import { idParam, pageParam, parseSearchParams } from "~/lib/search-params";
import { parseId } from "~/lib/ids";
import { notFound } from "~/lib/not-found";
import { keepFormOnOutage } from "~/server/outage.server";
import { freeAdsAllowance, freeAdsByCategory } from "~/features/paid-reach/limits.server";
import { deleteDraft, getDraft, saveDraft } from "~/features/paid-reach/pack-queries.server";
import { localName } from "~/lib/i18n";
import { refusalFixes } from "~/features/risk/reasons";
import { ButtonLink } from "~/components/ui/button-link";

// "My ads": the user's ads in every state with their actions, and the
// add-ad, edit-ad and delete-confirmation overlays, opened by the address
// (?sheet=add-ad, ?sheet=edit-ad&ad=ID, ?sheet=delete-ad&ad=ID). An ad sent
// past its category's free ads with no extra ad left is kept as the account's
// draft (features/paid-reach): ?sheet=add-ad&draft=1 opens the form with it.

/** The address: which sheet is open, for which ad, and the list's page. */
const AdsParamsSchema = z.object({ sheet: z.string().optional(), ad: idParam, page: pageParam(), draft: z.literal("1").optional().catch(undefined) });

/** The posted field saying the add-ad form was opened from the kept draft (posted: the draft is forgotten). */
const FROM_DRAFT_FIELD = "fromDraft";

/** An id posted in the form (strict: parseId). */
const postedId = (value: FormDataEntryValue | null | undefined) => parseId(typeof value === "string" ? value : null);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const { sheet, ad: adId, page, draft: openDraft } = parseSearchParams(AdsParamsSchema, url.searchParams);
  if (sheet === "add-ad" && !user.verified) throw await redirectWithMessage(context, "/account/verify", "info", "editor:toasts.verifyFirst");
  const needsAd = sheet === "edit-ad" || sheet === "delete-ad";
  const editor = sheet === "add-ad" || sheet === "edit-ad";
  const [own, options, attributeFields, editing, editingValues, freeAds, draft] = await Promise.all([
    listOwnAds(context, user.id, { page }),
    editor ? editorOptions(context) : null,
    // Every category's own fields: the form shows the chosen one's (at once with JavaScript, after "update" without).
    editor ? everyCategoryFields(context) : null,
    needsAd && adId ? getOwnAd(context, user.id, adId) : null,
    // Read beside the ad, used only when the ad is this user's (below).
    sheet === "edit-ad" && adId ? adValues(context, [adId]) : null,
    // The free ads left per category (features/paid-reach), said at the top of the add-ad form.
    sheet === "add-ad" ? freeAdsByCategory(context, user.id) : null,
    // The ad kept past the free limit (features/paid-reach), if any: said above the list, and the form's values with ?draft=1.
    getDraft(context, user.id),
  ]);
  // Another user's ad (or none): the same answer as an unknown address.
  if (needsAd && !editing) throw notFound();
  // The edit form starts from the ad's stored attribute values.
  const editingAttributes =
    editing && attributeFields && editingValues ? attributeFormValues(attributeFields[editing.category_id] ?? [], editingValues.get(editing.id) ?? []) : null;
  // The page's ads' last 30 days (their ids are this user's, from the owner's own list).
  const stats = await recentAdStats(
    context,
    own.ads.map((ad) => ad.id),
  );
  // All-time numbers: those counted before the counter objects kept them (the ad's columns) and theirs.
  const ads = own.ads.map((ad) => ({
    ...ad,
    views: ad.views + (stats[ad.id]?.totalViews ?? 0),
    contact_clicks: ad.contact_clicks + (stats[ad.id]?.totalContacts ?? 0),
  }));
  return json(
    // A new key each time the add-ad form is rendered: posting it twice creates one ad.
    {
      ...own,
      ads,
      stats,
      statsDays: lastDays(),
      page,
      options,
      attributeFields,
      editing,
      editingAttributes,
      submitKey: sheet === "add-ad" ? newSubmitKey() : null,
      freeAds,
      savedDraft: draft
        ? {
            categoryId: draft.categoryId,
            category: draft.category,
            name: String(draft.values.name ?? ""),
            photos: draft.photos.map(({ smallPath, width, height }) => ({ smallPath, width, height })),
          }
        : null,
      draftValues: sheet === "add-ad" && openDraft && draft ? draft.values : null,
      meta: { title: String(context.t("account:tabs.ads")) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The text fields of a posted form, for the no-JavaScript "update" button (a field with several choices: a list). */
function textValues(formData: FormData): Record<string, string | string[]> {
  return formValues(formData, ["intent", "remove", SUBMIT_KEY_FIELD, FROM_DRAFT_FIELD]) as Record<string, string | string[]>;
}

async function writeFailure(
  context: Context,
  intent: "create" | "update",
  submission: ReturnType<typeof parseAdForm>["submission"],
  result: Exclude<AdWriteResult, { ok: true }>,
  /** The form's text values and its photos (stored when asked), kept as the account's draft when the ad is refused past the free limit. */
  typed?: { userId: number; values: Record<string, string | string[]>; photos: () => Promise<StoredPhoto[]> },
) {
  const failed = intent === "create" ? "editor:toasts.createFailed" : "editor:toasts.updateFailed";
  if (result.error === "notVerified") return redirectWithMessage(context, "/account/verify", "info", "editor:toasts.verifyFirst");
  if (result.error === "notFound") throw notFound();
  if (result.error === "notEditable") return json({ intent, result: submission.reply({ formErrors: ["editor:errors.notEditable"] }) }, { status: 409 });
  if (result.error === "quota") {
    // What the user typed stays in the form (only photos must be chosen again).
    const message = String(context.t("editor:errors.dailyLimit", { limit: formatNumber(result.limit, context.language) }));
    return json({ intent, result: submission.reply({ formErrors: [message] }) }, { status: 429 });
  }
  if (result.error === "freeLimit") {
    // The category's free ads are used and no extra ad is left (features/paid-reach): no ad is stored, what was typed
    // stays in the form and, for a new ad, is kept as the account's draft until a pack is bought (features/paid-reach).
    // A new ad: one notice says it, beside the choice (buy extra ads, or the date a free ad comes back; FreeAdsNote),
    // so the reply carries the values and no message of its own (no toast, no second and third message).
    const limit = formatNumber(result.limit, context.language);
    if (intent === "create" && typed) await saveDraft(context, typed.userId, result.categoryId, typed.values, new Date(), await typed.photos());
    return json(
      {
        intent,
        result:
          intent === "create"
            ? submission.reply()
            : submission.reply({
                formErrors: [String(context.t("editor:errors.freeLimitMove", { limit }))],
                fieldErrors: { category: ["editor:errors.freeLimitField"] },
              }),
        packsFor: result.categoryId,
        draftKept: intent === "create" && Boolean(typed),
      },
      { status: 402 },
    );
  }
  if (result.error === "invalid") {
    const fieldErrors = Object.fromEntries(Object.entries(result.fields).map(([name, key]) => [name, [key ?? failed]]));
    return json({ intent, result: submission.reply({ formErrors: [failed], fieldErrors }) }, { status: 400 });
  }
  if (result.error === "refused")
    // The risk check (features/risk): what to change, at the top of the form; what was typed stays.
    return json({ intent, result: submission.reply({ formErrors: ["editor:risk.refused", ...refusalFixes(result.reasons)] }) }, { status: 422 });
  if (result.error === "unknownPhotos")
    return json({ intent, result: submission.reply({ formErrors: [failed, "editor:errors.unknownPhoto"] }) }, { status: 400 });
  if (result.error === "keyReused")
    // This form (its key) already posted an ad with other contents (sent again from a page kept by the browser):
    // nothing is posted, what was typed stays, and a new key lets the next send post it as a new ad.
    return json({ intent, result: submission.reply({ formErrors: ["editor:errors.formSentBefore"] }), submitKey: newSubmitKey() }, { status: 409 });
  if (result.error !== "photos") throw notFound();
  const images = result.problems.map((problem) =>
    String(context.t("editor:errors.namedFile", { name: problem.name, message: context.t(photoErrorKey(problem)) })),
  );
  return json({ intent, result: submission.reply({ formErrors: [failed], fieldErrors: { images } }) }, { status: 400 });
}

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const adId = postedId(formData.get("adId")) ?? parseSearchParams(AdsParamsSchema, url.searchParams).ad;
  const deps = { db: context.db, bucket: context.bucket, images: context.images, config: context.config };

  if (intent === "refresh") {
    // No JavaScript: the dependent selects' next level, and the location from the chosen place.
    const values = textValues(formData);
    const typed = (name: string) => String(values[name] ?? "").trim();
    if (!typed("latitude") || !typed("longitude")) {
      const place = await placeCoordinates(context, postedId(typed("governorate")), postedId(typed("region")));
      if (place) {
        values.latitude = String(place.latitude);
        values.longitude = String(place.longitude);
      }
    }
    // Files cannot be sent back to a browser: the form says at the photos field how many must be chosen again.
    const droppedPhotos = formData.getAll("images").filter((file) => typeof file !== "string" && file.size > 0).length;
    return json({ intent, values, removed: formData.getAll("remove").map(String), droppedPhotos, result: null });
  }

  if (intent === "draft") {
    // "Buy extra ads" from the form where the category's free ads are used: what was typed is kept as the
    // account's draft (features/paid-reach), then the category's packs.
    const categoryId = postedId(formData.get("category"));
    const allowance = categoryId ? await freeAdsAllowance(context, user.id, categoryId) : null;
    if (!allowance) return json({ intent, result: null }, { status: 400 });
    // Without JavaScript the photos come too: they replace the draft's (with it, the draft keeps the ones it has).
    const files = formData.getAll("images").filter((file): file is File => typeof file !== "string" && file.size > 0);
    await saveDraft(context, user.id, allowance.categoryId, textValues(formData), new Date(), await storeDraftPhotos(deps, files));
    return redirect(`/account/packs?category=${allowance.categoryId}`);
  }

  if (intent === "create" || intent === "update") {
    const mode: AdFormMode = intent === "create" ? "add" : "edit";
    if (intent === "create" && !user.verified) return redirectWithMessage(context, "/account/verify", "info", "editor:toasts.verifyFirst");
    if (intent === "update" && !adId) throw notFound();
    const parsed = parseAdForm(formData, mode);
    const failed = intent === "create" ? "editor:toasts.createFailed" : "editor:toasts.updateFailed";
    if (!parsed.input) {
      // A photo removal that is not an id: said at the top of the form, where the current photos are.
      const badRemoval = Object.keys(parsed.submission.error ?? {}).some((name) => name.startsWith("remove"));
      // The category's details are checked too, so every mistake shows at once.
      const details = await attributeErrorsOf(deps, postedId(formData.get("category")), postedId(formData.get("subcategory")), attributeEntries(formData));
      const fieldErrors = Object.fromEntries(Object.entries(details).map(([name, key]) => [name, [key]]));
      return json(
        { intent, result: parsed.submission.reply({ formErrors: badRemoval ? [failed, "editor:errors.unknownPhoto"] : [failed], fieldErrors }) },
        { status: 400 },
      );
    }
    const photos = parsed.photos.map((file, index) => ({ file, small: parsed.smalls[index] ?? null }));
    // Posted from the kept draft: its photos, stored when it was first sent, come first.
    const kept = intent === "create" && formData.get(FROM_DRAFT_FIELD) === "1" ? ((await getDraft(context, user.id))?.photos ?? []) : [];
    // Refused past the free ads: the photos sent are stored for the draft (with those it kept), never chosen again.
    const draftPhotos = async () => {
      const fresh = await storeDraftPhotos(deps, photos, kept.length);
      return fresh.length > 0 ? [...kept, ...fresh] : [];
    };
    try {
      const submitKey = parseSubmitKey(formData.get(SUBMIT_KEY_FIELD));
      // What this form asked for: a second post with its key must ask for the same, else it is refused.
      const submitDigest = submitKey ? await requestDigest(request.method, url.pathname, formData.entries(), [SUBMIT_KEY_FIELD]) : null;
      const result =
        intent === "create"
          ? await createAd(deps, user.id, parsed.input, photos, new Date(), { submitKey, submitDigest, kept })
          : await updateAd(deps, user.id, adId!, parsed.input, { remove: parsed.remove, add: photos });
      if (!result.ok) return writeFailure(context, intent, parsed.submission, result, { userId: user.id, values: textValues(formData), photos: draftPhotos });
      // Posted from the kept draft (features/paid-reach): nothing of it is left to keep.
      if (intent === "create" && formData.get(FROM_DRAFT_FIELD) === "1") await deleteDraft(context, user.id);
    } catch (error) {
      if (error instanceof Response) throw error;
      logError(error, request);
      return json({ intent, result: parsed.submission.reply({ formErrors: [failed] }) }, { status: 500 });
    }
    return redirectWithMessage(context, "/account/ads", "success", intent === "create" ? "editor:toasts.created" : "editor:toasts.updated");
  }

  if (!adId) throw notFound();
  if (intent === "delete") {
    let result;
    try {
      result = await deleteAd(deps, user.id, adId);
    } catch (error) {
      logError(error, request);
      return redirectWithMessage(context, "/account/ads", "error", "editor:toasts.deleteFailed");
    }
    if (!result.ok) throw notFound();
    return redirectWithMessage(context, "/account/ads", "success", "editor:toasts.deleted");
  }
  if (intent === "renew" || intent === "sold") {
    const result = intent === "renew" ? await renewAd(deps, user.id, adId) : await markSold(deps, user.id, adId);
    if (!result.ok && result.error === "notFound") throw notFound();
    if (!result.ok) return redirectWithMessage(context, "/account/ads", "error", intent === "renew" ? "editor:toasts.renewFailed" : "editor:toasts.soldFailed");
    return redirectWithMessage(context, "/account/ads", "success", intent === "renew" ? "editor:toasts.renewed" : "editor:toasts.markedSold");
  }
  return json({ intent, result: null }, { status: 400 });
}

/** An ad nobody saw or contacted in the last 30 days. */
const noCounts: number[] = new Array(STATS_DAYS).fill(0);

export default function AccountAds() {
  const loaded = useLoaderData<typeof loader>();
  const { ads, hasMore, page, options, attributeFields, editing, editingAttributes, stats, statsDays, freeAds, savedDraft, draftValues } = loaded;
  const actionData = useActionData<typeof action>();
  // A form refused for its key carries a new one (loaders are not run again after a refused post).
  const submitKey = actionData && "submitKey" in actionData && typeof actionData.submitKey === "string" ? actionData.submitKey : loaded.submitKey;
  const { t, language } = useTranslation(["account", "editor"]);
  const { search } = useLocation();
  const sheet = new URLSearchParams(search).get("sheet");
  const [dirty, setDirty] = useState(false);
  const draft = useRef<Record<string, string | string[] | undefined> | null>(null);
  useEffect(() => {
    setDirty(false);
    draft.current = null;
  }, [sheet, editing?.id]);

  const refreshed =
    actionData?.intent === "refresh"
      ? (actionData as unknown as { values: Record<string, string | string[]>; removed: string[]; droppedPhotos: number })
      : null;
  const lastResult =
    actionData && "result" in actionData && actionData.result && (actionData.intent === "create" || actionData.intent === "update") ? actionData.result : null;
  // Refused past the category's free ads (features/paid-reach): its packs are offered, and a new ad is kept as a draft.
  const pastLimit =
    actionData && "packsFor" in actionData && typeof actionData.packsFor === "number"
      ? { categoryId: actionData.packsFor, draftKept: "draftKept" in actionData && actionData.draftKept === true }
      : null;
  const categoryName = (id: number) => {
    const row = options?.categories.find((option) => option.id === id);
    return row ? localName(row, language) : "";
  };
  const closeProps = {
    dirty,
    onContinueClose: () => {
      setDirty(false);
      draft.current = null;
    },
  };

  // The sheets come before the list: without JavaScript an open sheet is an
  // in-page panel, and the seller who pressed "Add an ad" must find the form
  // at the top, not under a page of their ads. Hydrated, it is a dialog.
  return (
    <>
      {options && attributeFields && sheet === "add-ad" ? (
        <Overlay value="add-ad" kind="sheet" title={t("editor:sheet.addTitle")} {...closeProps}>
          {draftValues && savedDraft && !pastLimit ? (
            <p className="notice notice-info" role="status" data-draft-loaded>
              {t("editor:freeAds.draftLoaded", { category: localName(savedDraft.category, language) })}
            </p>
          ) : null}
          {draftValues ? <input type="hidden" form="ad-form-add" name={FROM_DRAFT_FIELD} value="1" /> : null}
          {draftValues && savedDraft && savedDraft.photos.length > 0 ? (
            <figure className="draft-photos" data-draft-photos>
              <figcaption>{t("editor:freeAds.draftPhotos", { count: savedDraft.photos.length })}</figcaption>
              <ul className="photo-grid">
                {savedDraft.photos.map((photo) => (
                  <li key={photo.smallPath}>
                    <PhotoThumb path={photo.smallPath} width={photo.width} height={photo.height} />
                  </li>
                ))}
              </ul>
            </figure>
          ) : null}
          <AdForm
            key={draftValues ? "draft" : "new"}
            mode="add"
            submitKey={submitKey}
            freeAds={freeAds}
            refused={pastLimit}
            options={options}
            attributeFields={attributeFields}
            language={language}
            defaultValue={refreshed ? refreshed.values : draftValues ? { ...NEW_AD_DEFAULTS, ...draftValues } : NEW_AD_DEFAULTS}
            droppedPhotos={refreshed?.droppedPhotos}
            lastResult={lastResult}
            onDirtyChange={setDirty}
            draft={draft}
          />
        </Overlay>
      ) : null}
      {options && attributeFields && editing && sheet === "edit-ad" ? (
        <Overlay value="edit-ad" kind="sheet" title={t("editor:sheet.editTitle")} {...closeProps}>
          <input type="hidden" form="ad-form-edit" name="adId" value={editing.id} />
          {pastLimit ? (
            <p className="notice notice-info" role="status" data-past-limit>
              <Link to={`/account/packs?category=${pastLimit.categoryId}`}>
                {t("editor:freeAds.buyMore", { category: categoryName(pastLimit.categoryId) })}
              </Link>
            </p>
          ) : null}
          <AdForm
            key={editing.id}
            mode="edit"
            options={options}
            attributeFields={attributeFields}
            language={language}
            defaultValue={refreshed ? refreshed.values : valuesOfAd(editing, editingAttributes ?? {})}
            droppedPhotos={refreshed?.droppedPhotos}
            lastResult={lastResult}
            images={editing.images}
            removed={refreshed ? refreshed.removed : []}
            onDirtyChange={setDirty}
            draft={draft}
          />
        </Overlay>
      ) : null}
      {editing && sheet === "delete-ad" ? (
        <Overlay value="delete-ad" kind="dialog" title={t("editor:delete.title")}>
          <p>{t("editor:delete.text", { name: editing.name })}</p>
          <Form method="post" action="/account/ads" className="form-actions">
            <input type="hidden" name="adId" value={editing.id} />
            <button type="submit" name="intent" value="delete" className="button danger">
              {t("editor:delete.confirm")}
            </button>
            <ButtonLink to="/account/ads" preventScrollReset replace>
              {t("editor:delete.cancel")}
            </ButtonLink>
          </Form>
        </Overlay>
      ) : null}
      <section className="account-card" aria-labelledby="tab-title">
        <div className="row-head">
          <h2 id="tab-title">{t("ads.title")}</h2>
          <ButtonLink to="/account/ads?sheet=add-ad" kind="primary" preventScrollReset>
            {t("editor:list.add")}
          </ButtonLink>
        </div>
        {savedDraft && !draftValues ? (
          <div className="notice notice-info" data-saved-draft>
            <p>{t("editor:freeAds.draftWaiting", { name: savedDraft.name, category: localName(savedDraft.category, language) })}</p>
            <p className="form-actions">
              <ButtonLink to={`/account/packs?category=${savedDraft.categoryId}`} kind="primary">
                {t("editor:freeAds.buyMore", { category: localName(savedDraft.category, language) })}
              </ButtonLink>
              <ButtonLink to="/account/ads?sheet=add-ad&draft=1" preventScrollReset>
                {t("editor:freeAds.openDraft")}
              </ButtonLink>
            </p>
          </div>
        ) : null}
        {ads.length === 0 ? (
          <EmptyState message={t("ads.empty")} />
        ) : (
          <div className="grid own-ads">
            {ads.map((ad) => (
              <AdCard
                key={ad.id}
                ad={ad}
                language={language}
                editMode
                href={ad.status === "approved" ? undefined : ad.status === "removed" ? null : editHref(ad.id)}
                actions={
                  <OwnAdActions
                    ad={ad}
                    language={language}
                    chart={<AdStatsChart days={statsDays} views={stats[ad.id]?.views ?? noCounts} contacts={stats[ad.id]?.contacts ?? noCounts} />}
                  />
                }
              />
            ))}
          </div>
        )}
        <MorePages page={page} hasMore={hasMore} />
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
