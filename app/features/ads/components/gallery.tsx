import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import { Chevron, mediaUrl, type GalleryImage } from "./gallery-parts";

/** SPEC.md section 9: the carousel moves on every 4000 ms and loops. */
export const AUTOPLAY_MS = 4000;

const loadLightbox = () => import("./lightbox.client");
const Lightbox = lazy(loadLightbox);

/**
 * The ad's photos. Without JavaScript: a horizontal CSS scroll-snap strip
 * (swipe works natively), each photo a link to the full image. Hydrated:
 * autoplay every 4000 ms (paused on hover and focus, and off under
 * prefers-reduced-motion), loop, previous/next buttons and a lightbox that
 * loads its Radix code only when first opened.
 */
export function Gallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useTranslation("product");
  const hydrated = useHydrated();
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const total = images.length;

  const go = useCallback(
    (next: number, smooth = true) => {
      const track = trackRef.current;
      const slide = track?.children[(next + total) % total] as HTMLElement | undefined;
      if (!track || !slide) return;
      // Physical offsets work the same in both directions (scrollLeft does not).
      const from = track.getBoundingClientRect();
      const to = slide.getBoundingClientRect();
      const rtl = getComputedStyle(track).direction === "rtl";
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      track.scrollBy({ left: rtl ? to.right - from.right : to.left - from.left, behavior: smooth && !reduce ? "smooth" : "auto" });
    },
    [total],
  );

  // Which photo is showing, whether moved by autoplay, buttons or a swipe.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || total < 2) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setIndex(Number((entry.target as HTMLElement).dataset.index));
      },
      { root: track, threshold: 0.6 },
    );
    for (const slide of Array.from(track.children)) observer.observe(slide);
    return () => observer.disconnect();
  }, [total]);

  // Autoplay: re-armed after every move, so a swipe restarts the count.
  useEffect(() => {
    if (!hydrated || total < 2 || paused || open !== null) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated, total, paused, open, index, go]);

  if (total === 0) {
    return (
      <div className="gallery gallery-empty">
        <p>{t("gallery.noPhotos")}</p>
      </div>
    );
  }

  const onOpen = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(at);
  };

  return (
    <section
      className="gallery"
      aria-label={t("gallery.label", { name })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      onPointerEnter={() => void loadLightbox()}
    >
      <ul className="gallery-track" ref={trackRef}>
        {images.map((image, at) => (
          <li key={image.image_path} className="gallery-slide" data-index={at}>
            <a
              href={mediaUrl(image.image_path)}
              onClick={(event) => onOpen(event, at)}
              aria-label={`${t("gallery.alt", { name, n: at + 1, total })}: ${t("gallery.open")}`}
            >
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
      {hydrated && total > 1 ? (
        <>
          <button type="button" className="gallery-nav gallery-prev" onClick={() => go(index - 1)} aria-label={t("gallery.previous")}>
            <Chevron />
          </button>
          <button type="button" className="gallery-nav gallery-next" onClick={() => go(index + 1)} aria-label={t("gallery.next")}>
            <Chevron />
          </button>
          <p className="gallery-counter">{t("gallery.counter", { n: index + 1, total })}</p>
        </>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            name={name}
            start={open}
            onClose={(at) => {
              setOpen(null);
              go(at, false);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
