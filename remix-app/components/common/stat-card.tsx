import { Card, Icon } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";

interface Props {
  label: string;
  value: number | string;
  icon: IconName;
  hint?: string;
}

export function StatCard({ label, value, icon, hint }: Props) {
  return (
    <Card elevation={1} className="vets-stat">
      <span className="vets-stat-label">
        <Icon icon={icon} size={14} />
        {label}
      </span>
      <span className="vets-stat-value">{typeof value === "number" ? value.toLocaleString("en-US") : value}</span>
      {hint && <span className="vets-stat-hint">{hint}</span>}
    </Card>
  );
}
