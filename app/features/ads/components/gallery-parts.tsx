// What the ad's photo strip (gallery.tsx) and its lazily loaded lightbox
// (lightbox.client.tsx) share, apart from both, so that the lightbox imports
// this small module and not the gallery that loads it.

export interface GalleryImage {
  image_path: string;
  small_path: string;
  width: number;
  height: number;
}

export const mediaUrl = (key: string) => `/media/${key}`;

/** Points to the inline end; CSS mirrors it for "previous" and in right-to-left pages. */
export function Chevron() {
  return <span className="icon icon-chevron" aria-hidden="true" />;
}
