import { useId, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { STARS } from "~/features/ratings/limits";

/**
 * The stars of a rating as five radio buttons in a fieldset: they work
 * without JavaScript and by keyboard (arrows move between them, as radios
 * do), each named in words ("٤ نجوم: جيد جدًا"). Styled as stars; once the
 * page is hydrated a line also says the choice in words as it changes.
 */
export function StarInput({ name = "stars", defaultValue, error }: { name?: string; defaultValue?: number | null; error?: string | null }) {
  const { t } = useTranslation("ratings");
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(defaultValue ?? null);
  return (
    <fieldset className="star-input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t("rate.starsLegend")}</legend>
      <div className="star-input-options">
        {STARS.map((stars) => (
          <span key={stars} className="star-input-option">
            <input
              type="radio"
              id={`${id}-${stars}`}
              name={name}
              value={stars}
              required
              defaultChecked={defaultValue === stars}
              onChange={() => setChosen(stars)}
              className={chosen !== null && stars <= chosen ? "star-on" : undefined}
            />
            <label htmlFor={`${id}-${stars}`}>
              <span className="star-glyph" aria-hidden="true">
                ★
              </span>
              <span className="star-words">{t(`rate.starWords.${stars}`)}</span>
            </label>
          </span>
        ))}
      </div>
      <p className="field-hint star-input-chosen" aria-live="polite">
        {chosen !== null ? t("rate.chosen", { words: t(`rate.starWords.${chosen}`) }) : ""}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {t(error, { defaultValue: error })}
        </p>
      ) : null}
    </fieldset>
  );
}
