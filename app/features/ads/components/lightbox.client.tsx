import { Dialog } from "radix-ui";
import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Chevron, mediaUrl, type GalleryImage } from "./gallery-parts";

interface Props {
  images: GalleryImage[];
  name: string;
  start: number;
  /** Called with the photo last shown, so the strip can follow it. */
  onClose: (index: number) => void;
}

/** The full-size photos in a Radix dialog (focus trapped, Escape closes, arrow keys move). */
export default function Lightbox({ images, name, start, onClose }: Props) {
  const { t } = useTranslation("product");
  const [index, setIndex] = useState(start);
  const total = images.length;
  const image = images[index];
  const move = (step: number) => setIndex((current) => (current + step + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    // In a right-to-left page the next photo is to the left.
    const forward = (event.key === "ArrowRight") !== (document.documentElement.dir === "rtl");
    move(forward ? 1 : -1);
  };
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose(index))}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-backdrop lightbox-backdrop" />
        <Dialog.Content className="lightbox" aria-describedby={undefined} onKeyDown={onKeyDown}>
          <Dialog.Title className="visually-hidden">{t("gallery.label", { name })}</Dialog.Title>
          <figure className="lightbox-figure">
            <img src={mediaUrl(image.image_path)} alt={t("gallery.alt", { name, n: index + 1, total })} width={image.width} height={image.height} />
            <figcaption className="gallery-counter">{t("gallery.counter", { n: index + 1, total })}</figcaption>
          </figure>
          {total > 1 ? (
            <>
              <button type="button" className="gallery-nav gallery-prev" onClick={() => move(-1)} aria-label={t("gallery.previous")}>
                <Chevron />
              </button>
              <button type="button" className="gallery-nav gallery-next" onClick={() => move(1)} aria-label={t("gallery.next")}>
                <Chevron />
              </button>
            </>
          ) : null}
          <Dialog.Close className="lightbox-close" aria-label={t("gallery.close")}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
