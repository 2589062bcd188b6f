import { Link } from "@remix-run/react";
import type { Language } from "~/lib/i18n";
import { VerifiedBadge } from "./verified-badge";
import type { TraderListItem } from "~/lib/rows";
import { MediaImage } from "~/components/ui/media-image";
import { cutText } from "~/lib/text-length";

/** A directory card: the trader's image and company name, linking to their profile. */
export function TraderTile({ trader, language, eager = false }: { trader: TraderListItem; language: Language; eager?: boolean }) {
  const place = language === "en" ? trader.governorate_name_en : trader.governorate_name;
  return (
    <li className="card trader-tile">
      <Link to={`/account/trader2/${trader.id}`} state={{ trader }} prefetch="intent" className="trader-tile-link">
        {trader.image ? (
          <MediaImage path={trader.image} width={240} height={240} eager={eager} className="trader-tile-image" />
        ) : (
          <span className="trader-tile-image trader-initial" aria-hidden="true">
            {cutText(trader.company_name, 1)}
          </span>
        )}
        <span className="trader-tile-name">{trader.company_name}</span>
      </Link>
      <span className="trader-tile-meta">
        {place ? <span className="trader-tile-place">{place}</span> : null}
        {trader.is_verified_trader ? <VerifiedBadge compact /> : null}
      </span>
    </li>
  );
}

/** The directory's responsive grid of trader cards. */
export function TraderGrid({ traders, language, eagerCount = 4 }: { traders: TraderListItem[]; language: Language; eagerCount?: number }) {
  return (
    <ul className="trader-grid">
      {traders.map((trader, index) => (
        <TraderTile key={trader.id} trader={trader} language={language} eager={index < eagerCount} />
      ))}
    </ul>
  );
}
