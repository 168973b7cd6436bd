import type { Intent } from "@blueprintjs/core";
import type { ReactNode } from "react";

/** The parts of a Conform field (`useForm`'s fields) these helpers read. */
export interface ConformField {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
}

/**
 * What a Blueprint FormGroup and its input show for one Conform field: every message of the field
 * (from the browser's check or the server's answer) in place of the hint, tied to the input for
 * screen readers.
 */
export function fieldFeedback(field: ConformField, hint?: ReactNode) {
  const errors = field.errors ?? [];
  const invalid = errors.length > 0;
  const intent: Intent = invalid ? "danger" : "none";
  return {
    group: {
      intent,
      helperText: invalid ? <span id={field.errorId}>{errors.join(" · ")}</span> : hint,
    },
    input: {
      id: field.id,
      name: field.name,
      intent,
      "aria-invalid": invalid || undefined,
      "aria-describedby": invalid ? field.errorId : undefined,
    },
  };
}

/** The form's own messages (a refused sign-in, a taken email), above the fields. */
export function formMessages(errors: string[] | undefined): string | undefined {
  return errors && errors.length > 0 ? errors.join(" ") : undefined;
}
