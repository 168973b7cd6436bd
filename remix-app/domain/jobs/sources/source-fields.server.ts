import { parseClearance } from "@shared/clearance";
import { stateFromLocation } from "@shared/us-states";
import type { OriginalSalary, SalaryPeriod, SourcePosting } from "./source-types";
import { clip, textOf } from "./source-values.server";

/** A posting's fields as every connector normalises them: salaries to yearly USD, work and employment types, clearance, country, tags. */

export const HOURS_PER_YEAR = 2080;
const PER_YEAR: Readonly<Record<SalaryPeriod, number>> = { hour: HOURS_PER_YEAR, day: 260, week: 52, month: 12, year: 1 };

/** A salary amount of a period as whole yearly dollars. */
export function yearly(amount: number, period: SalaryPeriod): number {
  return Math.round(amount * PER_YEAR[period]);
}

const number = (value: unknown): number | null => {
  const n = typeof value === "string" ? Number(value.replace(/[,$\s]/g, "")) : typeof value === "number" ? value : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Yearly USD figures and the original as stated. Another currency keeps its original but no USD
 * figures (we do not guess an exchange rate); min above max is swapped.
 */
export function normaliseSalary(
  min: unknown,
  max: unknown,
  currency: string | null | undefined,
  period: SalaryPeriod | null,
  predicted?: boolean,
): Pick<SourcePosting, "salary_min" | "salary_max" | "salary_original"> {
  let low = number(min);
  let high = number(max);
  if ((low === null && high === null) || period === null) return { salary_min: null, salary_max: null, salary_original: null };
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  const code = (currency ?? "USD").trim().toUpperCase() || "USD";
  const original: OriginalSalary = {
    min: low,
    max: high,
    currency: code,
    period,
    ...(predicted === undefined ? {} : { predicted }),
  };
  if (code !== "USD") return { salary_min: null, salary_max: null, salary_original: original };
  return {
    salary_min: low === null ? null : yearly(low, period),
    salary_max: high === null ? null : yearly(high, period),
    salary_original: original,
  };
}

/** A period from free text: "HOUR", "per-hour-wage", "Per Month", "yearly"… */
export function salaryPeriod(text: string | null | undefined): SalaryPeriod | null {
  const t = (text ?? "").toLowerCase();
  if (/hour/.test(t)) return "hour";
  if (/day|daily/.test(t)) return "day";
  if (/week/.test(t)) return "week";
  if (/month/.test(t)) return "month";
  if (/year|annum|annual|salary/.test(t)) return "year";
  return null;
}

/** Remote, Hybrid or On-site from a source's flags and text ("remote", "TELECOMMUTE", "hybrid"). */
export function workType(...signals: (string | boolean | null | undefined)[]): SourcePosting["work_type"] {
  const text = signals
    .filter((s): s is string => typeof s === "string")
    .join(" ")
    .toLowerCase();
  if (/\bhybrid\b/.test(text)) return "Hybrid";
  if (signals.includes(true) || /\b(remote|telecommute|work from home|wfh|anywhere)\b/.test(text)) return "Remote";
  return "On-site";
}

/** Our employment type from a source's words ("full_time", "Part-Time", "CONTRACTOR", "Intern"); Full-time when unsaid. */
export function employmentType(...texts: (string | null | undefined)[]): SourcePosting["employment_type"] {
  const t = texts.filter(Boolean).join(" ").toLowerCase().replace(/[_-]/g, " ");
  if (/\bintern(ship)?\b/.test(t)) return "Internship";
  if (/\b(temporary|temp|seasonal|term)\b/.test(t)) return "Temporary";
  if (/\bcontract(or)?\b/.test(t)) return "Contract";
  if (/\bpart\s?time\b/.test(t)) return "Part-time";
  return "Full-time";
}

const CLEARANCE_PHRASE =
  /\b(ts\s*\/\s*sci|top[\s-]secret(?:\s*\/\s*sci)?|secret|confidential)\b(?=[^.\n]{0,40}\bclearance\b)|\bclearance\b[^.\n]{0,20}?\b(ts\s*\/\s*sci|top[\s-]secret|secret|confidential)\b/i;

/**
 * The clearance a source states: a field of its own ("Top Secret", "Not Required") or a phrase in
 * the text ("active Secret clearance", "clearance: TS/SCI"). Null when none is stated.
 */
export function statedClearance(field: string | null | undefined, text?: string | null): string | null {
  if (field) {
    const parsed = parseClearance(field);
    if (parsed && parsed !== "none") return parsed;
    if (parsed === "none") return null;
  }
  const match = text ? CLEARANCE_PHRASE.exec(text) : null;
  if (!match) return null;
  const parsed = parseClearance(match[1] ?? match[2]);
  return parsed && parsed !== "none" ? parsed : null;
}

/** ISO 3166-1 alpha-2 from a code or a common name. */
export function countryCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (/^[a-z]{2}$/i.test(text)) return text.toUpperCase() === "UK" ? "GB" : text.toUpperCase();
  if (/^(usa|united states( of america)?|u\.s\.a?\.?)$/i.test(text)) return "US";
  if (/^(united kingdom|great britain)$/i.test(text)) return "GB";
  if (/^canada$/i.test(text)) return "CA";
  return null;
}

/** The country of a location text: a US state or "…, USA" is US; otherwise a trailing country name or code. */
export function countryFromLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  if (stateFromLocation(location)) return "US";
  const last = location.split(",").pop()?.trim() ?? "";
  return /^(remote|anywhere)$/i.test(last) ? null : countryCode(last);
}

/** Tags as the import schema takes them: trimmed, at most 60 characters, no repeats, at most 30. */
export function cleanTags(tags: (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = clip(textOf(raw), 60);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
    if (out.length === 30) break;
  }
  return out;
}

/** The tag of a posting where veterans' preference applies (USAJOBS). */
export const VETERANS_PREFERENCE_TAG = "Veterans' preference";
