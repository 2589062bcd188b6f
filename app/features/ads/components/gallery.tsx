import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import { mediaUrl, type GalleryImage } from "./gallery-parts";

// Autoplay, the previous/next buttons, the counter and the lightbox: loaded
// once the page has hydrated, so the ad page's first scripts carry only the
// strip's markup (the strip works without them: swipe and links).
const GalleryControls = lazy(() => import("./gallery-controls.client"));

/**
 * The ad's photos. Without JavaScript: a horizontal CSS scroll-snap strip
 * (swipe works natively), each photo a link to the full image. Hydrated:
 * autoplay every 4000 ms (paused on hover and focus, and off under
 * prefers-reduced-motion), loop, previous/next buttons and a lightbox
 * (gallery-controls.client.tsx).
 */
export function Gallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useTranslation("product");
  const hydrated = useHydrated();
  const sectionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const total = images.length;

  if (total === 0) {
    return (
      <div className="gallery gallery-empty">
        <p>{t("gallery.noPhotos")}</p>
      </div>
    );
  }

  return (
    <section className="gallery" aria-label={t("gallery.label", { name })} ref={sectionRef}>
      <ul className="gallery-track" ref={trackRef}>
        {images.map((image, at) => (
          <li key={image.image_path} className="gallery-slide" data-index={at}>
            <a href={mediaUrl(image.image_path)} aria-label={`${t("gallery.alt", { name, n: at + 1, total })}: ${t("gallery.open")}`}>
              <img
                src={mediaUrl(image.image_path)}
                srcSet={image.width > 480 ? `${mediaUrl(image.small_path)} 480w, ${mediaUrl(image.image_path)} ${image.width}w` : undefined}
                sizes={image.width > 480 ? "(min-width: 900px) 720px, 100vw" : undefined}
                alt={t("gallery.alt", { name, n: at + 1, total })}
                width={image.width}
                height={image.height}
                loading={at === 0 ? "eager" : "lazy"}
                fetchPriority={at === 0 ? "high" : "low"}
                decoding={at === 0 ? "sync" : "async"}
              />
            </a>
          </li>
        ))}
      </ul>
      {hydrated ? (
        <Suspense fallback={null}>
          <GalleryControls images={images} name={name} sectionRef={sectionRef} trackRef={trackRef} />
        </Suspense>
      ) : null}
    </section>
  );
}
