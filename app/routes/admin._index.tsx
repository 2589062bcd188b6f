import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { SubmitButton } from "~/components/forms/fields";
import { formatNumber, formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/use-translation";
import { dashboardFigures, runJobsNow } from "~/features/admin/admin.server";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";

const adStatuses = ["pending", "approved", "rejected", "expired", "sold", "removed"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ figures: await dashboardFigures(context), meta: { title: String(context.t("admin:dashboard.title")) } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const intent = (await request.formData()).get("intent");
  if (intent !== "run-jobs") throw new Response(null, { status: 400 });
  const report = await runJobsNow(context, admin);
  return redirectWithMessage(context, "/admin", "success", "admin:toasts.jobsRan", { expired: report.expiredAds, featured: report.endedFeatured });
}

export default function AdminDashboard() {
  const { figures } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "ads"]);
  const n = (value: number) => formatNumber(value, language);
  return (
    <>
      <h1 className="page-title">{t("dashboard.title")}</h1>
      <div className="admin-figures">
        <section className="account-card" aria-labelledby="figures-ads">
          <h2 id="figures-ads">{t("dashboard.ads")}</h2>
          <dl className="figure-list">
            {adStatuses.map((status) => (
              <div key={status} data-figure={`ads-${status}`}>
                <dt>{t(`ads:status.${status}`)}</dt>
                <dd>{n(figures.adsByStatus[status] ?? 0)}</dd>
              </div>
            ))}
          </dl>
          <p>
            <Link to="/admin/moderation">{t("nav.moderation")}</Link>
          </p>
        </section>
        <section className="account-card" aria-labelledby="figures-users">
          <h2 id="figures-users">{t("dashboard.users")}</h2>
          <dl className="figure-list">
            <div data-figure="users-total">
              <dt>{t("dashboard.usersTotal")}</dt>
              <dd>{n(figures.users.total)}</dd>
            </div>
            <div data-figure="users-7">
              <dt>{t("dashboard.users7")}</dt>
              <dd>{n(figures.users.last7Days)}</dd>
            </div>
            <div data-figure="users-30">
              <dt>{t("dashboard.users30")}</dt>
              <dd>{n(figures.users.last30Days)}</dd>
            </div>
          </dl>
        </section>
        <section className="account-card" aria-labelledby="figures-reports">
          <h2 id="figures-reports">{t("dashboard.reports")}</h2>
          <dl className="figure-list">
            <div data-figure="open-reports">
              <dt>{t("dashboard.openReports")}</dt>
              <dd>{n(figures.openReports)}</dd>
            </div>
          </dl>
        </section>
        <section className="account-card" aria-labelledby="figures-orders">
          <h2 id="figures-orders">{t("dashboard.orders")}</h2>
          <dl className="figure-list">
            <div data-figure="paid-month">
              <dt>{t("dashboard.paidThisMonth")}</dt>
              <dd>{n(figures.paidThisMonth.count)}</dd>
            </div>
            <div data-figure="paid-amount">
              <dt>{t("dashboard.paidAmount")}</dt>
              <dd>{formatPrice(t, language, Math.round(figures.paidThisMonth.amountCents / 100))}</dd>
            </div>
            <div data-figure="pending-orders">
              <dt>{t("dashboard.pendingOrders")}</dt>
              <dd>{n(figures.pendingOrders)}</dd>
            </div>
            <div data-figure="featured">
              <dt>{t("dashboard.featuredAds")}</dt>
              <dd>{n(figures.featuredAds)}</dd>
            </div>
          </dl>
          <p>
            <Link to="/admin/orders">{t("nav.orders")}</Link>
          </p>
        </section>
      </div>
      <section className="account-card" aria-labelledby="jobs-title">
        <h2 id="jobs-title">{t("dashboard.jobsTitle")}</h2>
        <p>{t("dashboard.jobsIntro")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="run-jobs" />
          <SubmitButton className="button secondary">{t("dashboard.runJobs")}</SubmitButton>
        </Form>
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
