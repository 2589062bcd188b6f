import type { ReactNode } from "react";

/** A friendly empty result: a message and, optionally, a way on. */
export function EmptyState({ message, children }: { message: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M16 30c4-4 12-4 16 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <circle cx="18" cy="20" r="2.5" fill="currentColor" />
        <circle cx="30" cy="20" r="2.5" fill="currentColor" />
      </svg>
      <p>{message}</p>
      {children}
    </div>
  );
}
