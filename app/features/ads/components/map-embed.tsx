import { useTranslation } from "~/lib/use-translation";
import type { Language } from "~/lib/i18n";
import { Section } from "~/components/ui/section";

/** Whether a latitude/longitude pair is a real place (0, 0 is the seed's "unknown"). */
export function hasLocation(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && !(latitude === 0 && longitude === 0)
  );
}

export function mapLinks(latitude: number, longitude: number, language: Language) {
  const at = `${latitude.toFixed(6)},${longitude.toFixed(6)}`;
  return {
    embed: `https://maps.google.com/maps?q=${at}&z=15&output=embed&hl=${language}`,
    open: `https://www.google.com/maps/search/?api=1&query=${at}`,
  };
}

/**
 * The ad's place at zoom 15: a link to the maps app, and the embedded map
 * behind "Show the map". The iframe sits in a closed <details>, whose lazy
 * frame the browser does not load until it is opened: an embedded map fetches
 * hundreds of kilobytes from another origin, which on a slow line competed
 * with the ad's photo, and it was fetched on most visits, scrolled near or
 * not. (With scripting off, browsers load lazy frames at once, so there the
 * map is only hidden.)
 */
export function MapEmbed({ latitude, longitude, name, language }: { latitude: number; longitude: number; name: string; language: Language }) {
  const { t } = useTranslation("product");
  if (!hasLocation(latitude, longitude)) return null;
  const { embed, open } = mapLinks(latitude, longitude, language);
  return (
    <Section className="card map" title={t("map.title")}>
      <details className="map-details">
        <summary className="button secondary">
          <span className="map-show">{t("map.show")}</span>
          <span className="map-hide">{t("map.hide")}</span>
        </summary>
        <iframe
          src={embed}
          title={t("map.frame", { name })}
          width={600}
          height={300}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="map-frame"
        />
      </details>
      <a href={open} className="button secondary map-open" target="_blank" rel="noopener noreferrer">
        {t("map.open")}
      </a>
    </Section>
  );
}
