import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { accountMeta } from "~/features/account/components/meta";
import { AdCard } from "~/features/ads/components/ad-card";
import { ListOrEmpty } from "~/components/ui/empty-state";
import { useTranslation } from "~/lib/use-translation";
import { listFavourites } from "~/features/favourites/favourites.server";
import { logError } from "~/server/log.server";
import { useFailureToast } from "~/lib/toast-hooks";
import { requireUser } from "~/server/session.server";
import { CardSection } from "~/components/ui/card-section";

// "My favorites": the user's wishlist of public ads, newest first; each heart
// removes the ad from the list.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  // A failure to load the list says so (product rules, Messages) instead of taking the account page down.
  const ads = await listFavourites(context, user.id).catch((error: unknown) => (logError(error, request), null));
  return json({ ads, meta: { title: String(context.t("account:tabs.favorites")) } }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountFavorites() {
  const { ads } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["account"]);
  useFailureToast(ads === null, "account:favorites.loadFailed");
  return (
    <CardSection titleId="tab-title" title={t("favorites.title")}>
      <ListOrEmpty
        items={ads}
        failed={t("favorites.loadFailed")}
        empty={t("favorites.empty")}
        wayOn={
          <>
            <p>{t("favorites.howTo")}</p>
            <Link to="/categories/">{t("favorites.browse")}</Link>
          </>
        }
      >
        {(ads) => (
          <div className="grid">
            {ads.map((ad, index) => (
              <AdCard key={ad.id} ad={ad} language={language} favourite eager={index < 2} />
            ))}
          </div>
        )}
      </ListOrEmpty>
    </CardSection>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);
