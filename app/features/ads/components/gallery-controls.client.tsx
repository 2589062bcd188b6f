import { lazy, Suspense, useCallback, useEffect, useState, type RefObject } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Chevron, type GalleryImage } from "./gallery-parts";

/** The carousel moves on every 4000 ms and loops. */
export const AUTOPLAY_MS = 4000;

const loadLightbox = () => import("./lightbox.client");
const Lightbox = lazy(loadLightbox);

/**
 * What the hydrated gallery adds to the server's strip (gallery.tsx):
 * autoplay, re-armed after every move and paused on hover and focus (off
 * under prefers-reduced-motion); loop; previous/next buttons and a counter;
 * a photo's link opens the lightbox, whose Radix code loads when the pointer
 * first comes near.
 */
export default function GalleryControls({
  images,
  name,
  sectionRef,
  trackRef,
}: {
  images: GalleryImage[];
  name: string;
  sectionRef: RefObject<HTMLElement>;
  trackRef: RefObject<HTMLUListElement>;
}) {
  const { t } = useTranslation("product");
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
    [total, trackRef],
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
  }, [total, trackRef]);

  // Pause on hover and focus; a photo's link opens the lightbox.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const blur = (event: FocusEvent) => {
      if (!section.contains(event.relatedTarget as Node | null)) setPaused(false);
    };
    const near = () => void loadLightbox();
    const click = (event: MouseEvent) => {
      const slide = event.target instanceof Element ? event.target.closest<HTMLElement>(".gallery-slide") : null;
      if (!slide || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setOpen(Number(slide.dataset.index));
    };
    const listeners = [
      ["mouseenter", pause],
      ["mouseleave", resume],
      ["focusin", pause],
      ["focusout", blur],
      ["pointerenter", near],
      ["click", click],
    ] as const;
    for (const [type, listener] of listeners) section.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) section.removeEventListener(type, listener as EventListener);
    };
  }, [sectionRef]);

  // Autoplay: re-armed after every move, so a swipe restarts the count.
  useEffect(() => {
    if (total < 2 || paused || open !== null) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [total, paused, open, index, go]);

  return (
    <>
      {total > 1 ? (
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
    </>
  );
}
