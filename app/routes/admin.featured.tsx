import { parseId } from "~/lib/ids";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { fromInputDateTime } from "~/lib/admin-resources";
import { DataTable } from "~/components/ui/data-table";
import { useTranslation } from "~/lib/use-translation";
import { listFeaturedAds, setFeaturedUntil } from "~/features/admin/admin.server";
import { redirectWithMessage, requireAdmin } from "~/server/session.server";
import { DateTimeForm } from "~/features/admin/components/date-time-form";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json(
    { ads: await listFeaturedAds(context), meta: { title: String(context.t("admin:featured.title")) } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const adId = parseId(String(formData.get("ad") ?? ""));
  const date = fromInputDateTime(String(formData.get("until") ?? ""));
  if (!adId || !date) return redirectWithMessage(context, "/admin/featured", "error", "admin:errors.datetime");
  const changed = await setFeaturedUntil(context, admin, adId, date);
  return redirectWithMessage(context, "/admin/featured", changed ? "success" : "error", changed ? "admin:toasts.featuredSet" : "admin:errors.notFound");
}

export default function AdminFeatured() {
  const { ads } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["admin"]);
  return (
    <>
      <h1 className="page-title">{t("featured.title")}</h1>
      <p>{t("featured.intro")}</p>
      <DataTable caption={t("featured.caption")} columns={["ad", "owner", "until"].map((key) => t(`featured.${key}`))} rows={ads} empty={t("featured.empty")}>
        {(ad) => (
          <tr key={ad.id} data-ad-id={ad.id}>
            <td>
              <Link to={`/categories/product/${ad.id}`} dir="auto">
                {ad.name}
              </Link>
            </td>
            <td>
              <Link to={`/admin/users/${ad.user_id}`} dir="auto">
                {ad.owner_name}
              </Link>
            </td>
            <td>
              <DateTimeForm
                id={`until-${ad.id}`}
                hidden={{ ad: ad.id }}
                label={t("featured.untilNamed", { name: ad.name })}
                value={ad.featured_until}
                submit={t("featured.set")}
              />
            </td>
          </tr>
        )}
      </DataTable>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
