// What the saved searches' forms and rules share on both sides (the account page's forms, the server's checks).
import { z } from "zod";

/** The most saved searches an account keeps. */
export const MAX_SAVED_SEARCHES = 20;
/** A saved search's name, in characters (code points). */
export const NAME_MAX = 60;
/** How often to be told of new ads: "at once" (at most one e-mail an hour), a daily digest, or never. */
export const FREQUENCIES = ["instant", "daily", "never"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Renaming a saved search and choosing how often to be told (messages are translation keys). */
export const UpdateSavedSearchSchema = z.object({
  id: z.string(),
  name: z
    .string({ required_error: "alerts:errors.nameRequired" })
    .trim()
    .min(1, "alerts:errors.nameRequired")
    .refine((value) => [...value].length <= NAME_MAX, "alerts:errors.nameTooLong"),
  frequency: z.enum(FREQUENCIES, { errorMap: () => ({ message: "alerts:errors.frequency" }) }),
});
