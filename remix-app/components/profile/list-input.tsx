import { TagInput } from "@blueprintjs/core";
import { dedupeList, splitList } from "../../../shared/schemas/profile";

interface Props {
  id: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder: string;
}

/** A list field typed as comma-separated text (SPEC §5) and shown as removable tags. */
export function ListInput({ id, values, onChange, placeholder }: Props) {
  return (
    <TagInput
      values={values}
      onChange={(next) => onChange(dedupeList(next.flatMap((v) => (typeof v === "string" ? splitList(v) : []))))}
      separator=","
      addOnBlur
      addOnPaste
      // Enter adds the typed tag; it must not also submit the profile form.
      onKeyDown={(e) => {
        if (e.key === "Enter") e.preventDefault();
      }}
      placeholder={values.length === 0 ? placeholder : "Add more…"}
      inputProps={{ id }}
      tagProps={{ round: true, minimal: true }}
    />
  );
}
