import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ProfilePage } from "~/features/traders/components/profile-page";
import { pageMeta } from "~/lib/meta";
import { getSellerProfile } from "~/features/traders/queries.server";
import { loadProfilePage, revealProfileNumbers } from "~/features/traders/profile-page.server";

/**
 * The seller reached from an ad's trader card: name, image, verified badge,
 * contact buttons and their ads, loaded on the server by id. A trader, or a
 * private seller while they have a public ad; anyone else is a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  return loadProfilePage(args, getSellerProfile, (_profile, name, context) => context.t("traders:profile.description", { name }));
}

export async function action(args: ActionFunctionArgs) {
  return revealProfileNumbers(args, getSellerProfile);
}

export default function SellerProfile() {
  return <ProfilePage full={false} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { keepPageAfterReveal as shouldRevalidate } from "~/lib/revalidate";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
