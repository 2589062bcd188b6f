import { useId, type ReactNode } from "react";

/** A page section named by its heading (`aria-labelledby`), the way screen readers list a page's parts. */
export function Section({
  title,
  className,
  titleClassName = "section-title",
  children,
}: {
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
