import { useForm, type SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { withTextConstraints } from "~/lib/text";

/**
 * One schema, both sides: the browser validates on blur (then on input) once
 * hydrated, and the server's reply (values and messages) fills the form after
 * a post, with or without JavaScript. Without JavaScript the form is checked
 * by the server, so every message shows in the page's language.
 *
 * The server's reply is the route action's `result` unless `lastResult` is
 * given (a page with several forms picks the one each reply is for).
 */
export function useZodForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: Record<string, string | string[] | null | undefined> },
) {
  const reply = useActionData<{ result?: SubmissionResult<string[]> } | undefined>();
  const lastResult = "lastResult" in options ? options.lastResult : reply?.result;
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult: lastResult ?? undefined,
    defaultValue: options.defaultValue as never,
    // Text limits count characters; the browser's maxlength counts UTF-16 units (lib/text.ts).
    constraint: withTextConstraints(schema, getZodConstraint(schema)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema });
    },
  });
}
