/**
 * A stored picture (R2, served under /media/) with its size known, so the
 * page never jumps: the first ones on a screen load at once and first, the
 * rest when they come near.
 */
export function MediaImage({
  path,
  width,
  height,
  eager = false,
  className,
}: {
  path: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={`/media/${path}`}
      alt=""
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      className={className}
    />
  );
}
