import { TagInput } from "@blueprintjs/core";
import { useState } from "react";
import { dedupeList, splitList } from "@shared/schemas/profile";

interface Props {
  id: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder: string;
}

/**
 * A list field typed as comma-separated text (SPEC §5) and shown as removable tags. Text still in
 * the input becomes tags the moment the field loses focus — before a click on 'Save Profile' is
 * handled — so "Leadership, Logistics Planning" typed and saved is saved. (Blueprint's addOnBlur
 * waits for an animation frame, after the save has already read the values.)
 */
export function ListInput({ id, values, onChange, placeholder }: Props) {
  const [draft, setDraft] = useState("");
  const commit = (text: string) => {
    const added = splitList(text);
    if (added.length > 0) onChange(dedupeList([...values, ...added]));
    setDraft("");
  };
  return (
    <TagInput
      values={values}
      onChange={(next) => onChange(dedupeList(next.flatMap((v) => (typeof v === "string" ? splitList(v) : []))))}
      inputValue={draft}
      onInputChange={(e) => setDraft(e.currentTarget.value)}
      separator=","
      addOnPaste
      // Enter adds the typed tag; it must not also submit the profile form.
      onKeyDown={(e) => {
        if (e.key === "Enter") e.preventDefault();
      }}
      onAdd={() => setDraft("")}
      placeholder={values.length === 0 ? placeholder : "Add more…"}
      inputProps={{ id, onBlur: (e) => commit(e.currentTarget.value) }}
      tagProps={{ round: true, minimal: true }}
    />
  );
}
