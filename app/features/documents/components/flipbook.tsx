import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "remix-utils/use-hydrated";
import { EmptyState } from "~/components/ui/empty-state";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import type { PageFlip } from "page-flip";
import { flipSettings, loadPageFlip } from "./page-flip.client";

/** The flip sound shipped in public/ (generated, about 0.3 s). */
export const FLIP_SOUND = "/sounds/page-flip.wav";

// Page images are stored at the viewer's page size (500 × 700); the
// attributes reserve their space before they load.
const PAGE_WIDTH = 500;
const PAGE_HEIGHT = 700;

interface Props {
  pages: string[];
  language: Language;
}

/**
 * A document as a flipbook. On the server and without
 * JavaScript: the page images in order, lazily loaded. Hydrated: "Loading..."
 * while page-flip and the first pages load, then the book, turned by drag,
 * click, the buttons or the mouse wheel, with a sound on every flip.
 */
export function Flipbook({ pages, language }: Props) {
  const { t } = useTranslation("content");
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  if (pages.length === 0) return <EmptyState message={t("viewer.empty")} />;
  if (!hydrated || failed) return <PageList pages={pages} language={language} />;
  return <Book pages={pages} language={language} onFail={() => setFailed(true)} />;
}

function PageList({ pages, language }: Props) {
  const { t } = useTranslation("content");
  const total = formatNumber(pages.length, language);
  return (
    <ol className="flipbook-pages" aria-label={t("viewer.pages")}>
      {pages.map((src, index) => (
        <li key={`${index}-${src}`}>
          <img
            src={src}
            alt={t("viewer.pageAlt", { n: formatNumber(index + 1, language), total })}
            width={PAGE_WIDTH}
            height={PAGE_HEIGHT}
            loading={index === 0 ? "eager" : "lazy"}
            decoding="async"
            fetchPriority={index === 0 ? "high" : undefined}
          />
        </li>
      ))}
    </ol>
  );
}

/** Plays the flip sound; a browser that blocks it only gets a warning (product rules, Messages). */
function useFlipSound() {
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => {
    const element = new Audio(FLIP_SOUND);
    element.preload = "auto";
    audio.current = element;
    return () => {
      element.pause();
      audio.current = null;
    };
  }, []);
  return () => {
    const element = audio.current;
    if (!element) return;
    try {
      element.currentTime = 0;
      const playing = element.play();
      if (playing) playing.catch((error: unknown) => console.warn("[souq] flip sound not played:", error instanceof Error ? error.message : error));
    } catch (error) {
      console.warn("[souq] flip sound not played:", error instanceof Error ? error.message : error);
    }
  };
}

