import { Button, Card, Icon, Tooltip as HelpTooltip } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import type { TrendPoint } from "@shared/views/admin-metrics";
import { Area, AreaChart, Bar, BarChart, Cell, Tooltip, XAxis, YAxis } from "recharts";


const SPARK_WIDTH = 232;
const SPARK_HEIGHT = 48;

/** A 30-day trend at a fixed size: the server renders its frame, hydration draws it, nothing jumps. */
export function Sparkline({ points, color = "#2d72d2", label, format }: { points: TrendPoint[]; color?: string; label: string; format?: (v: number) => string }) {
  return (
    <div className="vets-spark" style={{ width: SPARK_WIDTH, height: SPARK_HEIGHT }} role="img" aria-label={`${label}, last 30 days`}>
      <AreaChart width={SPARK_WIDTH} height={SPARK_HEIGHT} data={points} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id={`spark-${label.replace(/\W+/g, "")}`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.35} />
            <stop offset="100%" stopColor={color} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <Tooltip
          formatter={(value) => [format ? format(Number(value)) : Number(value).toLocaleString("en-US"), label]}
          labelFormatter={(_, payload) => String(payload?.[0]?.payload?.date ?? "")}
          contentStyle={{ fontSize: 12, padding: "2px 8px" }}
        />
        <Area type="monotone" dataKey="value" stroke={color} strokeWidth={1.5} fill={`url(#spark-${label.replace(/\W+/g, "")})`} isAnimationActive={false} />
      </AreaChart>
    </div>
  );
}

export function MetricCard({
  label,
  value,
  icon,
  detail,
  trend,
  trendLabel,
  trendFormat,
  tone,
  definition,
  children,
}: {
  label: string;
  value: ReactNode;
  icon: IconName;
  detail?: ReactNode;
  trend?: TrendPoint[];
  trendLabel?: string;
  trendFormat?: (v: number) => string;
  tone?: "danger";
  /** What the figure counts, in a tooltip beside its label (docs/decisions/083). */
  definition?: string;
  children?: ReactNode;
}) {
  return (
    <Card elevation={1} className={`vets-metric${tone === "danger" ? " vets-metric-danger" : ""}`}>
      <span className="vets-stat-label">
        <Icon icon={icon} size={14} />
        {label}
        {definition && (
          <HelpTooltip content={<span className="vets-metric-definition">{definition}</span>} placement="top">
            <Button variant="minimal" size="small" icon="info-sign" aria-label={`What ${label} counts: ${definition}`} />
          </HelpTooltip>
        )}
      </span>
      <span className="vets-metric-value">{value}</span>
      {detail && <span className="vets-metric-detail">{detail}</span>}
      {trend && (
        <div className="vets-metric-trend">
          <Sparkline points={trend} label={trendLabel ?? label} format={trendFormat} color={tone === "danger" ? "#cd4246" : undefined} />
          <span className="vets-muted vets-metric-trend-label">{trendLabel ?? label} · 30 days</span>
        </div>
      )}
      {children}
    </Card>
  );
}

const TIER_COLORS: Record<string, string> = { free_trial: "#8f99a8", free: "#5f6b7c", pro: "#2d72d2", premium: "#c87619", elite: "#238551" };

/** Bars per tier at a fixed size (revenue by tier, tier distribution). */
export function TierBars({ data, format, width = 232, height = 120 }: { data: { tier: string; label: string; value: number }[]; format?: (v: number) => string; width?: number; height?: number }) {
  return (
    <div style={{ width, height }} role="img" aria-label={data.map((d) => `${d.label} ${format ? format(d.value) : d.value}`).join(", ")}>
      <BarChart width={width} height={height} data={data} margin={{ top: 6, right: 4, bottom: 0, left: 0 }}>
        <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={11} interval={0} />
        <YAxis hide />
        <Tooltip formatter={(value) => [format ? format(Number(value)) : Number(value).toLocaleString("en-US"), ""]} contentStyle={{ fontSize: 12, padding: "2px 8px" }} />
        <Bar dataKey="value" radius={[3, 3, 0, 0]} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.tier} fill={TIER_COLORS[d.tier] ?? "#2d72d2"} />
          ))}
        </Bar>
      </BarChart>
    </div>
  );
}
