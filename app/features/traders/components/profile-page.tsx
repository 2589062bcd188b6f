import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import type { loadProfilePage, revealProfileNumbers } from "~/features/traders/profile-page.server";
import { lazyPart } from "~/lib/lazy-part";
import { TraderAds, TraderDetails, TraderHeader, TraderPreface } from "./trader-profile";

// The parts whose code is not among the page's first scripts: lazy parts (lib/lazy-part.ts), whose server
// HTML stays until their code is here. The seller's ratings, and the trader's numbers (links to call,
// message and WhatsApp).
const ProfileRatings = lazyPart(() => import("~/features/ratings/components/profile-ratings").then((module) => module.ProfileRatings));
const TraderContact = lazyPart(() => import("./trader-contact").then((module) => module.TraderContact));

/**
 * A seller's profile page, from its route's loader (profile-page.server.ts):
 * `full`, the directory's trader page (about text, details and every number
 * in columns, a way back to the directory); else the seller page reached from
 * an ad (contact in the header, and a trader's link to their full page). Both
 * end with the ratings and the seller's ads.
 */
export function ProfilePage({ full }: { full: boolean }) {
  const { profile, name, ads, ratings } = useLoaderData<typeof loadProfilePage>();
  const revealed = useActionData<typeof revealProfileNumbers>()?.reveal ?? null;
  const { t, language } = useTranslation("traders");
  return (
    <div className="container trader-profile">
      {full ? (
        <>
          <p className="back-link">
            <Link to="/account/trader-profiles">{t("profile.backToDirectory")}</Link>
          </p>
          <TraderHeader profile={profile} name={name} language={language} />
          <div className="trader-columns">
            <TraderPreface profile={profile} language={language} />
            <TraderDetails profile={profile} language={language} />
            <TraderContact reveal={revealed} detailed />
          </div>
        </>
      ) : (
        <TraderHeader profile={profile} name={name} language={language}>
          <TraderContact reveal={revealed} />
          {profile.is_trader ? (
            <p className="full-profile-link">
              <Link to={`/account/trader2/${profile.id}`}>{t("profile.fullProfile")}</Link>
            </p>
          ) : null}
        </TraderHeader>
      )}
      <ProfileRatings sellerId={profile.id} ratings={ratings} language={language} />
      <TraderAds results={ads} language={language} />
    </div>
  );
}