function Book({ pages, language, onFail }: Props & { onFail: () => void }) {
  const { t } = useTranslation("content");
  const hostRef = useRef<HTMLDivElement>(null);
  const bookRef = useRef<PageFlip | null>(null);
  const [ready, setReady] = useState(false);
  const [current, setCurrent] = useState(0);
  const [shown, setShown] = useState(1);
  const playSound = useFlipSound();
  const playRef = useRef(playSound);
  playRef.current = playSound;
  const failRef = useRef(onFail);
  failRef.current = onFail;
  const tRef = useRef(t);
  tRef.current = t;
  const pagesKey = pages.join("\n");
  const total = pages.length;

  // page-flip owns the DOM inside the host: React renders nothing there.
  // Until the book is ready the page list stays where it was (no layout
  // shift while page-flip loads); then, in one task, the list gives way to
  // the host and the book is built in it, before the browser paints.
  useEffect(() => {
    const sources = pagesKey.split("\n");
    let cancelled = false;
    let book: PageFlip | null = null;
    let block: HTMLDivElement | null = null;
    setReady(false);

    (async () => {
      try {
        const PageFlip = await loadPageFlip();
        const count = formatNumber(sources.length, language);
        const items = sources.map((src, index) => {
          const page = document.createElement("div");
          page.className = "flipbook-page";
          page.dataset.density = index === 0 || index === sources.length - 1 ? "hard" : "soft";
          const image = document.createElement("img");
          image.src = src;
          image.alt = tRef.current("viewer.pageAlt", { n: formatNumber(index + 1, language), total: count });
          image.width = PAGE_WIDTH;
          image.height = PAGE_HEIGHT;
          image.decoding = "async";
          image.draggable = false;
          page.appendChild(image);
          return page;
        });
        // The cover and the page after it are on screen first: wait for them.
        await Promise.all(
          items.slice(0, 2).map((page) =>
            page
              .querySelector("img")!
              .decode()
              .catch(() => undefined),
          ),
        );
        if (cancelled) return;
        flushSync(() => setReady(true));
        const host = hostRef.current;
        if (!host) throw new Error("the flipbook's host is missing");
        block = document.createElement("div");
        block.className = "flipbook-book";
        for (const page of items) block.appendChild(page);
        host.appendChild(block);
        book = new PageFlip(block, flipSettings);
        // Handlers come after loading, so showing the first page plays no sound.
        book.loadFromHTML(items);
        let soundPlayed = false;
        book.on("changeState", (event) => {
          if (event.data === "flipping" && !soundPlayed) {
            soundPlayed = true;
            playRef.current();
          }
          if (event.data === "read") soundPlayed = false;
        });
        let shownIndex = book.getCurrentPageIndex();
        book.on("flip", (event) => {
          const index = Number(event.data);
          // A page dragged over plays its sound when it lands; a re-layout (same page) plays none.
          if (index !== shownIndex && !soundPlayed) playRef.current();
          if (index !== shownIndex) soundPlayed = true;
          shownIndex = index;
          setCurrent(index);
          setShown(visiblePages(book));
        });
        book.on("changeOrientation", () => setShown(visiblePages(book)));
        bookRef.current = book;
        setCurrent(book.getCurrentPageIndex());
        setShown(visiblePages(book));
      } catch (error) {
        console.error("[souq] flipbook failed to start:", error);
        block?.remove();
        if (!cancelled) failRef.current();
      }
    })();

    return () => {
      cancelled = true;
      bookRef.current = null;
      if (book) {
        try {
          book.destroy();
        } catch {
          block?.remove();
        }
      } else {
        block?.remove();
      }
    };
  }, [pagesKey, language]);

  // Wheel down turns forward, wheel up back; the page scrolls on only when the book cannot turn that way.
  useEffect(() => {
    const host = hostRef.current;
    if (!host || !ready) return;
    const onWheel = (event: WheelEvent) => {
      const book = bookRef.current;
      if (!book || Math.abs(event.deltaY) < 1) return;
      const forward = event.deltaY > 0;
      const index = book.getCurrentPageIndex();
      const canTurn = forward ? index + visiblePages(book) < book.getPageCount() : index > 0;
      if (!canTurn) return;
      event.preventDefault();
      if (book.getState() !== "read") return;
      if (forward) book.flipNext();
      else book.flipPrev();
    };
    host.addEventListener("wheel", onWheel, { passive: false });
    return () => host.removeEventListener("wheel", onWheel);
  }, [ready]);

  const first = current + 1;
  const lastShown = Math.min(total, current + shown);
  const position = first === lastShown ? formatNumber(first, language) : `${formatNumber(first, language)}–${formatNumber(lastShown, language)}`;
  return (
    <div className="flipbook" data-ready={ready ? "true" : "false"}>
      {ready ? (
        <div ref={hostRef} className="flipbook-host" />
      ) : (
        <>
          <p className="flipbook-loading" role="status">
            {t("viewer.loading")}
          </p>
          <PageList pages={pages} language={language} />
        </>
      )}
      {ready ? (
        <div className="flipbook-controls">
          <button type="button" className="button secondary" onClick={() => bookRef.current?.flipPrev()} disabled={current === 0}>
            {t("viewer.previous")}
          </button>
          <p className="flipbook-position" aria-live="polite">
            {t("viewer.position", { n: position, total: formatNumber(total, language) })}
          </p>
          <button type="button" className="button secondary" onClick={() => bookRef.current?.flipNext()} disabled={lastShown >= total}>
            {t("viewer.next")}
          </button>
        </div>
      ) : null}
      {ready ? <p className="muted flipbook-hint">{t("viewer.hint")}</p> : null}
    </div>
  );
}

/** How many pages the book shows at once: one in portrait or on a cover, else two. */
function visiblePages(book: PageFlip | null): number {
  if (!book) return 1;
  if (book.getOrientation() === "portrait") return 1;
  const index = book.getCurrentPageIndex();
  const count = book.getPageCount();
  if (index === 0 || (index === count - 1 && count % 2 === 0)) return 1;
  return 2;
}
