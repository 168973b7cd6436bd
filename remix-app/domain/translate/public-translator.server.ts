import { LRUCache } from "lru-cache";
import { editDistance } from "~/domain/jobs/search-typos.server";
import {
  TRANSLATOR_MAX_QUERY_LENGTH,
  type PublicTranslation,
  type TranslatorCareer,
  type TranslatorFederalSeries,
  type TranslatorJob,
  type TranslatorMatch,
  type TranslatorSuggestion,
} from "@shared/views/translation";
import { badRequest, invalid } from "~/lib/errors.server";
import { consumeAddressLimit } from "~/lib/rate-limit.server";
import { getDb } from "~/lib/db.server";
import { cachedSearch, readJobsVersion } from "~/domain/jobs/search-cache.server";
import { JOB_JSON_SELECT, scoringFields } from "~/domain/jobs/job-json.server";
import { MATCHING_ATTRIBUTION } from "~/domain/matching/attribution.server";
import { isMilitaryOnlyOccupation } from "~/domain/matching/combat-arms-fallbacks.server";
import { createFitScorer } from "~/domain/matching/fit-score.server";
import { codeLabel, serviceForBranch } from "~/domain/matching/military-branch.server";
import { lookupMilitaryCode, militaryCodeKey, type MilitaryCodeMatch } from "~/domain/matching/military-code-lookup.server";
import { federalSeriesData } from "~/domain/matching/federal-series.server";
import { getMatchingData, SERVICE_KEYS, type ServiceKey } from "~/domain/matching/matching-data.server";
import { translateDetailed, type TranslatedTitle } from "~/domain/matching/translation.server";
import { careerPathsFor, type CareerPath } from "~/domain/matching/career-paths.server";

/**
 * The public skills translator (GET /api/translate, /translate): a code or military title from any
 * service, read through the same crosswalk and translation the signed-in screens use, with plain
 * reasons, related O*NET occupations, OPM federal series and a few open jobs that fit. Nothing in
 * it is personal, so answers are cacheable by anyone.
 */

const MAX_MATCHES = 3;
const MAX_CAREERS = 8;
const MAX_RELATED = 8;
const MAX_SERIES = 8;
const MAX_JOBS = 3;
const MAX_SUGGESTIONS = 6;
const JOB_CANDIDATES = 60;

export const BRANCH_NAMES: Readonly<Record<ServiceKey, string>> = {
  army: "Army",
  marine_corps: "Marine Corps",
  navy: "Navy",
  air_force: "Air Force",
  coast_guard: "Coast Guard",
};

/** The question as typed, checked: 400 for control characters, 422 for empty or overlong text. */
export function translatorQuery(raw: string | null): string {
  // eslint-disable-next-line no-control-regex
  if (raw !== null && /[\u0000-\u001f\u007f-\u009f]/.test(raw))
    throw badRequest("The code or title cannot contain control characters.");
  const q = (raw ?? "").trim().replace(/\s+/g, " ");
  if (!q) throw invalid("Enter a military code or job title, for example 88M, 0311, 3D1X2 or IT2.");
  if (q.length > TRANSLATOR_MAX_QUERY_LENGTH)
    throw invalid(`Enter at most ${TRANSLATOR_MAX_QUERY_LENGTH} characters: a code such as 88M or a job title.`);
  return q;
}

// ---- federal series ---------------------------------------------------------------------------

function federalSeries(service: ServiceKey, key: string): TranslatorFederalSeries[] {
  const data = federalSeriesData();
  return (data.services[service]?.[key] ?? []).slice(0, MAX_SERIES).flatMap((id) => {
    const entry = data.series[id];
    return entry ? [{ series: `${entry[0]}-${id}`, title: entry[1] }] : [];
  });
}

// ---- finding the code -------------------------------------------------------------------------

interface Found {
  service: ServiceKey;
  match: MilitaryCodeMatch;
}

const isNavyNec = (found: Found) => found.service === "navy" && /^\d{4}$/.test(found.match.key);

