import { Form } from "@remix-run/react";
import { useId } from "react";
import { SpamTrap } from "~/components/ui/spam-trap";
import { useTranslation } from "~/lib/use-translation";
import { maxLengthAttribute } from "~/lib/text-length";
import { TextareaField } from "~/components/forms/textarea-field";

export interface ReportFormState {
  errors: Record<string, string[] | null | undefined> | null;
  values: { reason: string; details: string };
}

/**
 * "Report this ad": a reason from the list and optional text, a plain form
 * on the ad's report page (the ad page itself only links here, to keep its
 * JavaScript small). The server checks it, rate-limits it and keeps one open
 * report per person per ad. The honeypot field is for bots.
 */
export function ReportForm({ reasons, state }: { reasons: readonly string[]; state: ReportFormState | null }) {
  const { t } = useTranslation(["editor"]);
  const id = useId();
  const errors = state?.errors ?? null;
  const message = (key: string | undefined) => (key ? t(key, { defaultValue: key }) : null);
  const reasonError = message(errors?.reason?.[0]);
  const detailsError = message(errors?.details?.[0]);
  const formError = message(errors?.[""]?.[0]);
  return (
    <div className="card report">
      <Form method="post" className="report-form">
        <p className="field-hint">{t("report.intro")}</p>
        {formError ? (
          <p className="notice notice-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t("report.reason")}</label>
          <select
            id={`${id}-reason`}
            name="reason"
            required
            defaultValue={state?.values.reason ?? ""}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          >
            <option value="">{t("report.chooseReason")}</option>
            {reasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`report.reasons.${reason}`)}
              </option>
            ))}
          </select>
          {reasonError ? (
            <p id={`${id}-reason-error`} className="field-error">
              {reasonError}
            </p>
          ) : null}
        </div>
        <TextareaField
          id={`${id}-details`}
          label={t("report.details")}
          error={detailsError}
          name="details"
          rows={3}
          maxLength={maxLengthAttribute(1000)}
          dir="auto"
          defaultValue={state?.values.details ?? ""}
        />
        <SpamTrap label={t("report.honeypot")} />
        <button type="submit" name="intent" value="report" className="button secondary">
          {t("report.submit")}
        </button>
      </Form>
    </div>
  );
}
