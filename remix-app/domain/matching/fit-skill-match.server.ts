import { LRUCache } from "lru-cache";
import type { FitAudience, FitReasonKind, JobForScoring } from "./fit-types";
import { FIT_WEIGHTS } from "./fit-weights.server";
import { stemmedWords } from "./fit-role-match.server";
import { normalizePhrase, wordRuns } from "./text-normalize.server";
import { jobHasText, textOfJob } from "./posting-terms.server";
import { ScorerCaches } from "./scorer-caches";

export interface SkillMatch {
  points: number;
  reasons: string[];
  /** kinds[i] marks reasons[i]: a skill the veteran listed is met, one their code implies is partial. */
  kinds: FitReasonKind[];
}

interface TagHit {
  points: number;
  reason: string;
  kind: FitReasonKind;
}

const EXACT_POINTS = 8;
const PARTIAL_POINTS = 6;
const BACKGROUND_POINTS = 4;
/** A skill the veteran listed that the posting's own text asks for (most postings carry no tags). */
const TEXT_POINTS = 6;
const MAX_SKILL_REASONS = 2;
const MAX_CACHED_TAGS = 50_000;
const NO_MATCH: SkillMatch = { points: 0, reasons: [], kinds: [] };

/** Single words too general to count as a skill match on their own. */
const GENERIC_WORDS = new Set([
  "management",
  "support",
  "systems",
  "system",
  "operations",
  "analysis",
  "services",
  "data",
  "security",
  "communication",
  "skills",
  "software",
  "technology",
  "technical",
  "planning",
  "team",
  "training",
]);

/** Single words every posting uses: naming them is no sign the job wants this veteran's skill. */
const COMMON_IN_PROSE = new Set(["leadership", "teamwork", "communication", "customer", "service", "safety"]);

/** A listed skill as the posting's text would name it: its stemmed words in order, padded. */
interface TextSkill {
  label: string;
  padded: string;
  /** Its longest word: a posting whose words lack it cannot hold the phrase (a cheaper test than the search). */
  key: string;
  /** One word: holding the key is holding the skill. */
  single: boolean;
}

function textSkills(labels: readonly string[]): TextSkill[] {
  const seen = new Set<string>();
  const skills: TextSkill[] = [];
  for (const label of labels) {
    const words = stemmedWords(label);
    if (words.length === 0) continue;
    if (words.length === 1 && (words[0].length < 3 || GENERIC_WORDS.has(words[0]) || COMMON_IN_PROSE.has(words[0]))) continue;
    const padded = ` ${words.join(" ")} `;
    if (seen.has(padded)) continue;
    seen.add(padded);
    const key = words.reduce((longest, word) => (word.length > longest.length ? word : longest));
    skills.push({ label: label.trim(), padded, key, single: words.length === 1 });
  }
  return skills;
}

/** Phrase → label, plus the parts of each phrase that still name it (word runs, specific words). */
function phraseIndex(labels: readonly string[]): { exact: Map<string, string>; parts: Map<string, string> } {
  const exact = new Map<string, string>();
  const parts = new Map<string, string>();
  for (const label of labels) {
    const phrase = normalizePhrase(label);
    if (!phrase || exact.has(phrase)) continue;
    exact.set(phrase, label);
    for (const run of wordRuns(phrase)) {
      if (run === phrase || parts.has(run)) continue;
      const single = !run.includes(" ");
      if (single && (run.length < 4 || GENERIC_WORDS.has(run))) continue;
      parts.set(run, label);
    }
  }
  return { exact, parts };
}

/** The implied skills' index by the skills: veterans of one code share their list (one posting is scored into thousands of lists). */
const backgroundIndexes = new LRUCache<string, ReturnType<typeof phraseIndex>, readonly string[]>({
  max: 1024,
  memoMethod: (_key, _stale, { context }) => phraseIndex(context),
});

const backgroundIndex = (skills: readonly string[]) => backgroundIndexes.memo(skills.join("\n"), { context: skills });

/** A posting tag as the skill indexes are looked up: its phrase and the runs of it that still name a skill. */
interface TagPhrase {
  phrase: string;
  runs: readonly string[];
}

