import { parseId } from "~/lib/ids";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { SubmitButton } from "~/components/forms/fields";
import { formatDate, formatNumber } from "~/lib/format";
import { localPhone } from "~/lib/normalize";
import { useTranslation } from "~/lib/use-translation";
import { fromInputDateTime } from "~/lib/admin-resources";
import { getUserForAdmin, setAdExpiry, setSuspended, setVerifiedTrader } from "~/features/admin/admin.server";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { notFound, orNotFound } from "~/lib/not-found";
import { DateTimeForm } from "~/features/admin/components/date-time-form";
import { CardSection } from "~/components/ui/card-section";

const adStatuses = ["pending", "approved", "rejected", "expired", "sold", "removed"] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const id = parseId(params.id);
  const user = orNotFound(id ? await getUserForAdmin(context, id) : null);
  return json(
    { user, self: admin.id === user.id, meta: { title: `${user.first_name} ${user.last_name}`.trim() } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const id = orNotFound(parseId(params.id));
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "ad-expiry") {
    const adId = parseId(String(formData.get("ad") ?? ""));
    const until = fromInputDateTime(String(formData.get("until") ?? ""));
    if (!adId || !until) return json({ error: "admin:errors.datetime" }, { status: 400 });
    if (!(await setAdExpiry(context, admin, id, adId, until))) throw notFound();
    return redirectWithMessage(context, `/admin/users/${id}`, "success", "admin:toasts.adExpirySet");
  }
  const outcomes = {
    verify: { run: () => setVerifiedTrader(context, admin, id, true), toast: "admin:toasts.verified" },
    unverify: { run: () => setVerifiedTrader(context, admin, id, false), toast: "admin:toasts.unverified" },
    suspend: { run: () => setSuspended(context, admin, id, true), toast: "admin:toasts.suspended" },
    reinstate: { run: () => setSuspended(context, admin, id, false), toast: "admin:toasts.reinstated" },
  } as const;
  if (!(intent in outcomes)) throw new Response(null, { status: 400 });
  const chosen = outcomes[intent as keyof typeof outcomes];
  const result = await chosen.run();
  if (!result.ok) {
    if (result.error === "notFound") throw notFound();
    return json({ error: `admin:errors.${result.error}` }, { status: 400 });
  }
  return redirectWithMessage(context, `/admin/users/${id}`, "success", chosen.toast);
}

export default function AdminUser() {
  const { user, self } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  const { t, language } = useTranslation(["admin", "ads"]);
  const name = `${user.first_name} ${user.last_name}`.trim();
  const suspended = user.status === "suspended";
  return (
    <>
      <p>
        <Link to="/admin/users">{t("users.back")}</Link>
      </p>
      <h1 className="page-title" dir="auto">
        {name}
      </h1>
      {suspended ? <p className="notice notice-error">{t("users.suspendedNote")}</p> : null}
      {error ? (
        <p className="notice notice-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="admin-figures">
        <CardSection titleId="user-details" title={t("users.details")}>
          <dl className="figure-list">
            <div>
              <dt>{t("users.username")}</dt>
              <dd dir="ltr">{user.username}</dd>
            </div>
            <div>
              <dt>{t("users.phone")}</dt>
              <dd dir="ltr">{localPhone(user.phone)}</dd>
            </div>
            <div>
              <dt>{t("users.email")}</dt>
              <dd dir="ltr">{user.email}</dd>
            </div>
            <div>
              <dt>{t("users.type")}</dt>
              <dd>{user.role === "admin" ? t("users.admin") : user.is_trader ? t("users.trader") : t("users.customer")}</dd>
            </div>
            {user.company_name ? (
              <div>
                <dt>{t("users.company")}</dt>
                <dd dir="auto">{user.company_name}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("users.status")}</dt>
              <dd data-testid="user-status">{t(`users.${user.status}`)}</dd>
            </div>
            <div>
              <dt>{t("users.verifiedAccount")}</dt>
              <dd>{user.phone_verified_at ? t("users.yes") : t("users.no")}</dd>
            </div>
            {user.is_trader ? (
              <div>
                <dt>{t("users.verifiedTrader")}</dt>
                <dd data-testid="user-verified-trader">{user.is_verified_trader ? t("users.yes") : t("users.no")}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("users.joined")}</dt>
              <dd>{formatDate(user.created_at, language)}</dd>
            </div>
          </dl>
        </CardSection>
        <CardSection titleId="user-ads" title={t("users.adsTitle")}>
          <dl className="figure-list">
            {adStatuses.map((status) => (
              <div key={status}>
                <dt>{t(`ads:status.${status}`)}</dt>
                <dd>{formatNumber(user.ads[status] ?? 0, language)}</dd>
              </div>
            ))}
            <div>
              <dt>{t("users.ordersPaid")}</dt>
              <dd>{formatNumber(user.orders, language)}</dd>
            </div>
            <div>
              <dt>{t("users.openReports")}</dt>
              <dd>{formatNumber(user.openReports, language)}</dd>
            </div>
          </dl>
        </CardSection>
      </div>
      {user.recentAds.length > 0 ? (
        <CardSection titleId="user-recent-ads" title={t("users.recentAds")}>
          <ul className="record-list">
            {user.recentAds.map((ad) => (
              <li key={ad.id} className="record-item" data-ad-id={ad.id} data-status={ad.status}>
                <span className="record-names">
                  <Link to={`/categories/product/${ad.id}`} dir="auto">
                    {ad.name}
                  </Link>
                </span>
                <span className="order-status">{t(`ads:status.${ad.status}`)}</span>
                {ad.status === "approved" ? (
                  <DateTimeForm
                    id={`expires-${ad.id}`}
                    hidden={{ intent: "ad-expiry", ad: ad.id }}
                    label={t("users.adExpiresNamed", { name: ad.name })}
                    value={ad.expires_at}
                    submit={t("users.setAdExpiry")}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </CardSection>
      ) : null}
      <CardSection titleId="user-actions" title={t("users.actions")}>
        {user.is_trader ? (
          <Form method="post" className="form-actions">
            <input type="hidden" name="intent" value={user.is_verified_trader ? "unverify" : "verify"} />
            <SubmitButton className="button secondary">{user.is_verified_trader ? t("users.unverify") : t("users.verify")}</SubmitButton>
          </Form>
        ) : null}
        {user.role === "admin" || self ? (
          <p className="muted">{t("users.adminNote")}</p>
        ) : (
          <Form method="post" className="form-actions">
            <input type="hidden" name="intent" value={suspended ? "reinstate" : "suspend"} />
            <SubmitButton className={suspended ? "button primary" : "button danger"}>{suspended ? t("users.reinstate") : t("users.suspend")}</SubmitButton>
            <p className="field-hint">{t("users.suspendHint")}</p>
          </Form>
        )}
      </CardSection>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
