import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ProfilePage } from "~/features/traders/components/profile-page";
import { pageMeta } from "~/lib/meta";
import { getTraderProfile } from "~/features/traders/queries.server";
import { loadProfilePage, revealProfileNumbers } from "~/features/traders/profile-page.server";
import { excerptLine } from "~/lib/text-length";

/** A directory trader's full profile with their ratings, loaded on the server by id; anyone else is a 404. */
export async function loader(args: LoaderFunctionArgs) {
  return loadProfilePage(args, getTraderProfile, (profile, name, context) => {
    const preface = context.language === "en" ? profile.preface_en || profile.preface : profile.preface || profile.preface_en;
    return preface ? excerptLine(preface, 155) : context.t("traders:profile.description", { name });
  });
}

export async function action(args: ActionFunctionArgs) {
  return revealProfileNumbers(args, getTraderProfile);
}

export default function TraderFullProfile() {
  return <ProfilePage full />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { keepPageAfterReveal as shouldRevalidate } from "~/lib/revalidate";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
