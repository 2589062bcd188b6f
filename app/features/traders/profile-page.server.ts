import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseId } from "~/lib/ids";
import { orNotFound } from "~/lib/not-found";
import type { Context } from "~/server/context.server";
import { pageOf, pageQuery } from "~/server/search-params.server";
import { profileRatings } from "~/features/ratings/ratings.server";
import { listTraderAds, withoutNumbers, type TraderProfile } from "./queries.server";
import { profileName } from "~/lib/profile-name";
import { profileMeta, revealTraderNumbers } from "./traders.server";

/** Who a profile page shows for the id in its URL (the directory's traders, or any seller with a public ad), or null. */
type FindProfile = (context: Context, id: number) => Promise<TraderProfile | null>;

/**
 * What the loader of a seller's profile page returns (the directory's full
 * profile, and the seller page reached from an ad): a 404 where `find` finds
 * no one, else the profile without its numbers ("show number" reveals them),
 * the asked page of their ads, their ratings, and the page's meta with the
 * description `describe` writes.
 */
export async function loadProfilePage(
  { request, params, context }: LoaderFunctionArgs,
  find: FindProfile,
  describe: (profile: TraderProfile, name: string, context: Context) => string,
) {
  const profile = orNotFound(await find(context, orNotFound(parseId(params.id))));
  const page = pageOf(request);
  const [ads, ratings] = await Promise.all([listTraderAds(context, profile.id, page), profileRatings(context, profile.id)]);
  const name = profileName(profile);
  // A plain object, not json(): the page's own render uses it as it is (no JSON text made and read back).
  return {
    profile: withoutNumbers(profile),
    name,
    ads,
    ratings,
    meta: { ...profileMeta(profile, name, describe(profile, name, context)), query: pageQuery(page) },
  };
}

/** The action of a seller's profile page: "show number", limited as an ad's is; the page (or, hydrated, its fetcher) shows them. */
export async function revealProfileNumbers({ request, params, context }: ActionFunctionArgs, find: FindProfile) {
  const profile = orNotFound(await find(context, orNotFound(parseId(params.id))));
  return revealTraderNumbers(request, context, profile);
}
