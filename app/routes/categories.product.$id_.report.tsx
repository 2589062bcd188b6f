import { parseId } from "~/lib/ids";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ReportForm } from "~/features/moderation/components/report-form";
import { useTranslation } from "~/lib/use-translation";
import { getPublicAd } from "~/features/ads/queries.server";
import { hit } from "~/server/rate-limit.server";
import { createReport, parseReportForm, REPORT_REASONS, reportClientKeys, reportLimitFor } from "~/features/moderation/reports.server";
import { getOptionalUser, redirectWithMessage } from "~/server/session.server";
import { notFound, orNotFound } from "~/lib/not-found";
import { Page } from "~/components/layout/page";

// "Report this ad" (/categories/product/:id/report): a reason from a list and
// optional text for the moderators; honeypot, rate limit by client address,
// one open report per person (or address) per ad. Sent back to the ad page.

function adIdOf(raw: string | undefined): number {
  const id = orNotFound(parseId(raw));
  return id;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = adIdOf(params.id);
  const ad = orNotFound(await getPublicAd(context, id));
  return json({
    ad: { id: ad.id, name: ad.name },
    reasons: REPORT_REASONS,
    meta: { title: String(context.t("editor:report.pageTitle", { name: ad.name })) },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = adIdOf(params.id);
  const back = `/categories/product/${id}`;
  const formData = await request.formData();
  const form = parseReportForm(formData);
  // A bot that filled the hidden field is thanked and forgotten.
  if (form.honeypot) return redirectWithMessage(context, back, "success", "editor:report.sent");
  if (!form.value) return json({ errors: form.errors, values: form.values }, { status: 400 });
  const limited = await hit(context, `reportAddress:${context.clientAddress}`, reportLimitFor(context.config.APP_ENV));
  if (!limited.allowed) return json({ errors: { "": ["editor:report.tooMany"] }, values: form.values }, { status: 429 });
  const user = await getOptionalUser(request, context);
  const keys = await reportClientKeys(context.config.SESSION_SECRET, user?.id ?? null, context.clientAddress);
  const result = await createReport(context, {
    adId: id,
    userId: user?.id ?? null,
    clientKey: keys.primary,
    otherKeys: keys.keys,
    reason: form.value.reason,
    details: form.value.details,
  });
  if (!result.ok && result.error === "notFound") throw notFound();
  if (!result.ok) return redirectWithMessage(context, back, "info", "editor:report.already");
  return redirectWithMessage(context, back, "success", "editor:report.sent");
}

export default function ReportPage() {
  const { ad, reasons } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation(["editor"]);
  return (
    <Page title={t("report.title")} className="report-page">
      <p>
        <Link to={`/categories/product/${ad.id}`} dir="auto">
          {ad.name}
        </Link>
      </p>
      <ReportForm reasons={reasons} state={actionData ?? null} />
    </Page>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta.title ?? "" }, { name: "robots", content: "noindex" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
