import { FormGroup, InputGroup, type InputGroupProps } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { fieldFeedback, type ConformField } from "./field-feedback";

/** A labelled text input for one Conform field, with the field's messages in place of the hint. */
export function FormField({
  label,
  field,
  hint,
  ...input
}: { label: string; field: ConformField; hint?: ReactNode } & Omit<InputGroupProps, "id" | "name" | "intent">) {
  const feedback = fieldFeedback(field, hint);
  return (
    <FormGroup label={label} labelFor={field.id} {...feedback.group}>
      <InputGroup {...feedback.input} {...input} />
    </FormGroup>
  );
}
