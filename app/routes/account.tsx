import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AccountTabs } from "~/features/account/components/account-tabs";
import { SignOutForm } from "~/components/layout/sign-out-form";
import { useTranslation } from "~/lib/use-translation";
import { requireUser } from "~/server/session.server";
import { cutText } from "~/lib/text-length";

// The guarded layout of /account: every tab's own loader and action also
// call requireUser (loaders run in parallel, so a layout guard alone would
// not protect their data).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return json(
    {
      user: { name: user.name, image: user.image, isTrader: user.isTrader, companyName: user.companyName, verified: user.verified },
      meta: { title: String(context.t("account:meta.title")) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AccountLayout() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["account"]);
  return (
    <div className="container account-page">
      <header className="account-header">
        {user.image ? (
          <img className="account-avatar" src={`/media/${user.image}`} alt="" width="56" height="56" />
        ) : (
          <span className="account-avatar account-avatar-empty" aria-hidden="true">
            {cutText(user.name, 1)}
          </span>
        )}
        <div className="account-who">
          <h1 className="page-title">{t("layout.hello", { name: user.name })}</h1>
          <p className="account-badges">
            <span className="account-badge">{user.isTrader ? t("layout.trader") : t("layout.customer")}</span>
            {user.isTrader && user.companyName ? <span className="account-badge">{user.companyName}</span> : null}
            <span className={`account-badge ${user.verified ? "account-badge-verified" : "account-badge-pending"}`}>
              {user.verified ? t("layout.verified") : t("layout.unverified")}
            </span>
          </p>
        </div>
        <SignOutForm />
      </header>
      <AccountTabs verified={user.verified} isTrader={user.isTrader} />
      <div className="account-panel">
        <Outlet />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta.title ?? "" }, { name: "robots", content: "noindex" }];
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
