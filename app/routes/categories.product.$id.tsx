import { parseId } from "~/lib/ids";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaDescriptor, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { HeartButton } from "~/features/ads/components/hearts";
import { useIsFavourite } from "~/lib/favourites";
import { pick, placeOf } from "~/lib/rows";
import { Gallery } from "~/features/ads/components/gallery";
import { sellerName } from "~/features/ads/seller";
import { formatAge, formatPrice, isoTime } from "~/lib/format";
import type { Translate } from "~/lib/translate";
import type { Language } from "~/lib/i18n";
import { pageMeta, rootText } from "~/lib/meta";
import {
  adAttributes,
  answerMessageForm,
  askAboutAd,
  revealContact,
  getOptionalUser,
  getPublicAd,
  isFavourite,
  listSafetyTips,
  logError,
  pageAttributes,
  revealAnswer,
  relatedAds,
  requireUser,
  sellerRatingSummary,
  type AdDetail,
} from "~/features/ad-page/ad-page.server";
import { orNotFound } from "~/lib/not-found";
import { Section } from "~/components/ui/section";
import { VERIFY_PATH } from "~/features/messaging/paths";
import { lazy, Suspense, useMemo } from "react";
import { useFailureToast } from "~/lib/toast-hooks";
import { lazyPart } from "~/lib/lazy-part";
import { excerptLine } from "~/lib/text-length";
import { endedAd } from "~/features/archive/archive.server";
import { EndedAdPage } from "~/features/archive/components/ended-ad";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";

// The "message the seller" form is only for signed-in visitors: its code loads when it is shown, not with every visitor's page.
const MessageForm = lazy(() => import("~/features/messaging/components/message-form").then((module) => ({ default: module.MessageForm })));
// Below the summary (the seller, the details, the description, the map, the tips, the related ads): lazy parts, whose
// server HTML stays until their code is here (lib/lazy-part.ts); the page's first scripts carry the gallery and summary.
const loadDetails = () => import("~/features/ad-page/components/ad-details");
const AdDetails = lazyPart(() => loadDetails().then((module) => module.AdDetails));
const RelatedAds = lazyPart(() => loadDetails().then((module) => module.RelatedAds));
// Call, WhatsApp and SMS once the number is shown (direct links; the tap on "show number" is the counted contact): a lazy part.
const ContactButtons = lazyPart(() => import("~/features/ads/components/contact-buttons").then((module) => module.ContactButtons));
// The share links (and, hydrated, the share button), last in the summary: a lazy part too.
const Share = lazyPart(() => import("~/features/ads/components/share").then((module) => module.Share));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const raw = params.id ?? "";
  const id = orNotFound(parseId(raw));
  // One address per ad: /categories/product/007 → /categories/product/7.
  if (String(id) !== raw) throw redirect(`/categories/product/${id}${new URL(request.url).search}`, 301);
  const found = await getPublicAd(context, id);
  if (!found) {
    // An ad that has ended (sold, expired, taken down; from its archive once it left D1): 410 Gone, so search
    // engines drop the address for good, with a page that says so and leads on to its category (noindex too).
    const ended = orNotFound(await endedAd({ db: context.db, bucket: context.bucket }, id));
    return data({ ended }, { status: 410 });
  }
  const ad = found;
  // Side parts never take the ad down (product rules, Messages): related ads that fail
  // to load leave their message; safety tips and the heart's state are only logged.
  const logged =
    <T,>(fallback: T) =>
    (error: unknown) => (logError(error, request), fallback);
  const [structured, related, tips, user, ratings] = await Promise.all([
    // The ad's details: its category's fields it has values for (read with them); a failure leaves the stored JSON ones.
    adAttributes(context, ad).catch(logged(null)),
    relatedAds(context, ad).catch(logged(null)),
    listSafetyTips(context).catch(logged<Awaited<ReturnType<typeof listSafetyTips>>>([])),
    getOptionalUser(request, context),
    sellerRatingSummary(context, ad.seller_id).catch(logged(null)),
  ]);
  const favourite = user ? await isFavourite(context, user.id, id).catch(logged(false)) : false;
  // Views are counted by the Worker before the edge cache (features/ad-stats/counting.server.ts).
  const language = context.language;
  const url = `${context.config.SITE_URL}/categories/product/${id}`;
  // Never the seller's numbers: "show number" reveals them (the action).
  const { seller_phone: _phone, seller_whatsapp: _whatsapp, ...rest } = ad;
  // "Message the seller": a form for other verified people, the way to verify for accounts that are not yet, a sign-in link for visitors.
  const messaging = user ? (user.id === ad.seller_id ? ("owner" as const) : user.verified ? ("form" as const) : ("verify" as const)) : ("signIn" as const);
  const price = formatPrice(context.t, language, ad.price);
  const place = placeOf(ad, language, String(context.t("common:listSeparator")));
  const description = context.t(place ? "product:meta.description" : "product:meta.descriptionNoPlace", {
    name: ad.name,
    price,
    place,
    excerpt: excerptLine(ad.description, 150),
  });
  const first = ad.images[0];
  const category = [pick(language, ad.category_name, ad.category_name_en), pick(language, ad.subcategory_name, ad.subcategory_name_en)]
    .filter(Boolean)
    .join(" > ");
  return {
    ad: rest,
    attributes: pageAttributes(context.t, structured, ad.attributes),
    related,
    tips,
    url,
    favourite,
    messaging,
    ratings,
    meta: {
      title: ad.name,
      description,
      image: first ? `/media/${first.image_path}` : null,
      tags: productTags(ad, url, description, category, language, context.t),
    },
  };
}

