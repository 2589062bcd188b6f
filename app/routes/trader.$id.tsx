import { parseId } from "~/lib/ids";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { lazyPart } from "~/lib/lazy-part";
import { TraderAds, TraderHeader } from "~/features/traders/components/trader-profile";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { profileMeta, profileName } from "~/features/traders/traders.server";
import { getSellerProfile, listTraderAds, withoutNumbers } from "~/features/traders/queries.server";
import { revealTraderNumbers } from "~/features/traders/traders.server";
import { pageOf, pageQuery } from "~/server/search-params.server";
import { orNotFound } from "~/lib/not-found";
import { profileRatings } from "~/features/ratings/ratings.server";

// The seller's ratings: a lazy part (lib/lazy-part.ts), whose server HTML stays until its code is here.
const ProfileRatings = lazyPart(() => import("~/features/ratings/components/profile-ratings").then((module) => module.ProfileRatings));

// The trader's numbers (links to call, message and WhatsApp): a lazy part (lib/lazy-part.ts), whose server HTML
// stays until its code is here.
const TraderContact = lazyPart(() => import("~/features/traders/components/trader-contact").then((module) => module.TraderContact));

/**
 * The seller reached from an ad's trader card: name, image, verified badge,
 * contact buttons and their ads, loaded on the server by id. A trader, or a
 * private seller while they have a public ad; anyone else is a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = orNotFound(parseId(params.id));
  const profile = orNotFound(await getSellerProfile(context, id));
  const page = pageOf(request);
  const [ads, ratings] = await Promise.all([listTraderAds(context, id, page), profileRatings(context, id)]);
  const name = profileName(profile);
  return {
    // Never the numbers: "show number" (the action) reveals them.
    profile: withoutNumbers(profile),
    name,
    ads,
    ratings,
    meta: { ...profileMeta(profile, name, context.t("traders:profile.description", { name })), query: pageQuery(page) },
  };
}

/** "Show number": the numbers, limited as an ad's are; the page (or, hydrated, its fetcher) shows them. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = orNotFound(parseId(params.id));
  const profile = orNotFound(await getSellerProfile(context, id));
  return revealTraderNumbers(request, context, profile);
}

export default function SellerProfile() {
  const { profile, name, ads, ratings } = useLoaderData<typeof loader>();
  const revealed = useActionData<typeof action>()?.reveal ?? null;
  const { t, language } = useTranslation("traders");
  return (
    <div className="container trader-profile">
      <TraderHeader profile={profile} name={name} language={language}>
        <TraderContact reveal={revealed} />
        {profile.is_trader ? (
          <p className="full-profile-link">
            <Link to={`/account/trader2/${profile.id}`}>{t("profile.fullProfile")}</Link>
          </p>
        ) : null}
      </TraderHeader>
      <ProfileRatings sellerId={profile.id} ratings={ratings} language={language} />
      <TraderAds results={ads} language={language} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { keepPageAfterReveal as shouldRevalidate } from "~/lib/revalidate";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