/** A code found only because it begins with what was typed ("11B" → Air Force "11B1A"). */
const onlyByPrefix = (key: string, found: Found) => found.match.key.length > key.length && found.match.key.startsWith(key);

/**
 * The codes a question names, and the other branches' codes it only begins. A code that exists
 * as typed in one branch is the answer; another branch's longer code that merely starts with it
 * ("11B" and the Air Force's 11B1A Bomber Pilot) is offered apart, labelled, never shown as the
 * answer. With `service` the question is asked of that branch only.
 */
function codeMatches(q: string, service: ServiceKey | null): { found: Found[]; otherBranches: Found[] } {
  const key = militaryCodeKey(q);
  if (key.length < 2 || key.length > 8) return { found: [], otherBranches: [] };
  const all: Found[] = [];
  for (const candidate of service ? [service] : SERVICE_KEYS) {
    const match = lookupMilitaryCode(candidate, q);
    // Two letters are a whole rating ("IT") or nothing: a prefix that short names half a service.
    if (match && (key.length >= 3 || match.key === key)) all.push({ service: candidate, match });
  }
  // A Navy NEC ("0302", a skill held on top of a rating) is listed after another branch's MOS of the same digits.
  const literal = all.filter((found) => !onlyByPrefix(key, found)).sort((a, b) => Number(isNavyNec(a)) - Number(isNavyNec(b)));
  if (literal.length === 0) return { found: all, otherBranches: [] };
  return { found: literal, otherBranches: all.filter((found) => onlyByPrefix(key, found)) };
}

interface TitleEntry {
  service: ServiceKey;
  key: string;
  title: string;
  words: string[];
}

let titleEntries: TitleEntry[] | null = null;

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function allTitles(): TitleEntry[] {
  if (!titleEntries) {
    const data = getMatchingData();
    titleEntries = SERVICE_KEYS.flatMap((service) =>
      Object.entries(data.services[service]).map(([key, record]) => ({
        service,
        key,
        title: record.title,
        words: wordsOf(record.title),
      })),
    );
  }
  return titleEntries;
}

function wordMatches(queryWord: string, titleWord: string): boolean {
  if (titleWord.startsWith(queryWord)) return true;
  return queryWord.length >= 5 && editDistance(queryWord, titleWord.slice(0, queryWord.length + 1), 1) <= 1;
}

/** Military titles holding every word typed (as a prefix, or one typo away for longer words). */
function titleMatches(q: string): TitleEntry[] {
  const words = wordsOf(q).filter((word) => word.length >= 2);
  if (words.length === 0) return [];
  const exact = q.toLowerCase();
  return allTitles()
    .filter((entry) => words.every((word) => entry.words.some((titleWord) => wordMatches(word, titleWord))))
    .sort(
      (a, b) =>
        Number(b.title.toLowerCase() === exact) - Number(a.title.toLowerCase() === exact) ||
        a.title.length - b.title.length ||
        SERVICE_KEYS.indexOf(a.service) - SERVICE_KEYS.indexOf(b.service) ||
        a.key.localeCompare(b.key),
    );
}

const KEYBOARD_ROWS = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"];

/** Keys next to each other on a QWERTY keyboard: "88N" is most likely a slip for "88M" or "88H". */
function adjacentKeys(a: string, b: string): boolean {
  const at = (c: string) => {
    const row = KEYBOARD_ROWS.findIndex((keys) => keys.includes(c.toLowerCase()));
    return row < 0 ? null : { row, column: KEYBOARD_ROWS[row].indexOf(c.toLowerCase()) + row * 0.5 };
  };
  const p = at(a);
  const q = at(b);
  return !!p && !!q && Math.abs(p.row - q.row) <= 1 && Math.abs(p.column - q.column) <= 1 && a !== b;
}

