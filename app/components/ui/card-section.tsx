import type { ReactNode } from "react";

/** A card of the account and admin pages: a section named by its heading (`titleId`, kept stable for links and tests). */
export function CardSection({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="account-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
