import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { accountMeta } from "~/components/account/meta";
import { EmptyState } from "~/components/ui/empty-state";
import { useTranslation } from "~/lib/use-translation";
import { requireUser } from "~/modules/session.server";

// Filled by a later issue; until then the tab shows its empty state.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return json({ meta: { title: String(context.t("account:tabs.bundles")) } });
}

export default function AccountBundles() {
  const { t } = useTranslation(["account"]);
  return (
    <section className="account-card" aria-labelledby="tab-title">
      <h2 id="tab-title">{t("bundles.title")}</h2>
      <EmptyState message={t("bundles.empty")} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);
