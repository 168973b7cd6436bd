/**
 * What a job says about where it came from and how fresh it is (issue 45, ghost-job defence): one
 * wording for every card, page and e-mail that shows a job.
 */
import { JOB_SOURCE_LABELS, isExternalSource, type JobSource } from "./job-taxonomy";
import { timeAgo } from "./job-view";

const DAY_MS = 86_400_000;

/** A source's name as users read it ("USAJOBS"); an unknown source shows as stored. */
export function jobSourceLabel(source: string): string {
  return JOB_SOURCE_LABELS[source as JobSource] ?? source;
}

export const DEMO_LISTING_LINE = "Demo listing (sample data)";

/** "via USAJOBS"; an employer's own job says the company posted it here; the demo seed's say so. */
export function jobSourceLine(source: string, company: string, demo = false): string {
  if (demo) return DEMO_LISTING_LINE;
  return isExternalSource(source) ? `via ${jobSourceLabel(source)}` : `Posted here by ${company}`;
}

/** "Posted today", "Posted yesterday", "Posted 12 days ago": whole calendar-free days since posting. */
export function postedAgo(iso: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(iso)) / DAY_MS));
  if (days === 0) return "Posted today";
  if (days === 1) return "Posted yesterday";
  return `Posted ${days} days ago`;
}

/** "Last checked 3 hours ago": when an import last saw the posting at its source. */
export function lastCheckedText(iso: string, now = Date.now()): string {
  const ago = timeAgo(iso, now);
  return `Last checked ${ago === "Just now" ? "just now" : ago}`;
}

export const ADZUNA_ATTRIBUTION = "Jobs by Adzuna";
export const ADZUNA_ATTRIBUTION_URL = "https://www.adzuna.com";

/** The salary as the source stated it (Job.salaryOriginal). */
export interface OriginalSalaryView {
  min: number | null;
  max: number | null;
  currency: string;
  period: "hour" | "day" | "week" | "month" | "year";
  predicted?: boolean;
}

/** Reads Job.salaryOriginal's JSON; anything malformed is no original salary. */
export function originalSalaryOf(value: unknown): OriginalSalaryView | null {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!parsed || typeof parsed !== "object") return null;
  const o = parsed as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
  const period = o.period;
  if (period !== "hour" && period !== "day" && period !== "week" && period !== "month" && period !== "year") return null;
  const min = num(o.min);
  const max = num(o.max);
  if (min === null && max === null) return null;
  return { min, max, currency: typeof o.currency === "string" ? o.currency : "USD", period, ...(o.predicted === true ? { predicted: true } : {}) };
}

function money(amount: number, currency: string): string {
  const whole = Number.isInteger(amount) || amount >= 1000;
  const digits = whole ? 0 : 2;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  } catch {
    return `${amount.toLocaleString("en-US")} ${currency}`;
  }
}

function range(min: number | null, max: number | null, currency: string): string {
  if (min !== null && max !== null && min !== max) return `${money(min, currency)}–${money(max, currency)}`;
  return money((min ?? max) as number, currency);
}

/**
 * The stated salary when it is not already the yearly USD range shown beside it:
 * "$25/hour, about $52,000 a year"; Adzuna's predicted salary is marked as an estimate.
 * Null when the original adds nothing (a yearly USD figure the employer gave).
 */
export function originalSalaryText(original: OriginalSalaryView | null, yearlyMin: number | null, yearlyMax: number | null): string | null {
  if (!original) return null;
  const restated = original.period !== "year" || original.currency !== "USD";
  if (!restated && !original.predicted) return null;
  const stated = `${range(original.min, original.max, original.currency)}${original.period === "year" ? " a year" : `/${original.period}`}`;
  const yearly = yearlyMin !== null || yearlyMax !== null ? range(yearlyMin, yearlyMax, "USD") : null;
  const text = restated && yearly ? `${stated}, about ${yearly} a year` : stated;
  return original.predicted ? `${text} (estimated by Adzuna, not stated by the employer)` : text;
}
