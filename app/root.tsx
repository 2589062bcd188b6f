import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { PageTextsFromRoot, useLanguage, useTranslation } from "~/lib/use-translation";
import { CardFavourites, CardLinks, HeartsForm } from "~/features/ads/components/hearts";
import { ErrorContent } from "~/components/layout/error-content";
import { SiteHeader } from "~/components/layout/site-header";
import { usePendingView } from "~/components/ui/pending-page";
import { Toasts } from "~/components/ui/toasts";
import { directionOf, namespacesFor } from "~/lib/i18n";
import { LANGUAGE_KEY, STALE_NOTICE_ID } from "~/lib/navigation";
import { KEPT_COPY_HEADER } from "~/lib/kept-copy";
import { useDocumentOnLostConnection } from "~/lib/lost-connection";
import { useNonce } from "~/lib/nonce";
import { loadTranslations, TRANSLATIONS_META } from "~/lib/translations";
import { lazyPart, whenPartsHydrated } from "~/lib/lazy-part";
import { getOptionalUser, isDatabaseUnavailable, listFavouriteIds, listGovernorates, logError, pageTranslations, takeToast, unreadCount } from "~/root.server";
import stylesheet from "~/styles/app.css";

// The footer's links are a lazy part (lib/lazy-part.ts): its HTML is the server's until its code is here.
const SiteFooter = lazyPart(() => import("~/components/layout/site-footer").then((module) => module.SiteFooter));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // While the database is unavailable (server/outage.server.ts) the shell still renders: the header, its
  // search and links, as an anonymous visitor's, with the page's "may be out of date" line shown.
  let outage = false;
  const whenUnavailable =
    <T,>(fallback: T) =>
    (error: unknown): T => {
      if (!isDatabaseUnavailable(error)) throw error;
      outage = true;
      return fallback;
    };
  const [governorates, toast, user] = await Promise.all([
    listGovernorates(context).catch(whenUnavailable([])),
    takeToast(request, context),
    getOptionalUser(request, context).catch(whenUnavailable(null)),
  ]);
  // The hearts on every card show the visitor's own choices (FavouritesContext).
  // If they fail to load, the page still shows, with empty hearts (logged only: product rules, Messages).
  // The header's count of unread conversations, the same way: 0 if it fails.
  const [favourites, unread] = user
    ? await Promise.all([
        listFavouriteIds(context, user.id).catch((error: unknown) => (logError(error, request), [] as number[])),
        unreadCount(context, user, url.pathname).catch((error: unknown) => (logError(error, request), 0)),
      ])
    : [[] as number[], 0];
  // A toast may name a namespace this page does not otherwise need.
  const namespaces = namespacesFor(url.pathname);
  const toastNamespace = toast?.key.includes(":") ? toast.key.split(":")[0] : null;
  if (toastNamespace && !namespaces.includes(toastNamespace)) namespaces.push(toastNamespace);
  return {
    language: context.language,
    // The address of the page's texts, not the texts (lib/translations.ts).
    translations: pageTranslations(context.language, namespaces),
    user: user ? { name: user.name, image: user.image, verified: user.verified, isTrader: user.isTrader, role: user.role, unread } : null,
    favourites,
    governorates: governorates.map(({ id, name, name_en }) => ({ id, name, name_en })),
    toast,
    siteUrl: context.config.SITE_URL,
    outage,
    // The copy the service worker keeps for when there is no connection (lib/kept-copy.ts): it is only ever shown as such.
    keptCopy: request.headers.has(KEPT_COPY_HEADER),
    // A form post the database refused, when this page cannot render its form (components/layout/kept-form.tsx).
    keptForm: context.keptForm ?? null,
  };
}

// After a navigation that reloads the root, the browser has the texts it names
// before the new page renders (once per set of namespaces: they stay cached).
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadTranslations(data.translations);
  return data;
}

// The root reloads when a page needs other texts, or after a form post (toasts).
// Not after a post the database refused: the page stays as it was (lib/revalidate.ts).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, actionStatus, defaultShouldRevalidate }) => {
  if (actionStatus === 503) return false;
  if (formMethod && formMethod !== "GET") return true;
  if (namespacesFor(currentUrl.pathname).join() !== namespacesFor(nextUrl.pathname).join()) return true;
  // The header's unread count changes as conversations are opened.
  if (nextUrl.pathname.startsWith("/account/messages")) return true;
  return defaultShouldRevalidate;
};

export function Layout({ children }: { children: ReactNode }) {
  return (
    <PageTextsFromRoot>
      <Document>{children}</Document>
    </PageTextsFromRoot>
  );
}

function Document({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const nonce = useNonce();
  const translations = useRouteLoaderData<typeof loader>("root")?.translations;
  // Once React has taken over the document (the page hydrates after it has
  // loaded, entry.client.tsx), and the lazy parts it asked for too
  // (lib/lazy-part.ts), the root says so: stylesheets and tests can tell the
  // enhanced page from the plain HTML it starts as.
  useEffect(() => {
    whenPartsHydrated(() => {
      document.documentElement.dataset.hydrated = "";
    });
  }, []);
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {translations ? <meta name={TRANSLATIONS_META} content={translations} /> : null}
        {error ? <title>{t(notFound ? "notFound.title" : unavailable ? "unavailable.title" : "serverError.title")}</title> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {/* The Radix parts in use (dialog, popover, toast, tooltip) take no reading
            direction from context (the toast's swipe is set from the language):
            a part that does (menus, tabs, sliders) gets radix-ui's Direction.Provider
            in its own lazily loaded module, not in every page's scripts. */}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { language, governorates, toast, user, favourites, outage, keptCopy } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { progress, skeleton } = usePendingView();

  useEffect(() => {
    try {
      window.localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // storage may be disabled
    }
  }, [language]);

  // Each page shown is offered to the service worker, which keeps the ones a buyer reads again
  // (lib/offline.ts, loaded on its own: it is not part of the page's first scripts).
  const { key: pageKey } = useLocation();
  const signedIn = user !== null;
  useEffect(() => {
    if ("serviceWorker" in navigator)
      void import("~/lib/offline").then(
        (offline) => offline.keepThisPage(signedIn),
        () => undefined,
      );
  }, [pageKey, signedIn]);

  return (
    <>
      <a href="#main" className="skip-link">
        {t("header.skipToContent")}
      </a>
      {progress}
      <SiteHeader language={language} governorates={governorates} user={user} />
      {/* Shown while the database is unavailable (by the edge cache on the copy it serves then, HTMLRewriter, or here)
          and on the service worker's kept copy of the page. */}
      <p id={STALE_NOTICE_ID} className="stale-notice container" role="status" hidden={!outage && !keptCopy}>
        {t("staleNotice")}
      </p>
      <Toasts toast={toast} />
      <main id="main" className="site-main">
        <CardFavourites ids={favourites}>{skeleton ?? <Outlet />}</CardFavourites>
      </main>
      <HeartsForm />
      <CardLinks />
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  useDocumentOnLostConnection(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}

/** The root's own failure: no loader data, so a minimal frame around the message. */
function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="site-header">
        <div className="header-row container">
          <Link to="/" className="logo">
            <span>{t("site.name")}</span>
          </Link>
        </div>
      </header>
      <main id="main" className="site-main">
        <ErrorContent status={status} />
      </main>
    </>
  );
}
