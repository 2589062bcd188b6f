import type { ReactNode } from "react";
import { Link } from "@remix-run/react";

/** A link under an auth form, with an optional lead-in ("No account?" Sign up). */
export interface AuthLink {
  to: string;
  text: ReactNode;
  before?: ReactNode;
}

/** The frame of the sign-in, sign-up, verification and password screens; `links` go under the form, one a line. */
export function AuthCard({ title, intro, children, links = [] }: { title: ReactNode; intro?: ReactNode; children: ReactNode; links?: AuthLink[] }) {
  return (
    <div className="container auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="page-title">
          {title}
        </h1>
        {intro ? <p className="auth-intro">{intro}</p> : null}
        {children}
        {links.length > 0 ? (
          <div className="auth-footer">
            {links.map((link) => (
              <p key={link.to}>
                {link.before ? <>{link.before} </> : null}
                <Link to={link.to}>{link.text}</Link>
              </p>
            ))}
          </div>
        ) : null}
      </section>
    </div>
  );
}