type PageAd = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { ended: unknown }>["ad"];

/** The summary's name and heart, price, address and age: a kept part while the ad, the heart and the age's text stay the same. */
function SummaryFacts({ ad, saved, age }: { ad: PageAd; saved: boolean; age: string }) {
  const { t, language } = useTranslation(["product", "ads", "common"]);
  const place = placeOf(ad, language, t("common:listSeparator"));
  return (
    <>
      <div className="product-title-row">
        <h1 className="product-name" dir="auto">
          {ad.name}
        </h1>
        <HeartButton adId={ad.id} on={saved} label={t(saved ? "ads:card.removeFavourite" : "ads:card.addFavourite")} className="product-heart" />
      </div>
      <p className="product-price">
        <data value={ad.price}>{formatPrice(t, language, ad.price)}</data>
        <span className="chip">{t(ad.negotiable ? "summary.negotiable" : "summary.fixed")}</span>
      </p>
      <dl className="product-facts">
        <div>
          <dt>{t("summary.address")}</dt>
          <dd dir="auto">{[ad.address, place].filter(Boolean).join(" · ")}</dd>
        </div>
        <div>
          <dt>{t("summary.posted")}</dt>
          <dd>
            <time dateTime={isoTime(ad.created_at)} suppressHydrationWarning>
              {age}
            </time>
          </dd>
        </div>
      </dl>
    </>
  );
}

