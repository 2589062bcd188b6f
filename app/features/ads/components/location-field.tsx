import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FieldErrors } from "~/components/forms/fields";
import { useTranslation } from "~/lib/use-translation";

interface Props {
  latitude: FieldMetadata<unknown>;
  longitude: FieldMetadata<unknown>;
  /** The chosen region's (or governorate's) coordinates, to prefill the fields. */
  place: { latitude: number | null; longitude: number | null } | null;
  onChange: () => void;
}

/** The five geolocation messages (product rules, Validation), by the browser's error code. */
const geolocationErrors: Record<number, string> = {
  1: "location.denied",
  2: "location.unavailable",
  3: "location.timeout",
};

/**
 * Latitude and longitude. Without JavaScript the server prefills them from
 * the chosen region and they stay editable; with JavaScript they follow the
 * chosen region until the user types or asks for their own location.
 */
export function LocationField({ latitude, longitude, place, onChange }: Props) {
  const { t } = useTranslation(["editor"]);
  const hydrated = useHydrated();
  const latRef = useRef<HTMLInputElement>(null);
  const lngRef = useRef<HTMLInputElement>(null);
  const autoFilled = useRef<string | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "status"; text: string } | null>(null);

  const setValues = (lat: number, lng: number) => {
    const pairs: Array<[HTMLInputElement | null, number]> = [
      [latRef.current, lat],
      [lngRef.current, lng],
    ];
    for (const [input, value] of pairs) {
      if (!input) continue;
      input.value = value.toFixed(6).replace(/0+$/, "").replace(/\.$/, "");
      // Conform listens for input events to revalidate.
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    onChange();
  };

  // Follow the chosen place while the fields are empty or still hold the last prefill.
  useEffect(() => {
    if (!hydrated || !place || place.latitude === null || place.longitude === null) return;
    const current = `${latRef.current?.value ?? ""},${lngRef.current?.value ?? ""}`;
    if (current !== "," && current !== autoFilled.current) return;
    setValues(place.latitude, place.longitude);
    autoFilled.current = `${latRef.current?.value ?? ""},${lngRef.current?.value ?? ""}`;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, place?.latitude, place?.longitude]);

  const locate = () => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setMessage({ kind: "error", text: t("location.notSupported") });
      return;
    }
    setMessage({ kind: "status", text: t("location.locating") });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        autoFilled.current = null;
        setValues(position.coords.latitude, position.coords.longitude);
        setMessage({ kind: "status", text: t("location.found") });
      },
      (error) => setMessage({ kind: "error", text: t(geolocationErrors[error.code] ?? "location.unknown") }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <fieldset className="field location-field">
      <legend>{t("form.location")}</legend>
      <p className="field-hint" id="location-hint">
        {t(hydrated ? "location.hintJs" : "location.hint")}
      </p>
      <div className="field-row">
        <CoordinateField field={latitude} label={t("form.latitude")} inputRef={latRef} />
        <CoordinateField field={longitude} label={t("form.longitude")} inputRef={lngRef} />
      </div>
      {hydrated ? (
        <div className="form-actions">
          <button type="button" className="button secondary" onClick={locate}>
            {t("location.get")}
          </button>
          <p className={message?.kind === "error" ? "field-error" : "field-hint"} role={message?.kind === "error" ? "alert" : "status"}>
            {message?.text ?? ""}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}

/** One coordinate: typed in Latin digits, described by the location hint and by its own errors. */
function CoordinateField({ field, label, inputRef }: { field: FieldMetadata<unknown>; label: string; inputRef: RefObject<HTMLInputElement> }) {
  const { key, ...props } = getInputProps(field, { type: "text" });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        key={key}
        {...props}
        ref={inputRef}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        aria-describedby={`location-hint${field.errors?.length ? ` ${field.errorId}` : ""}`}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
