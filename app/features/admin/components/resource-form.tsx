import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { describedBy as describeField, FieldErrors, FieldFrame, FormErrors, SubmitRow } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { useTranslation } from "~/lib/use-translation";
import { ICONS, resources, schemaFor, toInputDateTime, type FieldSpec, type ResourceKey } from "~/lib/admin-resources";
import { Textarea } from "~/components/forms/textarea";

type Values = Record<string, string | number | null | undefined>;

interface Props {
  resource: ResourceKey;
  /** The form's id (unique on the page) and the intent its submit sends. */
  id: string;
  intent: string;
  submitLabel: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The record's current values (edit), or nothing (create). */
  record?: Values | null;
  creating?: boolean;
}

/** A record's values as the form's initial text values. */
function initialValues(resource: ResourceKey, record: Values | null | undefined): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const field of resources[resource].fields) {
    const value = record?.[field.name];
    if (field.kind === "image") continue;
    if (field.kind === "bool") out[field.name] = record ? (value ? "on" : undefined) : "on";
    else if (field.kind === "datetime") out[field.name] = toInputDateTime(typeof value === "string" ? value : null) || undefined;
    else if (value !== null && value !== undefined) out[field.name] = String(value);
  }
  return out;
}

/**
 * A content record's form, from its spec: the same zod schema checks it in
 * the browser (once hydrated) and on the server; without JavaScript the
 * server's answer fills it again with the values and the messages.
 */
export function ResourceForm({ resource, id, intent, submitLabel, lastResult, record, creating = !record }: Props) {
  const schema = schemaFor(resource);
  const defaults = useMemo(() => initialValues(resource, record), [resource, record]);
  const [form, fields] = useZodForm(schema, { id, lastResult, defaultValue: defaults });
  const hasImage = resources[resource].fields.some((field) => field.kind === "image");
  return (
    <Form
      method="post"
      encType={hasImage ? "multipart/form-data" : undefined}
      className="auth-form admin-form"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
    >
      <input type="hidden" name="intent" value={intent} />
      <FormErrors form={form} />
      {resources[resource].fields.map((spec) => (
        <AdminField
          key={spec.name}
          resource={resource}
          spec={spec}
          field={fields[spec.name] as FieldMetadata<unknown>}
          current={record?.[spec.name]}
          creating={creating}
          failed={Boolean(lastResult)}
        />
      ))}
      <SubmitRow>{submitLabel}</SubmitRow>
    </Form>
  );
}

function AdminField({
  resource,
  spec,
  field,
  current,
  creating,
  failed,
}: {
  resource: ResourceKey;
  spec: FieldSpec;
  field: FieldMetadata<unknown>;
  current: string | number | null | undefined;
  creating: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation(["admin"]);
  const label = t(`fields.${spec.name}`);
  const hintKey =
    spec.kind === "image"
      ? "image"
      : spec.kind === "slug"
        ? resource === "blog"
          ? "blogSlug"
          : "slug"
        : spec.kind === "link" || spec.kind === "url" || spec.kind === "datetime"
          ? spec.kind === "datetime"
            ? "published_at"
            : spec.kind
          : spec.name === "sort" || spec.name === "free_ads_limit"
            ? spec.name
            : spec.name.startsWith("body")
              ? "body"
              : null;
  const hint = hintKey ? `${t(`hints.${hintKey}`)}${spec.kind === "image" && failed ? ` ${t("hints.imageAgain")}` : ""}` : null;
  const describedBy = describeField(field, hint);
  const dir = spec.ltr ? "ltr" : undefined;

  if (spec.kind === "bool") {
    const { key, ...props } = getInputProps(field, { type: "checkbox" });
    return (
      <div className="field field-check">
        <label className="choice">
          <input key={key} {...props} aria-describedby={describedBy} />
          {label}
        </label>
        <FieldErrors id={field.errorId} errors={field.errors} />
      </div>
    );
  }

  let control: JSX.Element;
  if (spec.kind === "textarea") {
    const { key, ...props } = getTextareaProps(field);
    control = <Textarea key={key} {...props} dir={dir} rows={spec.name.startsWith("body") ? 10 : 4} aria-describedby={describedBy} />;
  } else if (spec.kind === "icon") {
    const { key, ...props } = getSelectProps(field);
    control = (
      <select key={key} {...props} aria-describedby={describedBy}>
        <option value="">—</option>
        {ICONS.map((icon) => (
          <option key={icon} value={icon}>
            {t(`icons.${icon}`)}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === "image") {
    const { key, ...props } = getInputProps(field, { type: "file" });
    control = (
      <>
        {typeof current === "string" && current ? (
          <img className="admin-thumb" src={`/media/${current}`} alt={t("hints.currentImage")} width={160} height={120} loading="lazy" />
        ) : null}
        <input
          key={key}
          {...props}
          accept="image/jpeg,image/png,image/webp"
          required={creating && spec.requiredOnCreate ? true : undefined}
          aria-describedby={describedBy}
        />
      </>
    );
  } else {
    const type = spec.kind === "int" || spec.kind === "decimal" ? "number" : spec.kind === "datetime" ? "datetime-local" : "text";
    const { key, ...props } = getInputProps(field, { type: type as "text" });
    control = (
      <input
        key={key}
        {...props}
        dir={dir}
        step={spec.kind === "decimal" ? "any" : spec.kind === "int" ? "1" : undefined}
        inputMode={spec.kind === "decimal" ? "decimal" : spec.kind === "int" ? "numeric" : undefined}
        aria-describedby={describedBy}
      />
    );
  }
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      {control}
    </FieldFrame>
  );
}