/** Tags by their text, for every veteran: one posting's tags are read into 10,000 veterans' lists. */
const tagPhrases = new LRUCache<string, TagPhrase>({
  max: MAX_CACHED_TAGS,
  memoMethod: (tag) => {
    const phrase = normalizePhrase(tag);
    return {
      phrase,
      runs: phrase ? wordRuns(phrase).filter((run) => run.includes(" ") || (run.length >= 4 && !GENERIC_WORDS.has(run))) : [],
    };
  },
});

/**
 * Scores a job's tags against the veteran's own skills (strong) and the skills their military
 * occupation implies (weaker). Tag results are cached: postings repeat the same tags.
 * The two are worded apart: "You listed CDL Class A" is the veteran's own word (met); "Common in
 * MOS 88M: route planning" is what the code usually brings (partial), never written as theirs.
 */
export function skillMatcher(
  ownSkills: readonly string[],
  backgroundSkills: readonly string[],
  audience: FitAudience = "veteran",
  codeLabel: string | null = null,
  caches = new ScorerCaches(),
): (job: JobForScoring) => SkillMatch {
  const ownLead = audience === "veteran" ? "You listed" : "Lists";
  const backgroundLead = `Common in ${codeLabel ?? (audience === "veteran" ? "your military background" : "the candidate's military background")}:`;
  const own = phraseIndex(ownSkills);
  const background = backgroundIndex(backgroundSkills);
  const ownInText = textSkills(ownSkills);
  if (own.exact.size === 0 && background.exact.size === 0) return () => NO_MATCH;
  const cache = caches.map<string, TagHit | null>();

  const lookup = (tag: string): TagHit | null => {
    const { phrase, runs: tagRuns } = tagPhrases.memo(tag);
    if (!phrase) return null;
    const exact = own.exact.get(phrase);
    if (exact !== undefined) return { points: EXACT_POINTS, reason: `${ownLead} ${exact}`, kind: "met" };
    const partial = own.parts.get(phrase) ?? firstHit(tagRuns, own.exact);
    if (partial !== undefined) return { points: PARTIAL_POINTS, reason: `${ownLead} ${partial}`, kind: "met" };
    if (background.exact.has(phrase) || background.parts.has(phrase) || firstHit(tagRuns, background.exact) !== undefined) {
      return { points: BACKGROUND_POINTS, reason: `${backgroundLead} ${tag.trim()}`, kind: "partial" };
    }
    return null;
  };

  return (job) => {
    const hasText = jobHasText(job);
    if (job.tags.length === 0 && !hasText) return NO_MATCH;
    let points = 0;
    let reasons: string[] | null = null;
    let kinds: FitReasonKind[] | null = null;
    // What the veteran listed, asked for in the posting's own words: as good a sign as a tag.
    if (hasText && ownInText.length > 0) {
      const text = textOfJob(job);
      for (const skill of ownInText) {
        // The posting's word list first: searching its whole text for each skill was a third of ranking a veteran.
        if (!text.words.includes(skill.key)) continue;
        if (!skill.single && !text.sequence.includes(skill.padded)) continue;
        points += TEXT_POINTS;
        const reason = `${ownLead} ${skill.label}`;
        reasons ??= [];
        kinds ??= [];
        if (reasons.length < MAX_SKILL_REASONS && !reasons.includes(reason)) {
          reasons.push(reason);
          kinds.push("met");
        }
      }
    }
    for (const tag of job.tags) {
      let hit = cache.get(tag);
      if (hit === undefined) {
        if (cache.size >= MAX_CACHED_TAGS) cache.clear();
        hit = lookup(tag);
        cache.set(tag, hit);
      }
      if (hit === null) continue;
      points += hit.points;
      reasons ??= [];
      kinds ??= [];
      if (reasons.length < MAX_SKILL_REASONS && !reasons.includes(hit.reason)) {
        reasons.push(hit.reason);
        kinds.push(hit.kind);
      }
    }
    if (reasons === null || kinds === null) return NO_MATCH;
    return { points: Math.min(points, FIT_WEIGHTS.skills), reasons, kinds };
  };
}

function firstHit(keys: readonly string[], index: ReadonlyMap<string, string>): string | undefined {
  for (const key of keys) {
    const hit = index.get(key);
    if (hit !== undefined) return hit;
  }
  return undefined;
}
