import { MOS_MATCH_THRESHOLDS, type MosMatchThreshold } from "@shared/job-taxonomy";

/** SPEC §9 mos_match levels: the lowest fit score each level keeps (any = 0). */
export const MOS_MATCH = {
  levels: Object.keys(MOS_MATCH_THRESHOLDS) as MosMatchThreshold[],
  isLevel(value: string | null | undefined): value is MosMatchThreshold {
    return value != null && Object.prototype.hasOwnProperty.call(MOS_MATCH_THRESHOLDS, value);
  },
  minimumScore(level: MosMatchThreshold): number {
    return MOS_MATCH_THRESHOLDS[level];
  },
  meets(score: number, level: MosMatchThreshold): boolean {
    return score >= MOS_MATCH_THRESHOLDS[level];
  },
  /** The highest level a score reaches ("any" below low). */
  levelOf(score: number): MosMatchThreshold {
    if (score >= MOS_MATCH_THRESHOLDS.high) return "high";
    if (score >= MOS_MATCH_THRESHOLDS.medium) return "medium";
    if (score >= MOS_MATCH_THRESHOLDS.low) return "low";
    return "any";
  },
} as const;
