/**
 * Job alerts (issue 55 item 2, decision 111): every due saved search gets the open jobs created
 * since it was last considered that match it, best stored fit first, at most ten per email with a
 * link to the rest; one email per veteran per run (several searches merged), none when nothing is
 * new, only to verified addresses of active veterans.
 *
 * Set-based: one query for the due searches with their owners, one for the new jobs, then the
 * searches are matched against those jobs in memory (a word index over the new jobs' text, the
 * filters as predicates that mirror job-filters.server.ts), stored fits in a few batched reads,
 * the emails as multi-row outbox inserts and the searches advanced with a few updates.
 */
import { hiringPathTag } from "@shared/federal-hiring-paths";
import { MOS_MATCH_THRESHOLDS, type MosMatchThreshold } from "@shared/job-taxonomy";
import type { FederalHiringPath } from "@shared/federal-hiring-paths";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { sendEmails, type OutgoingEmail } from "~/lib/email.server";
import { unsubscribeUrl } from "~/lib/unsubscribe-token.server";
import type { ScheduledJob } from "~/lib/scheduler-lease.server";
import { roleMay } from "~/domain/access/policy.server";
import { locationFilter } from "./job-filters.server";
import { searchWords } from "./full-text-query.server";
import { searchPath, storedQuery, type StoredSearchQuery } from "./saved-searches.server";

const DAY_MS = 86_400_000;
export const ALERT_PERIOD_MS: Record<"daily" | "weekly", number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** A search is due a little before its full period, so a scheduler tick a few minutes late does not push it a whole period back. */
const DUE_SLACK_MS = 30 * 60_000;
export const ALERT_MAX_JOBS = 10;
const CHUNK = 500;

export type AlertPhase = "match" | "send";
export interface AlertRunOptions {
  now?: Date;
  onProgress?: (phase: AlertPhase, done: number, total: number) => void;
}
export interface AlertRunResult {
  due_searches: number;
  new_jobs: number;
  emails: number;
  veterans_skipped: number;
}

interface NewJob {
  id: number;
  title: string;
  company: string;
  location: string | null;
  state: string | null;
  workType: string;
  employmentType: string;
  salaryMin: number | null;
  salaryMax: number | null;
  clearanceRequired: string | null;
  clearanceRank: number;
  veteranFriendly: boolean;
  experienceLevel: string | null;
  industry: string | null;
  source: string;
  tags: unknown;
  postedAt: Date;
  createdAt: Date;
}

interface DueSearch {
  id: number;
  userId: number;
  name: string;
  query: StoredSearchQuery;
  alertedThrough: Date;
}

const WORD = /[\p{L}\p{N}]+/gu;
const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The jobs each query word finds, as the full-text search does: words of 3+ letters as prefixes,
 * shorter ones whole, in the title, company, description, requirements and tags. Only the words
 * some search uses are indexed.
 */
function wordIndex(jobs: readonly (NewJob & { text: string })[], wanted: ReadonlySet<string>): Map<string, number[]> {
  const index = new Map<string, number[]>();
  let longest = 0;
  for (const word of wanted) longest = Math.max(longest, word.length);
  jobs.forEach((job, position) => {
    const seen = new Set<string>();
    for (const token of fold(job.text).match(WORD) ?? []) {
      if (wanted.has(token)) seen.add(token);
      for (let length = 3; length < Math.min(token.length, longest + 1); length++) {
        const prefix = token.slice(0, length);
        if (wanted.has(prefix) && prefix.length >= 3) seen.add(prefix);
      }
    }
    for (const word of seen) {
      let list = index.get(word);
      if (!list) index.set(word, (list = []));
      list.push(position);
    }
  });
  return index;
}

function tagsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : [];
}

