import type { ReactNode } from "react";

/** A page's body: its heading, the line that introduces it, then its content. */
export function Page({ title, intro, className, children }: { title: ReactNode; intro?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `container ${className}` : "container"}>
      <h1 className="page-title">{title}</h1>
      {intro ? <p className="content-intro">{intro}</p> : null}
      {children}
    </div>
  );
}