/**
 * "Show number" (intent=reveal, anyone: the seller's numbers, counted and
 * limited), or "message the seller" (signed in: the first message opens the
 * conversation, later ones join it).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = orNotFound(parseId(params.id ?? ""));
  const formData = await request.formData();
  if (formData.get("intent") === "reveal") {
    const revealed = await revealContact(request, context, id);
    if (!revealed.ok && "status" in revealed) throw new Response(null, { status: 404 });
    return revealAnswer(context, revealed.ok ? { ok: true, numbers: revealed.contact } : revealed);
  }
  const user = await requireUser(request, context);
  return answerMessageForm(context, formData, (body) => askAboutAd(context, user, id, body));
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

export default function AdAddress() {
  const loaded = useLoaderData<typeof loader>();
  return "ended" in loaded ? <EndedAdPage ended={loaded.ended} /> : <ProductPage loaded={loaded} />;
}

function ProductPage({ loaded }: { loaded: Exclude<Loaded, { ended: unknown }> }) {
  const { ad, attributes, related, tips, url, favourite, messaging, ratings } = loaded;
  const answer = useActionData<typeof action>();
  const asked = answer && "message" in answer ? answer : undefined;
  const reveal = answer && "reveal" in answer ? answer.reveal : null;
  const { t, language } = useTranslation(["product", "ads", "common"]);
  const saved = useIsFavourite(ad.id, favourite);
  // A toast with JavaScript; the notice below stays for readers without it.
  useFailureToast(related === null, "product:related.failed");
  const price = formatPrice(t, language, ad.price);
  const age = formatAge(t, language, ad.created_at);
  const categoryName = pick(language, ad.category_name, ad.category_name_en);
  const shareText = t("share.text", { name: ad.name, price });
  // The same object while its texts stay the same: Share is a lazy part, memoised on its props.
  const share = useMemo(() => ({ url, title: ad.name, text: shareText }), [url, ad.name, shareText]);
  return (
    <div className="container product">
      <Breadcrumbs
        className="breadcrumb"
        label={t("breadcrumb.label")}
        crumbs={[
          { to: "/", label: t("breadcrumb.home") },
          { to: "/categories/", label: t("breadcrumb.categories") },
          { to: `/categories/${ad.category_slug}`, label: categoryName },
        ]}
      />
      <div className="product-top">
        <>
          <Gallery images={ad.images} name={ad.name} />
        </>
        <div className="card product-summary">
          <>
            <SummaryFacts ad={ad} saved={saved} age={age} />
          </>
          <ContactButtons adId={ad.id} reveal={reveal} name={ad.name} url={url} />
          {messaging === "form" ? (
            <Section className="ask-seller" title={t("message.title")}>
              <Suspense fallback={null}>
                <MessageForm label={t("message.label")} submit={t("message.send")} hint={t("message.safety")} state={asked?.message ?? null} />
              </Suspense>
            </Section>
          ) : messaging === "verify" ? (
            <Section className="ask-seller" title={t("message.title")}>
              <p className="notice" role="status">
                {t("common:messagingDoors.verifyNotice")}
              </p>
              <Link to={VERIFY_PATH} className="button secondary ask-seller-link">
                {t("common:messagingDoors.verifyLink")}
              </Link>
            </Section>
          ) : messaging === "signIn" ? (
            <Link to={`/auth/signin?redirectTo=${encodeURIComponent(`/categories/product/${ad.id}#message`)}`} className="button secondary ask-seller-link">
              {t("message.signIn")}
            </Link>
          ) : messaging === "owner" ? (
            // The seller's own ad: its paid actions (bump to top, make it special: plain links, with or without JavaScript).
            <Section className="owner-actions" title={t("ownerActions.title")}>
              <div className="own-ad-buttons">
                <Link to={`/account/bumps?ad=${ad.id}`} className="button primary">
                  {t("ownerActions.bump")}
                </Link>
                <Link to={`/account/bundles?ad=${ad.id}#buy-bundle`} className="button secondary">
                  {t("ownerActions.special")}
                </Link>
                <Link to="/account/ads" className="button secondary">
                  {t("ownerActions.edit")}
                </Link>
              </div>
            </Section>
          ) : null}
          <Share share={share} />
        </div>
        <div className="product-main">
          <AdDetails ad={ad} attributes={attributes} ratings={ratings} tips={tips} language={language} />
        </div>
      </div>
      <RelatedAds related={related} categorySlug={ad.category_slug} categoryName={categoryName} language={language} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [{ title: rootText(matches, "notFound.title") }, { name: "robots", content: "noindex" }];
  if ("ended" in data)
    return [{ title: `${rootText(matches, "ended.title", "product") || rootText(matches, "site.name")}` }, { name: "robots", content: "noindex" }];
  const { meta: page } = data;
  return [
    ...pageMeta(matches, location, { title: page.title, description: page.description, image: page.image, type: "product" }),
    ...(page.tags as MetaDescriptor[]),
  ];
};

/** Open Graph product tags and the JSON-LD Product/Offer, built on the server so the browser never runs it. */
function productTags(ad: AdDetail, url: string, description: string, category: string, language: Language, t: Translate): MetaDescriptor[] {
  const site = new URL(url).origin;
  const first = ad.images[0];
  const tags: MetaDescriptor[] = [];
  if (first) {
    tags.push(
      { property: "og:image:width", content: String(first.width) },
      { property: "og:image:height", content: String(first.height) },
      { property: "og:image:alt", content: ad.name },
    );
  }
  tags.push(
    { property: "product:price:amount", content: String(ad.price) },
    { property: "product:price:currency", content: "EGP" },
    { name: "twitter:label1", content: t("product:summary.price") },
    { name: "twitter:data1", content: formatPrice(t, language, ad.price) },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: ad.name,
        description,
        sku: String(ad.id),
        category,
        url,
        image: ad.images.map((image) => `${site}/media/${image.image_path}`),
        offers: {
          "@type": "Offer",
          url,
          price: ad.price,
          priceCurrency: "EGP",
          availability: "https://schema.org/InStock",
          itemCondition: ad.condition === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
          seller: { "@type": ad.seller_is_trader ? "Organization" : "Person", name: sellerName(ad) },
        },
      },
    },
  );
  return tags;
}

export { keepPageAfterReveal as shouldRevalidate } from "~/lib/revalidate";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/error-content";
