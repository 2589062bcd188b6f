import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { QueueItem } from "~/features/moderation/components/queue-item";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate, isoTime } from "~/lib/format";
import { MorePages } from "~/components/ui/pagination";
import { useTranslation } from "~/lib/use-translation";
import { approveAd, dismissReports, listQueue, rejectAd, removeAd } from "~/features/moderation/moderation.server";
import { listDecisions } from "~/features/moderation/queries.server";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { runAlerts } from "~/features/saved-searches/alerts.server";
import { logError } from "~/server/log.server";
import { z } from "zod";
import { idParam, pageParam, parseSearchParams } from "~/lib/search-params";
import { notFound } from "~/lib/not-found";
import { ReportedRatings } from "~/features/ratings/components/reported-ratings";
import { answerRatingDecision, isRatingIntent } from "~/features/ratings/moderation-form.server";
import { reportedRatings } from "~/features/ratings/ratings.server";
import { cutText } from "~/lib/text-length";
import { TableHead } from "~/components/ui/data-table";

// The moderation queue (admins only; everyone else gets 404): ads under
// review and reported ads, the longest-waiting first, with approve, reject
// with a reason, remove, and keep (close the reports of a public ad). Every
// decision is written to moderation_log with who and when. Each ad shows every
// field and every photo as uploaded; approving posts the revision shown, and
// an ad edited since is not approved (it stays in the queue, with a message).

const REASON_MIN = 3;
const REASON_MAX = 1000;

/** The queue's address: its page, or one ad's reports. */
const QueueParamsSchema = z.object({ page: pageParam(), ad: idParam });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const { page, ad } = parseSearchParams(QueueParamsSchema, url.searchParams);
  const adId = ad ?? undefined;
  const [queue, decisions, ratings] = await Promise.all([listQueue(context, { page, adId }), listDecisions(context, { limit: 20 }), reportedRatings(context)]);
  return json(
    {
      queue: queue.items,
      hasMore: queue.hasMore,
      page,
      adId: adId ?? null,
      decisions,
      ratings: ratings.items,
      meta: { title: String(context.t("editor:moderation.title")) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Back to the queue page the decision was taken on. */
function backTo(request: Request): string {
  const url = new URL(request.url);
  const { page, ad } = parseSearchParams(QueueParamsSchema, url.searchParams);
  return ad ? `/admin/moderation?ad=${ad}` : page > 1 ? `/admin/moderation?page=${page}` : "/admin/moderation";
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  // Reported ratings (features/ratings): hide with a reason, or keep.
  if (isRatingIntent(intent)) return answerRatingDecision(context, admin, formData, backTo(request));
  const adId = Number(formData.get("adId"));
  const reason = String(formData.get("reason") ?? "").trim();
  if (!Number.isInteger(adId) || adId <= 0) throw notFound();
  if (intent === "reject" && (reason.length < REASON_MIN || reason.length > REASON_MAX)) {
    return json({ adId, intent, message: "editor:errors.reasonRequired" }, { status: 400 });
  }
  const deps = { db: context.db, config: context.config };
  const revisionText = String(formData.get("revision") ?? "");
  const revision = /^\d{1,9}$/.test(revisionText) ? Number(revisionText) : null;
  if (intent === "approve" && revision === null) return json({ adId, intent, message: "editor:moderation.reviewFirst" }, { status: 400 });
  const result =
    intent === "approve"
      ? await approveAd(deps, admin.id, adId, new Date(), revision!)
      : intent === "reject"
        ? await rejectAd(deps, admin.id, adId, reason)
        : intent === "remove"
          ? await removeAd(deps, admin.id, adId, cutText(reason, REASON_MAX) || null)
          : intent === "dismiss"
            ? await dismissReports(deps, admin.id, adId)
            : null;
  if (!result) return json({ adId, intent, message: "editor:moderation.unknownAction" }, { status: 400 });
  if (!result.ok && result.error === "notFound") throw notFound();
  // Edited since the moderator loaded it: nothing changes, and the page shows the new version with the message.
  if (!result.ok && result.error === "stale") return json({ adId, intent, message: "editor:moderation.stale" }, { status: 409 });
  if (!result.ok) return redirectWithMessage(context, backTo(request), "error", "editor:moderation.notAllowed");
  // An approved ad goes to the saved searches that match it, after the answer ("at once" e-mails: at most one an hour).
  if (intent === "approve") context.waitUntil(runAlerts(deps).catch((error: unknown) => logError(error, request)));
  const done = {
    approve: "editor:moderation.approved",
    reject: "editor:moderation.rejected",
    remove: "editor:moderation.removed",
    dismiss: "editor:moderation.dismissed",
  }[intent]!;
  return redirectWithMessage(context, backTo(request), "success", done);
}

export default function AdminModeration() {
  const { queue, hasMore, page, adId, decisions, ratings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, language } = useTranslation(["editor", "admin"]);
  return (
    <section aria-labelledby="moderation-title" className="moderation">
      <h1 id="moderation-title" className="page-title">
        {t("moderation.title")}
      </h1>
      <p>{t("moderation.intro")}</p>
      {adId ? (
        <p>
          <Link to="/admin/moderation">{t("moderation.showAll")}</Link>
        </p>
      ) : null}
      {queue.length === 0 ? (
        <EmptyState message={t("moderation.empty")} />
      ) : (
        <div className="queue">
          {queue.map((item) => (
            <QueueItem
              key={item.id}
              item={item}
              language={language}
              error={actionData && "adId" in actionData && actionData.adId === item.id ? actionData : null}
            />
          ))}
        </div>
      )}
      <MorePages page={page} hasMore={hasMore} />
      <ReportedRatings items={ratings} language={language} state={actionData && "rating" in actionData ? actionData.rating : null} />
      <section aria-labelledby="decisions-title" className="card decisions">
        <h2 id="decisions-title">{t("moderation.decisions")}</h2>
        {decisions.length === 0 ? (
          <p>{t("moderation.noDecisions")}</p>
        ) : (
          <table className="decisions-table">
            <TableHead columns={(["when", "who", "action", "ad", "reason"] as const).map((column) => t(`moderation.${column}`))} />
            <tbody>
              {decisions.map((decision) => (
                <tr key={decision.id}>
                  <td>
                    <time dateTime={isoTime(decision.created_at)}>{formatDate(decision.created_at, language)}</time>
                  </td>
                  <td>
                    <bdi>{decision.moderator_name}</bdi>
                  </td>
                  <td>{t(`moderation.actions.${decision.action}`)}</td>
                  <td dir="auto">{decision.ad_name ?? `#${decision.ad_id}`}</td>
                  <td dir="auto">{decision.reason ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
