import clsx from "clsx";
import { useId, type ReactNode } from "react";

/** A payment step's page: one card named by its heading. */
export function PaymentCard({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="container payment-page">
      <section className={clsx("account-card", className)} aria-labelledby={titleId}>
        <h1 id={titleId} className="page-title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