/** The filters of a saved search as one predicate over a job (job-filters.server.ts's rules). */
function compileFilters(query: StoredSearchQuery, now: Date): (job: NewJob) => boolean {
  const checks: ((job: NewJob) => boolean)[] = [];
  if (query.posted_days) {
    const since = now.getTime() - Number(query.posted_days) * DAY_MS;
    checks.push((job) => job.postedAt.getTime() >= since);
  }
  if (query.source) checks.push((job) => job.source === query.source);
  // "Federal jobs for your MOS": federal announcements (their series are not matched here; the link shows the exact tab).
  if (query.federal === "mos") checks.push((job) => job.source === "usajobs");
  if (query.work_type) checks.push((job) => job.workType === query.work_type);
  if (query.employment_type) checks.push((job) => job.employmentType === query.employment_type);
  if (query.experience_level) checks.push((job) => job.experienceLevel === query.experience_level);
  if (query.industry) checks.push((job) => job.industry === query.industry);
  if (query.hiring_path) {
    const tag = hiringPathTag(query.hiring_path as FederalHiringPath);
    checks.push((job) => tagsOf(job.tags).includes(tag));
  }
  switch (query.clearance_required) {
    case "none":
      checks.push((job) => job.clearanceRank === 0);
      break;
    case "Required":
      checks.push((job) => job.clearanceRank >= 1);
      break;
    case "Confidential":
      checks.push((job) => job.clearanceRank === 1 && job.clearanceRequired === "Confidential");
      break;
    case "Secret":
      checks.push((job) => job.clearanceRank === 2);
      break;
    case "Top Secret":
      checks.push((job) => job.clearanceRank === 3);
      break;
    case "TS/SCI":
      checks.push((job) => job.clearanceRank === 4);
      break;
  }
  if (query.location) {
    const location = locationFilter(query.location);
    if (location.state) checks.push((job) => job.state === location.state);
    const text = location.text?.toLowerCase();
    if (text) checks.push((job) => (job.location ?? "").toLowerCase().includes(text));
  }
  if (query.salary_min) {
    const min = Number(query.salary_min);
    checks.push((job) => (job.salaryMax !== null ? job.salaryMax >= min : job.salaryMin !== null && job.salaryMin >= min));
  }
  if (query.salary_max) {
    const max = Number(query.salary_max);
    checks.push((job) => (job.salaryMin !== null ? job.salaryMin <= max : job.salaryMax !== null && job.salaryMax <= max));
  }
  if (query.veteran_friendly === "true") checks.push((job) => job.veteranFriendly);
  return (job) => checks.every((check) => check(job));
}

