import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, Outlet } from "@remix-run/react";
import { AdminNav } from "~/features/admin/components/admin-nav";
import { adminMeta } from "~/features/admin/components/meta";
import { useTranslation } from "~/lib/use-translation";
import { requireAdmin } from "~/server/session.server";

// The admin area's frame: for administrators only; everyone else, signed in
// or not, gets the not-found page. Every admin page's own loader and action
// call requireAdmin too (loaders run in parallel; actions run before them).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({}, { headers: { "Cache-Control": "private, no-store" } });
}

// A post to an admin index page without "?index" reaches the layout: still
// not found for everyone but the admin, and not allowed for the admin.
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  throw new Response(null, { status: 405 });
}

export default function AdminLayout() {
  const { t } = useTranslation(["admin"]);
  return (
    <div className="container admin">
      <div className="admin-head">
        <p className="admin-title">{t("nav.title")}</p>
        <Link to="/" className="admin-back">
          {t("nav.backToSite")}
        </Link>
      </div>
      <AdminNav />
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, undefined);
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