/** One substituted character, and the two keys are neighbours. */
function isKeySlip(typed: string, code: string): boolean {
  if (typed.length !== code.length) return false;
  const differing = [...typed].flatMap((c, i) => (c === code[i] ? [] : [i]));
  return differing.length === 1 && adjacentKeys(typed[differing[0]], code[differing[0]]);
}

/** Codes a typo away, likeliest first (a neighbouring key, then any one edit, then two for long codes). */
function codeSuggestions(q: string, exclude: ReadonlySet<string>, onlySlips: boolean): TitleEntry[] {
  const typed = militaryCodeKey(q);
  if (typed.length < 2 || typed.length > 8) return [];
  const maxDistance = typed.length >= 4 ? 2 : 1;
  const scored = allTitles()
    .filter(
      (entry) =>
        Math.abs(entry.key.length - typed.length) <= (onlySlips ? 0 : maxDistance) &&
        !exclude.has(`${entry.service}:${entry.key}`),
    )
    .map((entry) => {
      const slip = isKeySlip(typed, entry.key);
      return { entry, slip, distance: slip ? 1 : onlySlips ? maxDistance + 1 : editDistance(typed, entry.key, maxDistance) };
    })
    .filter(({ slip, distance }) => (onlySlips ? slip : distance <= maxDistance));
  scored.sort(
    (a, b) =>
      Number(b.slip) - Number(a.slip) ||
      a.distance - b.distance ||
      SERVICE_KEYS.indexOf(a.entry.service) - SERVICE_KEYS.indexOf(b.entry.service) ||
      a.entry.key.localeCompare(b.entry.key),
  );
  return scored.map(({ entry }) => entry);
}

// ---- one code in civilian terms ---------------------------------------------------------------

/** Titles that need a professional doctorate: no code leads there by itself, only a degree does. */
const DOCTORATE_TITLE = /\b(physicians?|surgeons?|dentists?|pharmacists?|veterinarians?|lawyers?|psychologists?)\b/i;
/** Below this crosswalk weight a doctorate career is a distant link, not a career for the code. */
const DOCTORATE_MIN_SCORE = 60;

/**
 * The careers a code is shown with: the ranked titles and the code's common next steps, best
 * first, without doctorate-only distant links.
 */
function shownCareers(titles: readonly TranslatedTitle[], paths: readonly CareerPath[]): TranslatedTitle[] {
  const occupations = getMatchingData().occupations;
  const listed = new Set(titles.map((title) => title.onet_code));
  const added = paths
    .filter((path) => !listed.has(path.onetCode) && occupations[path.onetCode])
    .map((path) => ({ onet_code: path.onetCode, title: occupations[path.onetCode].title, score: path.score }));
  return [...titles, ...added]
    .filter((title) => !(DOCTORATE_TITLE.test(title.title) && title.score < DOCTORATE_MIN_SCORE))
    .sort((a, b) => b.score - a.score || a.onet_code.localeCompare(b.onet_code))
    .slice(0, MAX_CAREERS);
}

/** "53-3032.00" and "53-3033.00" are both 53-3 (motor vehicle operators). */
const sameMinorGroup = (a: string, b: string) => a.slice(0, 4) === b.slice(0, 4);

interface CodeTranslation extends Omit<TranslatorMatch, "jobs"> {
  occupationCodes: string[];
}

const byCode = new LRUCache<string, CodeTranslation>({ max: 2_000 });

