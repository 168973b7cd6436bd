import { Classes, TextArea } from "@blueprintjs/core";
import { useId } from "react";

interface Props {
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** What is wrong with the text as it stands (too long, a missing placeholder), shown before the count. */
  problem?: string | null;
  rows?: number;
  /** Either a visible heading's id or, when there is none, the field's spoken name. */
  labelledBy?: string;
  label?: string;
  id?: string;
  placeholder?: string;
}

/** A letter's text area with its length against the limit, as the cover-letter, draft-review and template editors show it. */
export function LetterField({ value, onChange, max, problem, rows = 14, labelledBy, label, id, placeholder }: Props) {
  const statusId = useId();
  return (
    <>
      <TextArea
        id={id}
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={statusId}
        fill
        rows={rows}
        value={value}
        intent={problem ? "danger" : "none"}
        onChange={(e) => onChange(e.currentTarget.value)}
        placeholder={placeholder}
      />
      <div id={statusId} className={`aa-letter-count ${Classes.TEXT_MUTED}`}>
        {problem ? <span className="aa-template-problem">{problem} </span> : null}
        {value.length.toLocaleString("en-US")} / {max.toLocaleString("en-US")}
      </div>
    </>
  );
}
