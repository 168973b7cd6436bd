import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";
import { readFormFields, type FormFields } from "./form.server";

/** A form whose schema reads the raw strings itself turns Conform's coercion off. */
interface ParseOptions {
  disableAutoCoercion?: boolean;
}

/**
 * A screen's form fields checked against its shared zod schema the way Conform checks them in the
 * browser, so both sides report every field's messages alike (`submission.reply()` for the page).
 */
export function fieldsSubmission<Schema extends ZodType>(fields: FormFields, schema: Schema, options: ParseOptions = {}) {
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return parseWithZod(new URLSearchParams(entries), { schema, ...options });
}

/** `fieldsSubmission` of a form post, read as `readFormFields` reads it: junk is missing fields, never an error page. */
export async function readSubmission<Schema extends ZodType>(request: Request, schema: Schema, options: ParseOptions = {}) {
  return fieldsSubmission(await readFormFields(request), schema, options);
}
