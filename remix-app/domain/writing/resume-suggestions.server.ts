import { createHash } from "node:crypto";
import { MAX_CONFIRMED_SKILLS, type SuggestionJson } from "@shared/resume-builder";
import { getMatchingData } from "~/domain/matching/matching-data.server";
import { getDb } from "~/lib/db.server";
import { conflict, isUniqueViolation, notFound } from "~/lib/errors.server";
import { appendConfirmedBullet, storedBullets } from "./resume-experience.server";
import { findJargon } from "./jargon.server";
import { taskBullet, taskOpeningVerbs } from "./onet-task-bullet.server";
import { singularTitle } from "./titles.server";
import { assertResumeBuilderAllowed } from "./resume-access.server";
import { loadResumeRecord, type ResumeRecord } from "./resume-facts.server";
import { isResumeBullet, sentencesOf, shapeBullet } from "./resume-prose.server";
import { loadVeteranFacts, type VeteranFacts } from "./writer-facts.server";

/**
 * What the builder proposes with "Did you do this?": the sentences of the veteran's bio that read
 * as bullets, O*NET's task statements for their top civilian occupations (in the past tense) and
 * the tools O*NET lists for them. A suggestion is never written in the veteran's name until they
 * tick it; the tick is checked against this same list on the server, so a client cannot confirm
 * text the builder did not propose.
 */

export const SUGGESTION_NOT_FOUND = "That suggestion is no longer offered; reload the builder";

const MAX_TOOL_SUGGESTIONS = 12;
const MAX_BIO_SUGGESTIONS = 6;
const MAX_TASK_SUGGESTIONS = 6;
/** Tasks come from the top civilian occupations only: further down the list they fit less. */
const TASK_OCCUPATIONS = 2;

let taskVerbs: Set<string> | null = null;
/** Every verb O*NET opens a task statement with, across the matching data. */
function knownTaskVerbs(): Set<string> {
  taskVerbs ??= taskOpeningVerbs(Object.values(getMatchingData().occupations).flatMap((occupation) => occupation.tasks));
  return taskVerbs;
}

const withArticle = (title: string) => `${/^[aeiou]/i.test(title) ? "an" : "a"} ${title}`;

const idOf = (kind: string, text: string) => `${kind}:${createHash("sha256").update(text.toLowerCase()).digest("hex").slice(0, 12)}`;

interface Proposal {
  id: string;
  kind: SuggestionJson["kind"];
  text: string;
  source: string;
}

/** The proposals for these facts, without confirmation state: pure. */
export function proposalsFor(facts: VeteranFacts, record: ResumeRecord): Proposal[] {
  const own = new Set(record.ownSkills.map((skill) => skill.toLowerCase()));
  const seen = new Set<string>();
  const tools: Proposal[] = [];
  for (const occupation of facts.occupations) {
    for (const tool of occupation.technology) {
      const key = tool.toLowerCase();
      if (own.has(key) || seen.has(key) || findJargon(tool).length > 0) continue;
      seen.add(key);
      tools.push({ id: idOf("tool", tool), kind: "skill", text: tool, source: `O*NET tools for ${singularTitle(occupation.title)}` });
    }
  }
  const bio: Proposal[] = [];
  for (const line of sentencesOf(facts.bio)) {
    const text = shapeBullet(line);
    if (!text || !isResumeBullet(text) || bio.some((item) => item.text === text)) continue;
    bio.push({ id: idOf("bio", text), kind: "bullet", text, source: "Your bio" });
  }
  const tasks: Proposal[] = [];
  for (const occupation of facts.occupations.slice(0, TASK_OCCUPATIONS)) {
    const source = `Suggested from O*NET: tasks of ${withArticle(singularTitle(occupation.title))} — did you do this?`;
    for (const task of occupation.tasks) {
      const text = taskBullet(task, knownTaskVerbs());
      if (!text || bio.some((item) => item.text === text) || tasks.some((item) => item.text === text)) continue;
      tasks.push({ id: idOf("task", text), kind: "bullet", text, source });
    }
  }
  return [...bio.slice(0, MAX_BIO_SUGGESTIONS), ...tasks.slice(0, MAX_TASK_SUGGESTIONS), ...tools.slice(0, MAX_TOOL_SUGGESTIONS)];
}

async function proposalsOf(userId: number) {
  const [facts, record] = await Promise.all([loadVeteranFacts(userId), loadResumeRecord(userId)]);
  return { facts, record, proposals: proposalsFor(facts, record) };
}

function withState(proposals: readonly Proposal[], record: ResumeRecord): SuggestionJson[] {
  const skills = new Set(record.confirmedSkills.map((skill) => skill.toLowerCase()));
  const bullets = new Set(record.entries.flatMap((entry) => entry.bullets.filter((b) => b.origin === "confirmed").map((b) => b.text)));
  return proposals.map((proposal) => ({
    ...proposal,
    confirmed: proposal.kind === "skill" ? skills.has(proposal.text.toLowerCase()) : bullets.has(proposal.text),
  }));
}

export async function listSuggestions(userId: number): Promise<SuggestionJson[]> {
  await assertResumeBuilderAllowed(userId);
  const { record, proposals } = await proposalsOf(userId);
  return withState(proposals, record);
}

/** The first entry a ticked bullet joins when the veteran has none: their service, from the profile. */
function serviceEntry(facts: VeteranFacts, record: ResumeRecord) {
  const title = record.specialty ?? (facts.civilianTitles[0] ? singularTitle(facts.civilianTitles[0]) : "Military service");
  const organization = [facts.organization, record.unit].filter(Boolean).join(", ") || "Military service";
  return { title, organization };
}

/** Ticks (or unticks) one proposal; answers with the whole list as it now stands. */
export async function confirmSuggestion(
  userId: number,
  suggestionId: string,
  experienceId: number | null,
  confirmed: boolean,
): Promise<SuggestionJson[]> {
  await assertResumeBuilderAllowed(userId);
  const { facts, record, proposals } = await proposalsOf(userId);
  const proposal = proposals.find((item) => item.id === suggestionId);
  if (!proposal) throw notFound(SUGGESTION_NOT_FOUND);
  const db = getDb();
  if (proposal.kind === "skill") {
    if (!confirmed) {
      await db.resumeConfirmedSkill.deleteMany({ where: { userId, name: proposal.text } });
    } else if (!record.confirmedSkills.some((skill) => skill.toLowerCase() === proposal.text.toLowerCase())) {
      if (record.confirmedSkills.length >= MAX_CONFIRMED_SKILLS) throw conflict(`You have confirmed ${MAX_CONFIRMED_SKILLS} skills. Untick one to add another.`);
      await db.resumeConfirmedSkill.create({ data: { userId, name: proposal.text } }).catch((error: unknown) => {
        // Two ticks racing: the unique (userId, name) keeps one row, which is what both wanted.
        if (!isUniqueViolation(error)) throw error;
      });
    }
  } else {
    await db.$transaction(async (tx) => {
      if (confirmed) {
        await appendConfirmedBullet(tx, userId, experienceId, proposal.text, () => serviceEntry(facts, record));
        return;
      }
      const rows = await tx.resumeExperience.findMany({ where: { userId }, select: { id: true, bullets: true } });
      for (const row of rows) {
        const bullets = storedBullets(row.bullets);
        const kept = bullets.filter((bullet) => !(bullet.origin === "confirmed" && bullet.text === proposal.text));
        if (kept.length !== bullets.length) await tx.resumeExperience.update({ where: { id: row.id }, data: { bullets: kept as unknown as object } });
      }
    });
  }
  return withState(proposals, await loadResumeRecord(userId));
}
