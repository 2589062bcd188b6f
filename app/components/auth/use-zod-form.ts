import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/**
 * One schema, both sides: the browser validates on blur (then on input) once
 * hydrated, and the server's reply (values and messages) fills the form after
 * a post, with or without JavaScript. Without JavaScript the form is checked
 * by the server, so every message shows in the page's language.
 */
export function useZodForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: Record<string, string | null | undefined> },
) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema });
    },
  });
}
