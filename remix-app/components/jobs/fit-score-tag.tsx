import { Intent, Tag } from "@blueprintjs/core";
import { MOS_MATCH_THRESHOLDS } from "@shared/job-taxonomy";

/**
 * Fit score with SPEC's bands: high 80+, medium 60+, low 40+. `label` says which fit it is when a
 * screen shows two ("when you applied", "today"); a card's own fit reads "match".
 */
export function FitScoreTag({ score, label = "match" }: { score: number; label?: string }) {
  const intent =
    score >= MOS_MATCH_THRESHOLDS.high ? Intent.SUCCESS : score >= MOS_MATCH_THRESHOLDS.medium ? Intent.PRIMARY : score >= MOS_MATCH_THRESHOLDS.low ? Intent.WARNING : Intent.NONE;
  return (
    <Tag intent={intent} icon="predictive-analysis" minimal={score < MOS_MATCH_THRESHOLDS.low} round>
      {score}% {label}
    </Tag>
  );
}