function translateCode({ service, match }: Found): CodeTranslation {
  const cacheKey = `${service}:${match.key}`;
  const hit = byCode.get(cacheKey);
  if (hit) return hit;
  const data = getMatchingData();
  const label = codeLabel(service, match.key);
  const detailed = translateDetailed({ branch: BRANCH_NAMES[service], code: match.key });
  const direct = new Set(match.record.occupations.map(([code]) => code).filter((code) => !isMilitaryOnlyOccupation(code)));
  const militaryOnly = match.record.occupations
    .map(([code]) => code)
    .filter(isMilitaryOnlyOccupation)
    .map((code) => data.occupations[code]?.title ?? "a military-only occupation");
  const paths = careerPathsFor(service, match.key);
  const whyByCode = new Map(paths.map((path) => [path.onetCode, path.why]));
  const careers: TranslatorCareer[] = shownCareers(detailed.titles, paths).map((title) => {
    const why = whyByCode.get(title.onet_code);
    const reason = direct.has(title.onet_code)
      ? `The DoD crosswalk maps ${label} (${match.record.title}) to ${title.title}.`
      : why
        ? `A common next step from ${label}: ${why}.`
        : `The DoD crosswalk maps ${label} (${match.record.title}) to ${militaryOnly[0] ?? "a military-only occupation"}, ` +
          `which has no civilian title; ${title.title} is civilian work that training leads to.`;
    return { ...title, reason };
  });
  const shown = new Set(careers.map((career) => career.onet_code));
  const related: { onet_code: string; title: string }[] = [];
  for (const career of careers.slice(0, 3))
    for (const code of data.occupations[career.onet_code]?.related ?? []) {
      if (related.length >= MAX_RELATED || shown.has(code) || isMilitaryOnlyOccupation(code) || !data.occupations[code]) continue;
      // The same kind of work only (53-3 drivers stay with drivers; not 53-7 underground mining).
      if (!sameMinorGroup(code, career.onet_code)) continue;
      shown.add(code);
      related.push({ onet_code: code, title: data.occupations[code].title });
    }
  const result: CodeTranslation = {
    service,
    branch: BRANCH_NAMES[service],
    code: match.key,
    code_label: label,
    military_title: match.record.title,
    careers,
    skills: detailed.skills,
    related,
    federal_series: federalSeries(service, match.key),
    // The open jobs shown are the careers' jobs: the same occupations the list names.
    occupationCodes: careers.map((career) => career.onet_code),
  };
  byCode.set(cacheKey, result);
  return result;
}

/**
 * A few open jobs in the code's occupations, best fit first by the platform's own scorer for a
 * profile holding only that code. Cached per jobs version, like every search.
 */
async function matchingJobs(translation: CodeTranslation): Promise<TranslatorJob[]> {
  if (translation.occupationCodes.length === 0) return [];
  const db = getDb();
  const version = await readJobsVersion(db);
  return cachedSearch(
    version,
    `translate ${translation.service} ${translation.code}`,
    (jobs) =>
      64 + jobs.reduce((bytes, job) => bytes + 2 * (job.title.length + job.company.length + (job.location?.length ?? 0)) + 64, 0),
    async () => {
      const rows = await db.job.findMany({
        where: { status: "open", onetCode: { in: translation.occupationCodes } },
        orderBy: [{ postedAt: "desc" }, { id: "desc" }],
        take: JOB_CANDIDATES,
        select: JOB_JSON_SELECT,
      });
      const { score } = createFitScorer({
        branch: translation.branch,
        code: translation.code,
        rank: null,
        yearsOfService: null,
        clearance: null,
        skills: [],
        desiredRoles: [],
        industries: [],
        location: null,
      });
      return rows
        .map((row, position) => ({ row, position, fit: score(scoringFields(row)) }))
        .sort((a, b) => b.fit - a.fit || a.position - b.position)
        .slice(0, MAX_JOBS)
        .map(({ row }) => ({ id: row.id, title: row.title, company: row.company, location: row.location }));
    },
  );
}

const suggestion = (entry: { service: ServiceKey; key: string; title: string }): TranslatorSuggestion => ({
  code: entry.key,
  branch: BRANCH_NAMES[entry.service],
  code_label: codeLabel(entry.service, entry.key),
  military_title: entry.title,
});

/** The branch a question is narrowed to (?branch=army, "Marine Corps"), or null for all; 422 when unknown. */
export function translatorBranch(raw: string | null): ServiceKey | null {
  if (raw === null || raw.trim() === "") return null;
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  const service = (SERVICE_KEYS as readonly string[]).includes(key) ? (key as ServiceKey) : serviceForBranch(raw);
  if (!service)
    throw invalid(`Unknown branch '${raw.trim().slice(0, 40)}'. Use Army, Navy, Air Force, Marine Corps or Coast Guard.`);
  return service;
}

