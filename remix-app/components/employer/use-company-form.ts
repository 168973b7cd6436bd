import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export interface FormProblems {
  error: string | null;
  fields: Record<string, string>;
}

/**
 * A company form checked with Conform against the shared schema: in the browser before it
 * submits, and the server's `submission.reply()` after, so every field shows its own message in
 * place with the same words on both sides. The banner gets the form's message or the first field's.
 */
export function useCompanyForm(
  schema: z.ZodType,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue: Partial<Record<string, string | null>> = {},
) {
  const [form] = useForm({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(form.allErrors)) if (name !== "" && messages[0]) fields[name] = messages[0];
  const problems: FormProblems = { error: form.errors?.[0] ?? Object.values(fields)[0] ?? null, fields };
  // What the fields start with: the saved values, or what was typed when the server refused it (never the password).
  const values: Partial<Record<string, string | null>> = { ...defaultValue };
  for (const [name, value] of Object.entries(form.initialValue ?? {})) if (typeof value === "string") values[name] = value;
  return { formProps: getFormProps(form), problems, values };
}
