/** A stored photo drawn `shown` px wide at its own proportions (no layout shift), loaded when near. */
export function PhotoThumb({ path, width, height, shown = 120, alt = "" }: { path: string; width: number; height: number; shown?: number; alt?: string }) {
  return <img src={`/media/${path}`} alt={alt} width={shown} height={Math.round((shown * height) / Math.max(1, width))} loading="lazy" />;
}
