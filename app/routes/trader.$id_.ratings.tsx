import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { MorePages } from "~/components/ui/pagination";
import { parseId } from "~/lib/ids";
import { pageMeta } from "~/lib/meta";
import { notFound, orNotFound } from "~/lib/not-found";
import { useTranslation } from "~/lib/use-translation";
import { RatingList, type RatingFormState } from "~/features/ratings/components/rating-list";
import { RatingSummary } from "~/features/ratings/components/rating-summary";
import { RatingAnswerSchema, RatingReportSchema } from "~/features/ratings/schema";
import { answerRating, ratedPerson, reportRating, sellerRatings, sellerRatingSummary } from "~/features/ratings/ratings.server";
import { isDatabaseUnavailable } from "~/server/outage.server";
import { pageOf, pageQuery } from "~/server/search-params.server";
import { getOptionalUser, redirectWithMessage, requireUser } from "~/server/session.server";

// A seller's ratings, newest first, a page at a time (public, edge-cached for
// visitors; a new rating, answer or hidden one bumps the content version).
// Each rating has a report form; the rated seller, signed in, answers each
// rating once here.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = orNotFound(parseId(params.id));
  const person = orNotFound(await ratedPerson(context, id));
  const page = pageOf(request);
  const [summary, list, viewer] = await Promise.all([sellerRatingSummary(context, id), sellerRatings(context, id, page), getOptionalUser(request, context)]);
  if (page > 1 && list.rows.length === 0) throw notFound();
  const summaryText =
    summary.count === 0 ? String(context.t("ratings:summary.none")) : String(context.t("ratings:summary.count", { count: summary.count, n: summary.count }));
  return {
    person,
    summary,
    ratings: list.rows,
    hasMore: list.hasMore,
    page,
    viewerId: viewer?.id ?? null,
    meta: {
      title: String(context.t("ratings:list.title", { name: person.name })),
      description: String(context.t("ratings:list.metaDescription", { name: person.name, summary: summaryText })),
      query: pageQuery(page),
    },
  };
}

/** Answering (the rated seller) or reporting (anyone signed in) one rating; a refusal comes back at that rating with a 4xx. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const sellerId = orNotFound(parseId(params.id));
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent") === "answer" ? "answer" : formData.get("intent") === "report" ? "report" : null;
  const ratingId = parseId(String(formData.get("ratingId") ?? ""));
  if (!intent || ratingId === null) throw notFound();
  const typed = String(formData.get(intent === "answer" ? "answer" : "details") ?? "");
  const refuse = (status: number, error: string) =>
    json({ form: { ratingId, intent, text: [...typed].slice(0, 1100).join(""), error } satisfies RatingFormState }, { status });
  const here = `/trader/${sellerId}/ratings`;
  try {
    if (intent === "answer") {
      const submission = parseWithZod(formData, { schema: RatingAnswerSchema });
      if (submission.status !== "success") return refuse(400, submission.error?.answer?.[0] ?? "ratings:errors.answerEmpty");
      const done = await answerRating(context, user, ratingId, submission.value.answer);
      if (done.ok) throw await redirectWithMessage(context, `${here}#rating-${ratingId}`, "success", "ratings:rate.answered");
      if ("refusal" in done) return refuse(done.refusal.status, String(context.t(done.refusal.key, done.refusal.values)));
      if (done.error === "notFound") throw notFound();
      return refuse(done.error === "alreadyAnswered" ? 409 : 403, `ratings:errors.${done.error}`);
    }
    const submission = parseWithZod(formData, { schema: RatingReportSchema });
    if (submission.status !== "success") return refuse(400, submission.error?.details?.[0] ?? "ratings:errors.reportTooLong");
    const done = await reportRating(context, user, ratingId, submission.value.details);
    if (done.ok) throw await redirectWithMessage(context, `${here}#rating-${ratingId}`, "success", "ratings:rate.reported");
    if ("refusal" in done) return refuse(done.refusal.status, String(context.t(done.refusal.key, done.refusal.values)));
    if (done.error === "notFound") throw notFound();
    return refuse(409, `ratings:errors.${done.error}`);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return refuse(503, "common:unavailable.form");
    throw error;
  }
}

export default function SellerRatings() {
  const { person, summary, ratings, hasMore, page, viewerId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, language } = useTranslation("ratings");
  return (
    <div className="container seller-ratings">
      <p>
        <Link to={`/trader/${person.id}`}>{t("list.back")}</Link>
      </p>
      <h1 className="page-title">
        <bdi>{t("list.title", { name: person.name })}</bdi>
      </h1>
      <RatingSummary summary={summary} sellerId={person.id} language={language} link={false} />
      <RatingList ratings={ratings} language={language} forms viewerId={viewerId} state={answer?.form ?? null} />
      <MorePages page={page} hasMore={hasMore} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
