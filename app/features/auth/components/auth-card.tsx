import type { ReactNode } from "react";

/** The frame of the sign-in, sign-up, verification and password screens. */
export function AuthCard({ title, intro, children, footer }: { title: ReactNode; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="container auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="page-title">
          {title}
        </h1>
        {intro ? <p className="auth-intro">{intro}</p> : null}
        {children}
        {footer ? <div className="auth-footer">{footer}</div> : null}
      </section>
    </div>
  );
}
