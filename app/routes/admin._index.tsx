import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { SubmitButton } from "~/components/forms/fields";
import { formatNumber, formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/use-translation";
import { dashboardFigures, runJobsNow } from "~/features/admin/admin.server";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { CardSection } from "~/components/ui/card-section";

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

type Figure = [key: string, label: string, value: string];

/** One card of the dashboard: a titled list of figures, each marked with its key, and a link onward when given. */
function FigureCard({ id, title, figures, link }: { id: string; title: string; figures: Figure[]; link?: { to: string; label: string } }) {
  return (
    <section className="account-card" aria-labelledby={`figures-${id}`}>
      <h2 id={`figures-${id}`}>{title}</h2>
      <dl className="figure-list">
        {figures.map(([key, label, value]) => (
          <div key={key} data-figure={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {link ? (
        <p>
          <Link to={link.to}>{link.label}</Link>
        </p>
      ) : null}
    </section>
  );
}

export default function AdminDashboard() {
  const { figures } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["admin", "ads"]);
  const n = (value: number) => formatNumber(value, language);
  return (
    <>
      <h1 className="page-title">{t("dashboard.title")}</h1>
      <div className="admin-figures">
        <FigureCard
          id="ads"
          title={t("dashboard.ads")}
          figures={adStatuses.map((status): Figure => [`ads-${status}`, t(`ads:status.${status}`), n(figures.adsByStatus[status] ?? 0)])}
          link={{ to: "/admin/moderation", label: t("nav.moderation") }}
        />
        <FigureCard
          id="users"
          title={t("dashboard.users")}
          figures={[
            ["users-total", t("dashboard.usersTotal"), n(figures.users.total)],
            ["users-7", t("dashboard.users7"), n(figures.users.last7Days)],
            ["users-30", t("dashboard.users30"), n(figures.users.last30Days)],
          ]}
        />
        <FigureCard id="reports" title={t("dashboard.reports")} figures={[["open-reports", t("dashboard.openReports"), n(figures.openReports)]]} />
        <FigureCard
          id="orders"
          title={t("dashboard.orders")}
          figures={[
            ["paid-month", t("dashboard.paidThisMonth"), n(figures.paidThisMonth.count)],
            ["paid-amount", t("dashboard.paidAmount"), formatPrice(t, language, Math.round(figures.paidThisMonth.amountCents / 100))],
            ["pending-orders", t("dashboard.pendingOrders"), n(figures.pendingOrders)],
            ["featured", t("dashboard.featuredAds"), n(figures.featuredAds)],
          ]}
          link={{ to: "/admin/orders", label: t("nav.orders") }}
        />
      </div>
      <CardSection titleId="jobs-title" title={t("dashboard.jobsTitle")}>
        <p>{t("dashboard.jobsIntro")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="run-jobs" />
          <SubmitButton className="button secondary">{t("dashboard.runJobs")}</SubmitButton>
        </Form>
      </CardSection>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
