import { parseId } from "~/lib/ids";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { lazyPart } from "~/lib/lazy-part";
import { TraderAds, TraderDetails, TraderHeader, TraderPreface } from "~/features/traders/components/trader-profile";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/lib/use-translation";
import { profileMeta, profileName } from "~/features/traders/traders.server";
import { getTraderProfile, listTraderAds, withoutNumbers } from "~/features/traders/queries.server";
import { revealTraderNumbers } from "~/features/traders/traders.server";
import { pageOf, pageQuery } from "~/server/search-params.server";
import { orNotFound } from "~/lib/not-found";
import { profileRatings } from "~/features/ratings/ratings.server";
import { excerptLine } from "~/lib/text-length";

// The seller's ratings: a lazy part (lib/lazy-part.ts), whose server HTML stays until its code is here.
const ProfileRatings = lazyPart(() => import("~/features/ratings/components/profile-ratings").then((module) => module.ProfileRatings));

// The trader's numbers (links to call, message and WhatsApp): a lazy part (lib/lazy-part.ts), whose server HTML
// stays until its code is here.
const TraderContact = lazyPart(() => import("~/features/traders/components/trader-contact").then((module) => module.TraderContact));

/** A directory trader's full profile with their ratings, loaded on the server by id; anyone else is a 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = orNotFound(parseId(params.id));
  const profile = orNotFound(await getTraderProfile(context, id));
  const page = pageOf(request);
  const [ads, ratings] = await Promise.all([listTraderAds(context, id, page), profileRatings(context, id)]);
  const name = profileName(profile);
  const preface = context.language === "en" ? profile.preface_en || profile.preface : profile.preface || profile.preface_en;
  // A plain object, not json(): the page's own render uses it as it is (no JSON text made and read back).
  return {
    // Never the numbers: "show number" (the action) reveals them.
    profile: withoutNumbers(profile),
    name,
    ads,
    ratings,
    meta: { ...profileMeta(profile, name, preface ? excerptLine(preface, 155) : context.t("traders:profile.description", { name })), query: pageQuery(page) },
  };
}

/** "Show number": the numbers, limited as an ad's are; the page (or, hydrated, its fetcher) shows them. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = orNotFound(parseId(params.id));
  const profile = orNotFound(await getTraderProfile(context, id));
  return revealTraderNumbers(request, context, profile);
}

export default function TraderFullProfile() {
  const { profile, name, ads, ratings } = useLoaderData<typeof loader>();
  const revealed = useActionData<typeof action>()?.reveal ?? null;
  const { t, language } = useTranslation("traders");
  return (
    <div className="container trader-profile">
      <p className="back-link">
        <Link to="/account/trader-profiles">{t("profile.backToDirectory")}</Link>
      </p>
      <>
        <TraderHeader profile={profile} name={name} language={language} />
        <div className="trader-columns">
          <TraderPreface profile={profile} language={language} />
          <TraderDetails profile={profile} language={language} />
          <TraderContact reveal={revealed} detailed />
        </div>
      </>
      <ProfileRatings sellerId={profile.id} ratings={ratings} language={language} />
      <TraderAds results={ads} language={language} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { keepPageAfterReveal as shouldRevalidate } from "~/lib/revalidate";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
