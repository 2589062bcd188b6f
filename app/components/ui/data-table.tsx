import clsx from "clsx";
import type { ReactNode } from "react";
import { EmptyState } from "~/components/ui/empty-state";

/** A column heading; `hidden` keeps it for screen readers only (an actions column). */
export type Column = string | { label: string; hidden: true };

/** A table's row of column headings. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th scope="col" key={index}>
            {typeof column === "string" ? column : <span className="visually-hidden">{column.label}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A table that scrolls sideways on a narrow screen, with a caption for screen
 * readers, or the empty state when there is nothing to list. Each row draws
 * its own `<tr>`, so it keeps its data attributes.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  empty,
  className,
  children,
}: {
  caption: ReactNode;
  columns: Column[];
  rows: Row[];
  empty: ReactNode;
  className?: string;
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <EmptyState message={empty} />;
  return (
    <div className="table-scroll">
      <table className={clsx("data-table", className)}>
        <caption className="visually-hidden">{caption}</caption>
        <TableHead columns={columns} />
        <tbody>{rows.map(children)}</tbody>
      </table>
    </div>
  );
}
