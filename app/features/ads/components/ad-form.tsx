import { getInputProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FieldErrors, FormErrors, TextAreaField, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { useChainedChoices } from "~/components/forms/use-chained-choices";
import { RefreshChoices } from "~/components/forms/chained-select";
import { formatPrice } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { readPrice } from "~/lib/numbers";
import { AD_TEXT_LIMITS, adSchema, type AdFormMode } from "~/lib/schemas/ad";
import { useTranslation } from "~/lib/use-translation";
import type { EditableAd } from "~/features/ads/editor-queries.server";
import type { EditorOptions } from "~/features/ads/editor-queries.server";
import { SUBMIT_KEY_FIELD } from "~/lib/submit-key";
import { LocationField } from "./location-field";
import { PhotoPicker } from "./photo-picker";
import { PhotoThumb } from "./photo-thumb";
import { maxLengthAttribute } from "~/lib/text-length";
import { fieldsFor, type AttributeField } from "~/lib/attributes";
import { AttributeFields } from "./attribute-fields";
import { FreeAdsNote } from "~/features/paid-reach/components/free-ads-note";
import type { FreeAdsByCategory } from "~/features/paid-reach/limits.server";
import { Textarea } from "~/components/forms/textarea";

/** The form's values by name; a field with several choices (a category's several-of field) has a list. */
type Values = Record<string, string | string[] | undefined>;

/** The edit form's starting values from the stored ad (and its category's attribute values). */
export function valuesOfAd(ad: EditableAd, attributes: Values = {}): Values {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    name: ad.name,
    description: ad.description,
    price: String(ad.price),
    note: ad.note,
    negotiable: ad.negotiable ? "yes" : "no",
    status: ad.condition,
    latitude: String(ad.latitude),
    longitude: String(ad.longitude),
    address: ad.address,
    category: String(ad.category_id),
    subcategory: text(ad.subcategory_id),
    brand_country: text(ad.brand_country_id),
    third_branch: text(ad.third_branch_id),
    governorate: text(ad.governorate_id),
    region: text(ad.region_id),
    ...attributes,
  };
}

