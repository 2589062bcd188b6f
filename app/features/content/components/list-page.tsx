import type { ReactNode } from "react";
import { Page } from "~/components/layout/page";
import { EmptyState } from "~/components/ui/empty-state";

/** A content page that lists entries (the services, the links): its title and intro, then the list, or the empty state. Each entry draws its own `<li>`. */
export function ListPage<Item>({
  title,
  intro,
  empty,
  items,
  listClassName,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  empty: ReactNode;
  items: Item[];
  listClassName: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <Page title={title} intro={intro} className="content-page">
      {items.length === 0 ? <EmptyState message={empty} /> : <ul className={listClassName}>{items.map(children)}</ul>}
    </Page>
  );
}
