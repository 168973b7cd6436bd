import { baseVocabulary, normal } from "./claim-vocabulary.server";
import { compareRequirements, type RequirementCheck } from "./requirements.server";
import { splitSentences } from "./sentences.server";
import { singularTitle } from "./titles.server";
import { clearancePhrase, type JobFacts, type VeteranFacts } from "./writer-facts.server";

/**
 * The deterministic cover letter: three or four paragraphs of 150–250 words — why this role,
 * two or three matched strengths with evidence from the veteran's own entries, a close. It
 * states only what the requirement comparison found met, names only the veteran's own skills,
 * and picks among phrasings by a hash of veteran and job so letters vary but stay reproducible.
 */

const MIN_WORDS = 150;
const MAX_WORDS = 250;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function pick<T>(options: readonly T[], seed: number, salt: number): T {
  return options[(seed + salt * 7919) % options.length];
}

/** Items reordered so neighbours share no word ("project management, network security, supply chain management"); those that cannot be spaced are left out. */
function spaced(items: readonly string[], limit: number): string[] {
  const out: string[] = [];
  const pool = [...items];
  const shares = (a: string, b: string) => normal(a).split(" ").some((word) => normal(b).split(" ").includes(word));
  while (out.length < limit && pool.length > 0) {
    const index = pool.findIndex((item) => out.length === 0 || !shares(out[out.length - 1], item));
    if (index === -1) break;
    out.push(pool.splice(index, 1)[0]);
  }
  return out;
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "Fleet Management" reads "fleet management" mid-sentence; product names and acronyms keep their capitals. */
export function proseCaseOf(phrase: string, properNames: ReadonlySet<string> = new Set()): string {
  const vocabulary = baseVocabulary();
  if (properNames.has(normal(phrase))) return phrase;
  const words = normal(phrase).split(" ");
  const known = (vocabulary.startingWith(words[0]) ?? []).some((term) => term.words.join(" ") === words.join(" "));
  if (known || /[A-Z]{2}|[a-z][A-Z]/.test(phrase)) return phrase;
  return phrase
    .split(" ")
    .map((word) => (/^[A-Z][a-z]+$/.test(word) && !/^(?:Microsoft|Excel|Linux|Windows|Python|Java|Cisco|Oracle|SAP|Google|Adobe|English|Spanish)$/.test(word) ? word.toLowerCase() : word))
    .join(" ");
}

/** An occupation as a letter says it mid-sentence ("heavy and tractor-trailer truck driver"). */
const occupationPhrase = (title: string) => singularTitle(title).toLowerCase();

const RELEVANCE_STOP = new Set(
  "with from that this your will have work team able must should years year experience including such other into about their they more strong skills skill ability knowledge operation operations management manager managers support services service position role".split(" "),
);

/** The job's own words (title, requirements, tags, description) a strength is measured against. */
function jobWords(job: JobFacts): Set<string> {
  const text = [job.title, job.title, job.requirements, job.tags.join(" "), job.description.slice(0, 4_000)].join(" ");
  return new Set(normal(text).split(" ").filter((word) => word.length >= 4 && !RELEVANCE_STOP.has(word)).map(stemmed));
}

/** Words sharing their first six letters are one ("supervise", "supervision"). */
const stemmed = (word: string) => word.slice(0, 6);

/** How many of the job's words a phrase of the veteran's shares (0 = says nothing about this job). */
function relevance(phrase: string, wanted: ReadonlySet<string>): number {
  return new Set(normal(phrase).split(" ").filter((word) => word.length >= 4 && !RELEVANCE_STOP.has(word)).map(stemmed).filter((word) => wanted.has(word))).size;
}

/**
 * The veteran's items most relevant to the job first (ties keep the veteran's order); when some
 * speak to the job, those alone: a warehouse letter does not pad with convoy driving.
 */
function byRelevance(items: readonly string[], wanted: ReadonlySet<string>): string[] {
  const scored = items.map((item, index) => ({ item, index, score: relevance(item, wanted) }));
  const relevant = scored.filter((entry) => entry.score > 0);
  return (relevant.length > 0 ? relevant : scored).sort((a, b) => b.score - a.score || a.index - b.index).map(({ item }) => item);
}

/** A "current position" that is a status, not a job ("transitioning service member", "seeking work"). */
const STATUS_NOT_JOB = /\b(?:transition\w*|service ?member|veteran|seeking|looking|job ?hunting|unemployed|between (?:jobs|roles)|retir\w*|separat\w*|student|none|n\/a|available)\b/i;

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

const ACTION_VERB = /^(?:led|managed|supervised|trained|coordinated|planned|directed|ran|built|kept|maintained|operated|drove|delivered|moved|tracked|handled|organized|organised|oversaw|repaired|installed|configured|supported|prepared|developed|improved|reduced|increased|completed|earned|served|mentored|scheduled|inspected|processed)\b/i;

/** A sentence of the veteran's own entries that mentions the skill, in the first person. */
const GENERIC = new Set(["operation", "management", "handling", "planning", "support", "skill", "service", "system", "work"]);

function evidenceFor(facts: VeteranFacts, skill: string): string | null {
  const key = normal(skill)
    .split(" ")
    .find((word) => word.length >= 4 && !GENERIC.has(word));
  if (!key) return null;
  const wanted = ` ${key} `;
  const sources = [...facts.experience.flatMap((entry) => entry.bullets), ...splitSentences(facts.bio), facts.currentPosition];
  for (const raw of sources) {
    const text = raw.trim();
    if (!text || !` ${normal(text)} `.includes(wanted)) continue;
    if (/^I\b/.test(text)) return sentence(text);
    if (ACTION_VERB.test(text)) return sentence(`I ${text.charAt(0).toLowerCase()}${text.slice(1)}`);
  }
  return null;
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The letter for this veteran and job; `checks` is the requirement comparison (computed when not given). */
export function localCoverLetter(facts: VeteranFacts, job: JobFacts, checks: readonly RequirementCheck[] = compareRequirements(facts, job)): string {
  const seed = hash(`${facts.email}|${job.id}|${job.title}`);
  // The employer's own tags name tools as proper names ("Active Directory"): those keep their capitals.
  const tagNames = new Set(job.tags.map(normal));
  const proseCase = (phrase: string) => proseCaseOf(phrase, tagNames);
  const role = job.title;
  const years = facts.yearsOfService && facts.yearsOfService > 0 ? facts.yearsOfService : null;
  const yearsText = years ? `${years} year${years === 1 ? "" : "s"}` : null;
  const wanted = jobWords(job);
  // The civilian counterpart is said only when it speaks to this job (no truck driving in a warehouse manager's letter).
  const relevantTitles = facts.civilianTitles.filter((title) => relevance(title, wanted) > 0);
  const civilian = relevantTitles[0] ? occupationPhrase(relevantTitles[0]) : null;
  const employer = job.company ? ` at ${job.company}` : "";
  const withEmployer = job.company ? ` with ${job.company}` : "";
  const place = job.location ? ` in ${job.location}` : "";

  // 1. Why this role.
  const opening = pick(
    [
      `I am writing to apply for the ${role} position${employer}${place}.`,
      `Please consider my application for the ${role} opening${employer}${place}.`,
      `I would like to be considered for the ${role} role${withEmployer}${place}.`,
    ],
    seed,
    1,
  );
  const why: string[] = [opening];
  const wantedRole = facts.desiredRoles.find((wanted) => normal(role).includes(normal(wanted)) || normal(wanted).includes(normal(role)));
  if (facts.organization && yearsText) {
    why.push(
      civilian
        ? `During ${yearsText} in the ${facts.organization}, my duties closely matched those of ${article(civilian)} ${civilian}, and this opening builds on that work.`
        : `I served ${yearsText} in the ${facts.organization}, and this opening builds directly on that service.`,
    );
  } else if (civilian) {
    why.push(`My military work translates to that of ${article(civilian)} ${civilian}, which this opening builds on.`);
  }
  if (wantedRole) why.push(`It is also the kind of position I named as my next step: ${proseCase(wantedRole)}.`);
  if (facts.currentPosition && !STATUS_NOT_JOB.test(facts.currentPosition)) {
    const position = facts.currentPosition.replace(/[.]$/, "");
    const plain = /^[A-Z][a-z]+\b/.test(position) && !/^[A-Z][a-z]+ [A-Z]/.test(position) ? position.charAt(0).toLowerCase() + position.slice(1) : position;
    why.push(sentence(`Today I work as ${/^(?:a|an|the)\b/i.test(plain) ? "" : `${article(plain)} `}${plain}`));
  }

  // 2. Matched strengths, each with the veteran's own evidence.
  const strengths: string[] = [];
  const metSkills = checks.filter((check) => check.status === "met" && (check.kind === "skill" || check.kind === "certification" || check.kind === "licence"));
  const named = new Set<string>();
  for (const check of metSkills.slice(0, 3)) {
    const value = check.evidence?.value ?? check.requirement;
    if (named.has(value.toLowerCase())) continue;
    named.add(value.toLowerCase());
    const shown = proseCase(value);
    const proof = evidenceFor(facts, value);
    strengths.push(
      check.kind === "skill"
        ? pick(
            [`Your posting lists ${shown}, one of my core skills.`, `${sentence(shown).replace(/\.$/, "")} is on your list of needs, and it is a skill I rely on.`, `You ask for ${shown}; I bring it as a practiced skill.`],
            seed,
            named.size,
          )
        : `I hold ${shown}, which your posting names.`,
    );
    if (proof) strengths.push(proof);
  }
  if (named.size < 2) {
    // The veteran's skills that speak to this job's own words first.
    const others = spaced(byRelevance(facts.skills.filter((skill) => !named.has(skill.toLowerCase())), wanted), 3);
    if (others.length > 0) {
      strengths.push(
        named.size === 0
          ? others.length === 1
            ? `The strength I would bring first is ${proseCase(others[0])}.`
            : `The strengths I would bring first are ${listPhrase(others.map(proseCase))}.`
          : `Alongside it, I bring ${listPhrase(others.map(proseCase))}.`,
      );
      for (const skill of others) {
        const proof = evidenceFor(facts, skill);
        if (proof && !strengths.includes(proof)) {
          strengths.push(proof);
          break;
        }
      }
    }
  }
  const yearsCheck = checks.find((check) => check.kind === "years" && check.status === "met");
  if (yearsCheck && yearsText && facts.organization) {
    // Two sentences: the employer's figure stays out of the one that speaks for the veteran.
    strengths.push(`The role calls for ${yearsCheck.requirement}.`, `My record shows ${yearsText} of service.`);
  }
  if (facts.leadership >= 0.45) strengths.push("My rank carried responsibility for training and supervising junior team members.");

  // 3. Clearance: the level held, and "meets" only when the ladder says so.
  const clearance = clearancePhrase(facts.clearance) ?? (facts.publicTrust ? "Public Trust determination" : null);
  const clearanceCheck = checks.find((check) => check.kind === "clearance");
  const extra: string[] = [];
  if (clearance) {
    // "Active" only when the veteran said so: the profile stores a level.
    const held = `${facts.clearanceActive ? "an active" : article(clearance)} ${clearance}`;
    if (clearanceCheck?.status === "met") extra.push(`I hold ${held}, which meets this role's requirement.`);
    else extra.push(`I hold ${held}.`);
  }
  if (facts.deployments) extra.push(sentence(`My service included deployments: ${facts.deployments.replace(/[.]$/, "")}`));
  if (facts.unit) extra.push(sentence(`I served with ${facts.unit.replace(/[.]$/, "")}`));

  // 4. The close.
  const close = [
    job.veteranFriendly && job.company ? `I was glad to see that ${job.company} welcomes veterans.` : null,
    pick(
      [
        `I would value a conversation about how my background fits the ${role} role.`,
        `I would be glad to talk about what I can contribute as your next ${role}.`,
        `Thank you for considering me; I would value the chance to discuss the ${role} opening.`,
      ],
      seed,
      3,
    ),
    `You can reach me at ${facts.email}${facts.phone ? ` or ${facts.phone}` : ""}.`,
  ].filter((line): line is string => line !== null);

  const paragraphs = [why, strengths, extra].filter((paragraph) => paragraph.length > 0);
  const bodyWords = () => words([...paragraphs.flat(), ...close].join(" "));
  // Too long: drop optional sentences from the end of each paragraph, keeping its first.
  for (const paragraph of [...paragraphs].reverse()) {
    while (bodyWords() > MAX_WORDS - 12 && paragraph.length > 1) paragraph.pop();
  }
  // Too short: add what the veteran wrote about themselves, then their own skills.
  const said = [...paragraphs.flat()].join(" ");
  // Padding names only skills this job's words ask for.
  const unnamed = spaced(byRelevance(facts.skills.filter((skill) => !named.has(skill.toLowerCase()) && !said.includes(proseCase(skill)) && relevance(skill, wanted) > 0), wanted), 3);
  const secondTitle = relevantTitles[1] ? occupationPhrase(relevantTitles[1]) : null;
  // The veteran's own sentences, those about this job's work first, each said once.
  const ownLines = byRelevance(
    splitSentences(facts.bio).filter((line) => /^I\b/.test(line) && words(line) <= 30 && !said.includes(line)),
    wanted,
  );
  const fillers = [
    ...ownLines,
    ...facts.certifications.filter((cert) => !named.has(cert.toLowerCase())).map((cert) => `I also hold ${cert}.`),
    unnamed.length > 0 ? `I am also practiced in ${listPhrase(unnamed.map(proseCase))}.` : null,
    secondTitle ? `The same background fits work as ${article(secondTitle)} ${secondTitle}.` : null,
    "I take ownership of my work, prepare carefully and follow through on every commitment I make to a team.",
    "I learn new procedures quickly and keep clear records so that others can pick up where I leave off.",
    "Serving taught me to stay calm under pressure, communicate plainly and put the mission of the team ahead of myself.",
  ].filter((line): line is string => line !== null);
  for (const filler of fillers) {
    if (bodyWords() >= MIN_WORDS + 5) break;
    if (words(filler) + bodyWords() > MAX_WORDS - 12) continue;
    if (paragraphs.some((paragraph) => paragraph.includes(sentence(filler)))) continue;
    const target = paragraphs.length >= 3 ? paragraphs[paragraphs.length - 1] : paragraphs[paragraphs.length - 1];
    target.push(sentence(filler));
  }
  const body = [...paragraphs.slice(0, 3).map((paragraph) => paragraph.join(" ")), close.join(" ")];
  return [job.company ? `Dear ${job.company} Hiring Team,` : "Dear Hiring Team,", ...body, `Sincerely,\n${facts.name}`].join("\n\n");
}
