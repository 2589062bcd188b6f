import { parseId } from "~/lib/ids";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { TraderContact } from "~/components/traders/trader-contact";
import { TraderAds, TraderHeader } from "~/components/traders/trader-profile";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { getSellerProfile, listTraderAds, profileName } from "~/modules/traders.server";
import { PageParamsSchema, parseSearchParams } from "~/lib/search-params";

/**
 * The seller reached from an ad's trader card: name, image, verified badge,
 * contact buttons and their ads, loaded on the server by id. A trader, or a
 * private seller while they have a public ad; anyone else is a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (!id) throw new Response(null, { status: 404, statusText: "Not Found" });
  const profile = await getSellerProfile(context, id);
  if (!profile) throw new Response(null, { status: 404, statusText: "Not Found" });
  const { page } = parseSearchParams(PageParamsSchema, new URL(request.url).searchParams);
  const ads = await listTraderAds(context, id, page);
  const name = profileName(profile);
  return json({
    profile,
    name,
    ads,
    meta: {
      title: name,
      description: context.t("traders:profile.description", { name }),
      image: profile.image ? `/media/${profile.image}` : null,
      type: "profile",
    },
  });
}

export default function SellerProfile() {
  const { profile, name, ads } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation("traders");
  return (
    <div className="container trader-profile">
      <TraderHeader profile={profile} name={name} language={language}>
        <TraderContact phone={profile.phone} whatsapp={profile.whatsapp} />
        {profile.is_trader ? (
          <p className="full-profile-link">
            <Link to={`/account/trader2/${profile.id}`}>{t("profile.fullProfile")}</Link>
          </p>
        ) : null}
      </TraderHeader>
      <TraderAds results={ads} language={language} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