/** The first position in `jobs` (sorted by createdAt) created after `after`. */
function firstAfter(jobs: readonly NewJob[], after: Date): number {
  let lo = 0;
  let hi = jobs.length;
  const t = after.getTime();
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (jobs[mid].createdAt.getTime() > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Intersection of sorted position lists. */
function intersect(lists: number[][]): number[] {
  if (lists.length === 0) return [];
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let result = sorted[0];
  for (const list of sorted.slice(1)) {
    const set = new Set(list);
    result = result.filter((position) => set.has(position));
    if (result.length === 0) break;
  }
  return result;
}

async function dueSearches(now: Date): Promise<(DueSearch & { user: { email: string; fullName: string; role: string; status: string; emailVerifiedAt: Date | null } })[]> {
  const select = {
    id: true,
    userId: true,
    name: true,
    query: true,
    alertedThrough: true,
    user: { select: { email: true, fullName: true, role: true, status: true, emailVerifiedAt: true } },
  } as const;
  const db = getDb();
  const lists = await Promise.all(
    (["daily", "weekly"] as const).map((frequency) =>
      db.savedSearch.findMany({
        where: { frequency, alertedThrough: { lte: new Date(now.getTime() - ALERT_PERIOD_MS[frequency] + DUE_SLACK_MS) } },
        select,
      }),
    ),
  );
  return lists.flat().map((row) => ({ ...row, query: storedQuery(row.query) }));
}

const money = (n: number) => `$${n.toLocaleString("en-US")}`;
function salaryText(job: NewJob): string | null {
  if (job.salaryMin !== null && job.salaryMax !== null) return `${money(job.salaryMin)}–${money(job.salaryMax)}`;
  if (job.salaryMin !== null) return `from ${money(job.salaryMin)}`;
  if (job.salaryMax !== null) return `up to ${money(job.salaryMax)}`;
  return null;
}

interface VeteranAlert {
  userId: number;
  email: string;
  firstName: string;
  /** Per search with something new: its jobs' positions. */
  searches: { search: DueSearch; positions: number[] }[];
}

function composeEmail(alert: VeteranAlert, jobs: readonly NewJob[], fits: ReadonlyMap<number, number>, now: Date): OutgoingEmail & { userId: number } {
  const origin = getConfig().publicUrl;
  const all = new Set<number>();
  for (const { positions } of alert.searches) for (const position of positions) all.add(position);
  const ranked = [...all].sort((a, b) => {
    const fa = fits.get(jobs[a].id) ?? -1;
    const fb = fits.get(jobs[b].id) ?? -1;
    return fb - fa || jobs[b].postedAt.getTime() - jobs[a].postedAt.getTime() || jobs[b].id - jobs[a].id;
  });
  const shown = ranked.slice(0, ALERT_MAX_JOBS);
  const total = ranked.length;
  const lines: string[] = [`Hi ${alert.firstName},`, "", `${total === 1 ? "1 new job matches" : `${total} new jobs match`} your saved ${alert.searches.length === 1 ? "search" : "searches"}${total > shown.length ? `; here are the ${shown.length} that fit you best` : ""}.`, ""];
  shown.forEach((position, i) => {
    const job = jobs[position];
    const fit = fits.get(job.id);
    const details = [fit !== undefined ? `Fit ${fit}%` : null, salaryText(job), job.workType].filter(Boolean).join(" · ");
    lines.push(`${i + 1}. ${job.title} — ${job.company}${job.location ? `, ${job.location}` : ""}`, `   ${details}`, `   ${origin}/jobs/${job.id}`, "");
  });
  lines.push(total > shown.length ? "See all the new matches of each search:" : "Your searches:");
  for (const { search, positions } of alert.searches) {
    const params = new URLSearchParams(searchPath(search.query).slice("/jobs?".length));
    params.set("sort", "recent");
    lines.push(`- ${search.name}: ${positions.length} new — ${origin}/jobs?${params}`);
    if (alert.searches.length > 1) lines.push(`  Stop alerts for this search: ${unsubscribeUrl({ userId: alert.userId, kind: "alerts", searchId: search.id }, now)}`);
  }
  lines.push("", `Manage your saved searches: ${origin}/jobs/searches`);
  const single = alert.searches.length === 1 ? alert.searches[0].search : null;
  return {
    to: alert.email,
    userId: alert.userId,
    kind: "alerts",
    ...(single ? { savedSearchId: single.id } : {}),
    subject: total === 1 ? `New job: ${jobs[shown[0]].title}` : `${total} new jobs for ${single ? single.name : "your saved searches"}`.slice(0, 180),
    text: lines.join("\n"),
  };
}

/** Stored fits of each veteran for the jobs matched, in batches (no fit computed here). */
async function storedFits(pairs: ReadonlyMap<number, ReadonlySet<number>>): Promise<Map<number, Map<number, number>>> {
  const result = new Map<number, Map<number, number>>();
  const userIds = [...pairs.keys()];
  const jobIds = [...new Set([...pairs.values()].flatMap((set) => [...set]))];
  if (jobIds.length === 0) return result;
  for (let u = 0; u < userIds.length; u += CHUNK) {
    for (let j = 0; j < jobIds.length; j += 2_000) {
      const rows = await getDb().jobFit.findMany({
        where: { userId: { in: userIds.slice(u, u + CHUNK) }, jobId: { in: jobIds.slice(j, j + 2_000) } },
        select: { userId: true, jobId: true, score: true },
      });
      for (const row of rows) {
        if (!pairs.get(row.userId)?.has(row.jobId)) continue;
        let byJob = result.get(row.userId);
        if (!byJob) result.set(row.userId, (byJob = new Map()));
        byJob.set(row.jobId, row.score);
      }
    }
  }
  return result;
}

/** Sends what is due now (the scheduler and `cli alerts --run`). Run it under the "job-alerts" lease. */
export async function runJobAlerts(options: AlertRunOptions = {}): Promise<AlertRunResult> {
  const now = options.now ?? new Date();
  const db = getDb();
  const due = await dueSearches(now);
  const result: AlertRunResult = { due_searches: due.length, new_jobs: 0, emails: 0, veterans_skipped: 0 };
  if (due.length === 0) return result;

  // Only active veterans with a verified address get alerts; the others' searches wait, unchanged.
  const eligible = due.filter((s) => s.user.status === "active" && s.user.emailVerifiedAt !== null && roleMay(s.user, "save-search"));
  const eligibleIds = new Set(eligible.map((s) => s.id));
  result.veterans_skipped = new Set(due.filter((s) => !eligibleIds.has(s.id)).map((s) => s.userId)).size;

  const since = new Date(Math.min(...eligible.map((s) => s.alertedThrough.getTime())));
  const jobs: (NewJob & { text: string })[] = [];
  if (eligible.length > 0) {
    let cursor = 0;
    for (;;) {
      const page = await db.job.findMany({
        where: { status: "open", createdAt: { gt: since, lte: now }, id: { gt: cursor } },
        orderBy: { id: "asc" },
        take: 5_000,
        select: {
          id: true, title: true, company: true, location: true, state: true, workType: true, employmentType: true, salaryMin: true, salaryMax: true,
          clearanceRequired: true, clearanceRank: true, veteranFriendly: true, experienceLevel: true, industry: true, source: true, tags: true,
          postedAt: true, createdAt: true, description: true, requirements: true,
        },
      });
      for (const { description, requirements, ...job } of page) {
        jobs.push({ ...job, text: [job.title, job.company, description, requirements ?? "", tagsOf(job.tags).join(" ")].join(" ") });
      }
      if (page.length < 5_000) break;
      cursor = page[page.length - 1].id;
    }
    jobs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  }
  result.new_jobs = jobs.length;

  const wordsOf = new Map<number, string[]>(eligible.map((s) => [s.id, searchWords(s.query.q)]));
  const index = wordIndex(jobs, new Set([...wordsOf.values()].flat()));
  const predicates = new Map<string, (job: NewJob) => boolean>();

  const byVeteran = new Map<number, VeteranAlert>();
  let done = 0;
  for (const search of eligible) {
    const start = firstAfter(jobs, search.alertedThrough);
    const words = wordsOf.get(search.id) ?? [];
    const key = JSON.stringify({ ...search.query, q: undefined });
    let predicate = predicates.get(key);
    if (!predicate) predicates.set(key, (predicate = compileFilters(search.query, now)));
    const positions: number[] = [];
    if (words.length > 0) {
      for (const position of intersect(words.map((word) => index.get(word) ?? []))) if (position >= start && predicate(jobs[position])) positions.push(position);
    } else {
      for (let position = start; position < jobs.length; position++) if (predicate(jobs[position])) positions.push(position);
    }
    if (positions.length > 0) {
      let alert = byVeteran.get(search.userId);
      if (!alert) {
        alert = { userId: search.userId, email: search.user.email, firstName: search.user.fullName.split(/\s+/)[0] || "there", searches: [] };
        byVeteran.set(search.userId, alert);
      }
      alert.searches.push({ search, positions });
    }
    if (++done % 1_000 === 0) options.onProgress?.("match", done, eligible.length);
  }
  options.onProgress?.("match", eligible.length, eligible.length);

  // mos_match narrows by the stored fit (jobs without a stored fit do not pass a threshold above 0).
  const pairs = new Map<number, Set<number>>();
  for (const alert of byVeteran.values()) pairs.set(alert.userId, new Set(alert.searches.flatMap(({ positions }) => positions.map((p) => jobs[p].id))));
  const fits = await storedFits(pairs);
  for (const alert of byVeteran.values()) {
    const own = fits.get(alert.userId) ?? new Map<number, number>();
    alert.searches = alert.searches
      .map(({ search, positions }) => {
        const threshold = search.query.mos_match ? MOS_MATCH_THRESHOLDS[search.query.mos_match as MosMatchThreshold] : 0;
        return { search, positions: threshold > 0 ? positions.filter((p) => (own.get(jobs[p].id) ?? -1) >= threshold) : positions };
      })
      .filter(({ positions }) => positions.length > 0);
    if (alert.searches.length === 0) byVeteran.delete(alert.userId);
  }

  const alerts = [...byVeteran.values()];
  const emails = alerts.map((alert) => composeEmail(alert, jobs, fits.get(alert.userId) ?? new Map(), now));
  for (let start = 0; start < emails.length; start += CHUNK) {
    result.emails += await sendEmails("alerts", emails.slice(start, start + CHUNK), now);
    options.onProgress?.("send", Math.min(start + CHUNK, emails.length), emails.length);
  }

  // Every eligible due search has now been considered up to `now`; those that went out were alerted.
  const alerted = new Set(alerts.flatMap((alert) => alert.searches.map(({ search }) => search.id)));
  const considered = eligible.map((s) => s.id);
  for (let start = 0; start < considered.length; start += CHUNK) {
    const ids = considered.slice(start, start + CHUNK);
    await db.savedSearch.updateMany({ where: { id: { in: ids.filter((id) => !alerted.has(id)) } }, data: { alertedThrough: now } });
    await db.savedSearch.updateMany({ where: { id: { in: ids.filter((id) => alerted.has(id)) } }, data: { alertedThrough: now, lastAlertedAt: now } });
  }
  return result;
}

export const JOB_ALERTS_JOB = "job-alerts";

/** The scheduler's alert run: every 10 minutes, under the lease, so two instances never send twice. */
export function jobAlertsJob(options: { periodMs?: number; leaseMs?: number } = {}): ScheduledJob {
  return {
    name: JOB_ALERTS_JOB,
    periodMs: options.periodMs ?? 10 * 60_000,
    leaseMs: options.leaseMs ?? 30 * 60_000,
    run: ({ now }) => runJobAlerts({ now }),
  };
}
