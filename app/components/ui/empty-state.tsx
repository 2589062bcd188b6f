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

/**
 * A list the page read: where it could not be read (null), the reason as an alert; where it holds
 * nothing, its empty state (with `wayOn`, what the visitor can do next); else what `children` makes of its items.
 */
export function ListOrEmpty<T>({
  items,
  failed,
  empty,
  wayOn,
  children,
}: {
  items: T[] | null;
  failed: ReactNode;
  empty: ReactNode;
  wayOn?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (items === null) {
    return (
      <p className="notice notice-error" role="alert">
        {failed}
      </p>
    );
  }
  return items.length === 0 ? <EmptyState message={empty}>{wayOn}</EmptyState> : children(items);
}