/**
 * A code's careers and transferable skills, as the public translator shows them: the one source of
 * "your service in civilian terms" (the dashboard reads it too, so both name the same careers).
 */
export function codeInCivilianTerms(branch: string | null, code: string | null): Omit<TranslatorMatch, "jobs"> | null {
  const service = serviceForBranch(branch);
  const match = service && code?.trim() ? lookupMilitaryCode(service, code) : null;
  if (!service || !match) return null;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { occupationCodes, ...translation } = translateCode({ service, match });
  return translation;
}

/** GET /api/translate: the code (or title) in civilian terms; "Did you mean" only when nothing matched. */
export async function publicTranslation(rawQuery: string | null, rawBranch: string | null, client: { ip: string }): Promise<PublicTranslation> {
  const q = translatorQuery(rawQuery);
  const service = translatorBranch(rawBranch);
  // Questions already answered cost a cache read; a new one runs the fuzzy search, limited tighter.
  if (!resolvedByQuery.has(resolveKey(q, service))) await consumeAddressLimit("translateNewQuestionsPerIp", client);
  const { found, otherBranches, suggestions } = resolveQuery(q, service);
  const matches = await Promise.all(
    found.map(async (item) => {
      const { occupationCodes, ...translation } = translateCode(item);
      return { ...translation, jobs: await matchingJobs({ ...translation, occupationCodes }) };
    }),
  );
  return {
    query: q,
    branch: service === null ? null : BRANCH_NAMES[service],
    matches,
    other_branches: otherBranches,
    suggestions,
    attribution: MATCHING_ATTRIBUTION,
  };
}

interface Resolved {
  found: Found[];
  otherBranches: TranslatorSuggestion[];
  suggestions: TranslatorSuggestion[];
}

/** What a question resolves to depends only on its text and the committed data: kept per text. */
const resolvedByQuery = new LRUCache<string, Resolved>({ max: 5_000 });

const resolveKey = (q: string, service: ServiceKey | null) => `${service ?? ""}:${q.toLowerCase()}`;

function resolveQuery(q: string, service: ServiceKey | null): Resolved {
  const cacheKey = resolveKey(q, service);
  const hit = resolvedByQuery.get(cacheKey);
  if (hit) return hit;
  const coded = codeMatches(q, service);
  let found = coded.found.slice(0, MAX_MATCHES);
  const titled = found.length === 0 ? titleMatches(q).filter((entry) => service === null || entry.service === service) : [];
  if (found.length === 0 && titled.length > 0) {
    // A title resolves when it is the title; otherwise its codes are offered to choose from.
    const exact = titled.filter((entry) => entry.title.toLowerCase() === q.toLowerCase()).slice(0, MAX_MATCHES);
    found = exact.flatMap((entry) => {
      const match = lookupMilitaryCode(entry.service, entry.key);
      return match ? [{ service: entry.service, match }] : [];
    });
  }
  const shownKeys = new Set(found.map(({ service: s, match }) => `${s}:${match.key}`));
  // "Did you mean" is for a miss only: an answer shown is not second-guessed with look-alikes.
  const suggestions =
    found.length > 0
      ? []
      : [...titled.filter((entry) => !shownKeys.has(`${entry.service}:${entry.key}`)), ...codeSuggestions(q, shownKeys, false)]
          .filter((entry) => service === null || entry.service === service)
          .slice(0, MAX_SUGGESTIONS)
          .map(suggestion);
  const otherBranches = coded.otherBranches.map(({ service: s, match }) =>
    suggestion({ service: s, key: match.key, title: match.record.title }),
  );
  const resolved = { found, otherBranches, suggestions };
  resolvedByQuery.set(cacheKey, resolved);
  return resolved;
}
