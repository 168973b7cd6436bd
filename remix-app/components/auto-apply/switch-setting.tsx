import { Switch } from "@blueprintjs/core";

/** One on/off row of the auto-apply settings: its name, what it does, and the switch (named by the label). */
export function SwitchSetting({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="aa-setting">
      <div>
        <strong>{label}</strong>
        <p className="vets-muted">{hint}</p>
      </div>
      <Switch large checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} aria-label={label} />
    </div>
  );
}
