import { Radio, RadioGroup } from "@blueprintjs/core";
import { APPLY_MODE_LABELS, type ApplyMode } from "@shared/auto-apply-letter";

interface Props {
  value: ApplyMode;
  hasTemplate: boolean;
  onChange: (mode: ApplyMode) => void;
}

const HELP: Record<ApplyMode, string> = {
  review:
    "Each application waits in Applications as pending, with a draft letter for you to edit and approve. Nothing reaches an employer until you do.",
  template: "Sends the letter you wrote below, filled in with the job title and company only.",
};

/** How auto-apply sends what it finds: for this Run Now and for the daily scan once saved. */
export function SendModeChoice({ value, hasTemplate, onChange }: Props) {
  return (
    <RadioGroup
      className="aa-mode"
      label={<strong>When auto-apply finds a job</strong>}
      selectedValue={value}
      onChange={(e) => onChange(e.currentTarget.value === "template" ? "template" : "review")}
    >
      {(["review", "template"] as const).map((mode) => (
        <Radio key={mode} value={mode} className="aa-mode-option">
          <span className="aa-mode-text">
            <span className="aa-mode-label">
              {APPLY_MODE_LABELS[mode]}
              {mode === "review" ? " (default)" : ""}
            </span>
            <span className="vets-muted aa-mode-help">
              {HELP[mode]}
              {mode === "template" && !hasTemplate ? " Save your letter first." : ""}
            </span>
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
