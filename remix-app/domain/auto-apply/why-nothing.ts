import { PER_EMPLOYER_DAILY_CAP } from "~/domain/applications/posting-guard";
import type { EvaluationTally } from "./evaluate.server";

export interface MonthFacts {
  minScore: number;
  remaining: number;
  waiting: number;
  limit: number;
}

const jobs = (n: number) => `${n.toLocaleString("en-US")} job${n === 1 ? "" : "s"}`;

/**
 * A run that created nothing says why in numbers (issue 52): the month's room first, then every
 * job the run looked at by where it stopped, highest scores first ("12 jobs scored 60–69 %, under
 * your 70 % minimum").
 */
export function whyNothing(tally: EvaluationTally, month: MonthFacts): string {
  const parts: string[] = [];
  if (month.remaining <= 0) parts.push(`All ${month.limit} AI applications of your plan this month are used.`);
  else if (month.waiting >= month.remaining)
    parts.push(
      `Your ${month.waiting} draft${month.waiting === 1 ? "" : "s"} waiting already fill the ${month.remaining} AI applications this month has left: send or review them in Applications first.`,
    );
  const bands = [...tally.belowMinimumByBand.entries()].sort((a, b) => b[0] - a[0]);
  for (const [band, count] of bands) {
    parts.push(`${jobs(count)} scored ${band}–${Math.min(band + 9, 100)} %, under your ${month.minScore} % minimum.`);
  }
  if (tally.belowTopMatches > 0) parts.push(`${jobs(tally.belowTopMatches)} scored under your ${month.minScore} % minimum, below your best matches.`);
  if (tally.bySetting["remote-only"] > 0)
    parts.push(`${jobs(tally.bySetting["remote-only"])} not remote (you chose remote only).`);
  if (tally.bySetting["min-salary"] > 0)
    parts.push(`${jobs(tally.bySetting["min-salary"])} paying under your minimum salary or naming none.`);
  if (tally.bySetting.clearance > 0) parts.push(`${jobs(tally.bySetting.clearance)} asking a higher clearance than yours.`);
  if (tally.samePosting > 0) parts.push(`${jobs(tally.samePosting)} you already applied to under another listing.`);
  if (tally.employerDailyCap > 0)
    parts.push(
      `${jobs(tally.employerDailyCap)} at employers that had ${PER_EMPLOYER_DAILY_CAP} applications from you in the last 24 hours.`,
    );
  if (parts.length === 0) parts.push("No open job you have not applied to yet.");
  return parts.join(" ");
}