/** A form's text values by name (several values of a name: a list), for the draft and the no-JavaScript "update". */
export function formValues(data: FormData, skip: string[]): Values {
  const values: Values = {};
  for (const [key, value] of data.entries()) {
    if (typeof value !== "string" || skip.includes(key)) continue;
    const before = values[key];
    values[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

export const NEW_AD_DEFAULTS: Values = { negotiable: "yes", status: "new" };

const levels = ["category", "subcategory", "brand_country", "third_branch"] as const;
const places = ["governorate", "region"] as const;
type Choice = Record<(typeof levels)[number] | (typeof places)[number], string>;

interface Props {
  mode: AdFormMode;
  options: EditorOptions;
  /** Every category's attribute fields (category id → fields): the chosen category's are shown. */
  attributeFields: Record<string, AttributeField[]>;
  language: Language;
  /** Starting values: the stored ad, the defaults, or what the "update" button sent back. */
  defaultValue: Values;
  lastResult?: SubmissionResult<string[]> | null;
  /** Editing: the photos the ad has now. */
  images?: EditableAd["images"];
  /** Photos chosen before a no-JavaScript "update": a browser cannot be given them back. */
  droppedPhotos?: number;
  /** Ids of current photos the user ticked for removal (kept after an "update"). */
  removed?: string[];
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Where the typed values are kept while the sheet is open: the confirm-on-close
   * dialog unmounts the sheet's content, and "Cancel" brings it back with them.
   */
  draft?: { current: Values | null };
  /** Adding: the form's key (lib/submit-key.ts), so a double submit creates one ad. */
  submitKey?: string | null;
  /** Adding: the seller's free ads left per category (features/paid-reach), said before anything is typed. */
  freeAds?: FreeAdsByCategory | null;
  /** Adding: the ad was just refused past its category's free ads (said once, in the free ads' notice). */
  refused?: { draftKept: boolean } | null;
}

/**
 * The add-ad and edit-ad form (product rules, Validation). One zod schema on
 * both sides; without JavaScript the server checks everything and an
 * "update" button fills in the next level of the dependent selects; with
 * JavaScript the next level appears at once, photos are checked and shrunk
 * before sending, and submit stays disabled until the form is valid.
 */
export function AdForm({
  mode,
  options,
  attributeFields,
  language,
  defaultValue: givenDefault,
  lastResult,
  images = [],
  removed = [],
  droppedPhotos = 0,
  onDirtyChange,
  draft,
  submitKey,
  freeAds,
  refused = null,
}: Props) {
  const { t } = useTranslation(["editor", "auth"]);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [defaultValue] = useState<Values>(() => draft?.current ?? givenDefault);
  const [form, fields] = useZodForm(adSchema(mode), { id: `ad-form-${mode}`, lastResult, defaultValue });
  const initial = (name: keyof Choice) => String((fields[name].initialValue as string | undefined) ?? defaultValue[name] ?? "");
  // The category's own fields are not in the schema: conform still carries them (their values come back in its reply).
  const anyField = (name: string) => (fields as unknown as Record<string, FieldMetadata<unknown>>)[name];
  const { choice, select } = useChainedChoices<Choice>({
    formId: form.id,
    chains: [levels, places],
    initial: () => ({
      category: initial("category"),
      subcategory: initial("subcategory"),
      brand_country: initial("brand_country"),
      third_branch: initial("third_branch"),
      governorate: initial("governorate"),
      region: initial("region"),
    }),
    fields,
    language,
    empty: t("form.choose"),
    waiting: t("form.chooseParentFirst"),
    // Children re-render empty; validity is checked once they have.
    onChosen: () => checkValidity(),
  });
  const [dirty, setDirty] = useState(false);
  const [valid, setValid] = useState(false);
  const [busy, setBusy] = useState(false);
  /** What is typed in the price field (with JavaScript: shown as it will be saved). */
  const [priceText, setPriceText] = useState<string | null>(null);
  const [removedIds, setRemovedIds] = useState<Set<string>>(() => {
    const kept = draft?.current?.remove;
    return new Set(typeof kept === "string" ? kept.split(",").filter(Boolean) : removed);
  });
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formData?.get("intent") !== "refresh";

  const checkValidity = () => setValid(formRef.current?.checkValidity() ?? false);
  useEffect(() => {
    // What was typed or ticked before hydration (before-hydration.ts): the price as it will be saved, the photos to remove.
    const current = formRef.current;
    if (current) {
      const price = current.elements.namedItem("price");
      if (price instanceof HTMLInputElement && price.value !== String(fields.price.initialValue ?? "")) setPriceText(price.value);
      const ticked = new FormData(current).getAll("remove").map(String);
      if (ticked.some((id) => !removedIds.has(id))) setRemovedIds(new Set(ticked));
    }
    checkValidity();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // What the browser checks can change without an input event: the category's fields arriving, going or
    // made again, a control made required or optional, disabled or enabled. The button follows the form's
    // controls, not only what is typed, so it is never left disabled on a form that is complete.
    const current = formRef.current;
    if (!current || typeof MutationObserver === "undefined") return;
    // checkValidity reads the form through its ref: the observer set up once serves every render.
    const observer = new MutationObserver(() => checkValidity());
    observer.observe(current, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["required", "disabled", "min", "max", "minlength", "maxlength", "pattern", "step", "type", "multiple"],
    });
    return () => observer.disconnect();
  }, []);
  const markDirty = () => {
    if (!dirty) {
      setDirty(true);
      onDirtyChange?.(true);
    }
    checkValidity();
    if (draft && formRef.current) {
      const data = new FormData(formRef.current);
      const values = formValues(data, ["intent", "remove"]);
      values.remove = data.getAll("remove").map(String).join(",");
      draft.current = values;
    }
  };

  const place =
    options.regions.find((item) => String(item.id) === choice.region) ?? options.governorates.find((item) => String(item.id) === choice.governorate);
  const submitIntent = mode === "add" ? "create" : "update";
  const keptCount = images.filter((image) => !removedIds.has(String(image.id))).length;

  const radios = (name: "negotiable" | "status", values: Array<[string, string]>) => {
    const field = fields[name];
    const current = String(field.initialValue ?? defaultValue[name] ?? "");
    return (
      <fieldset className="field choice-group" aria-describedby={field.errors?.length ? field.errorId : undefined}>
        <legend>{t(`form.${name}`)}</legend>
        <div className="choice-row">
          {values.map(([value, label]) => (
            <label key={value} className="choice">
              <input type="radio" name={field.name} value={value} defaultChecked={current === value} required />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <FieldErrors id={field.errorId} errors={field.errors} />
      </fieldset>
    );
  };

  const { key: priceKey, ...priceProps } = getInputProps(fields.price, { type: "text" });
  const priceReading = hydrated ? readPrice(priceText ?? String(priceProps.defaultValue ?? "")) : null;
  const { key: noteKey, ...noteProps } = getTextareaProps(fields.note);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="auth-form ad-form"
      id={form.id}
      ref={formRef}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      onInput={hydrated ? markDirty : undefined}
      onChange={hydrated ? markDirty : undefined}
      preventScrollReset
    >
      {/* Enter in a field submits the ad, not the "update" button below. */}
      <button type="submit" name="intent" value={submitIntent} className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      {submitKey ? <input type="hidden" name={SUBMIT_KEY_FIELD} value={submitKey} /> : null}
      <FormErrors form={form} toast />
      {mode === "add" && freeAds ? (
        <FreeAdsNote freeAds={freeAds} categories={options.categories} chosen={choice.category} language={language} refused={refused} />
      ) : null}
      <TextField field={fields.name} label={t("form.name")} inputProps={{ maxLength: maxLengthAttribute(AD_TEXT_LIMITS.name), dir: "auto" }} />
      <TextAreaField field={fields.description} label={t("form.description")} rows={5} />
      <div className="field">
        <label htmlFor={fields.price.id}>{t("form.price")}</label>
        <input
          key={priceKey}
          {...priceProps}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${fields.price.id}-hint${priceReading?.ok ? ` ${fields.price.id}-saved` : ""}${fields.price.errors?.length ? ` ${fields.price.errorId}` : ""}`}
          onInput={hydrated ? (event) => setPriceText(event.currentTarget.value) : undefined}
        />
        <p id={`${fields.price.id}-hint`} className="field-hint">
          {t("form.priceHint")}
        </p>
        {priceReading?.ok ? (
          <output id={`${fields.price.id}-saved`} htmlFor={fields.price.id} className="field-hint" aria-live="polite">
            {t("form.priceSavedAs", { price: formatPrice(t, language, priceReading.value) })}
          </output>
        ) : null}
        <FieldErrors id={fields.price.errorId} errors={fields.price.errors} />
      </div>
      <div className="field">
        <label htmlFor={fields.note.id}>{t("form.note")}</label>
        <Textarea key={noteKey} {...noteProps} rows={2} dir="auto" aria-describedby={fields.note.errors?.length ? fields.note.errorId : undefined} />
        <FieldErrors id={fields.note.errorId} errors={fields.note.errors} />
      </div>
      <div className="field-row">
        {radios("negotiable", [
          ["yes", t("form.yes")],
          ["no", t("form.no")],
        ])}
        {radios("status", [
          ["new", t("form.new")],
          ["used", t("form.used")],
        ])}
      </div>

      <fieldset className="editor-group">
        <legend>{t("form.categoryGroup")}</legend>
        {select("category", t("form.category"), options.categories, null, true)}
        {select("subcategory", t("form.subcategory"), options.subcategories, "category", true)}
        {choice.subcategory ? select("brand_country", t("form.brandCountry"), options.brandCountries, "subcategory", true) : null}
        {choice.brand_country ? select("third_branch", t("form.thirdBranch"), options.thirdBranches, "brand_country", true) : null}
      </fieldset>

      <fieldset className="editor-group">
        <legend>{t("form.placeGroup")}</legend>
        {select("governorate", t(mode === "add" ? "form.governorateOptional" : "form.governorate"), options.governorates, null, mode === "edit")}
        {select("region", t(mode === "add" ? "form.regionOptional" : "form.region"), options.regions, "governorate", mode === "edit")}
        <RefreshChoices hydrated={hydrated} label={t("form.update")} hint={t("form.updateHint")} />
        <TextField field={fields.address} label={t("form.address")} inputProps={{ maxLength: maxLengthAttribute(AD_TEXT_LIMITS.address), dir: "auto" }} />
        <LocationField
          latitude={fields.latitude}
          longitude={fields.longitude}
          place={place ? { latitude: place.latitude ?? null, longitude: place.longitude ?? null } : null}
          onChange={markDirty}
        />
      </fieldset>

      {/* After the place: without JavaScript the "update" button stays next to the category's selects. */}
      <AttributeFields
        fields={choice.category ? fieldsFor(attributeFields[choice.category] ?? [], choice.subcategory ? Number(choice.subcategory) : null) : []}
        field={anyField}
        language={language}
        scope={`${choice.category}-${choice.subcategory}`}
      />

      {images.length > 0 ? (
        <fieldset className="editor-group current-photos">
          <legend>{t("photos.current")}</legend>
          <ul className="photo-grid">
            {images.map((image) => {
              const id = String(image.id);
              const gone = removedIds.has(id);
              return (
                <li key={image.id} className={gone ? "is-removed" : undefined}>
                  <PhotoThumb path={image.small_path} width={image.width} height={image.height} />
                  <label className="choice">
                    <input
                      type="checkbox"
                      name="remove"
                      value={id}
                      defaultChecked={gone}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setRemovedIds((current) => {
                          const next = new Set(current);
                          if (checked) next.add(id);
                          else next.delete(id);
                          return next;
                        });
                      }}
                    />
                    <span>{t("photos.removeCurrent")}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      <PhotoPicker
        kept={keptCount}
        chooseAgain={!!lastResult}
        dropped={droppedPhotos}
        errors={fields.images.errors}
        onChange={markDirty}
        onBusyChange={setBusy}
      />

      <div className="form-actions">
        <button
          type="submit"
          name="intent"
          value={submitIntent}
          className="button primary"
          disabled={hydrated && (!valid || busy || submitting)}
          aria-busy={submitting || undefined}
        >
          {t(mode === "add" ? "form.submitAdd" : "form.submitEdit")}
        </button>
        {hydrated && !valid ? <p className="field-hint">{t("form.completeToSubmit")}</p> : null}
      </div>
    </Form>
  );
}
