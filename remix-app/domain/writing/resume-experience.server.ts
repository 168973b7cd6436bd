import {
  BULLET_ORIGINS,
  MAX_BULLETS_PER_ENTRY,
  MAX_EXPERIENCE_ENTRIES,
  type ExperienceBullet,
  type ExperienceInput,
  type ExperienceJson,
} from "@shared/resume-builder";
import { getDb, type Prisma } from "~/lib/db.server";
import { conflict, invalid, notFound } from "~/lib/errors.server";
import { assertResumeBuilderAllowed } from "./resume-access.server";
import { shapeBullet, startsWithActionVerb } from "./resume-prose.server";

/**
 * The veteran's own experience entries (title, organisation, dates, bullets), kept in position
 * order. Every read and write is scoped by the owner's id: another veteran's entry id is a 404.
 */

export const ENTRY_NOT_FOUND = "Experience entry not found";

interface EntryRow {
  id: number;
  position: number;
  title: string;
  organization: string;
  startDate: string | null;
  endDate: string | null;
  bullets: Prisma.JsonValue;
}

const FIELDS = { id: true, position: true, title: true, organization: true, startDate: true, endDate: true, bullets: true } as const;

export function storedBullets(value: Prisma.JsonValue): ExperienceBullet[] {
  if (!Array.isArray(value)) return [];
  const out: ExperienceBullet[] = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null || Array.isArray(item)) continue;
    const text = item.text;
    const origin = item.origin;
    if (typeof text === "string" && typeof origin === "string" && (BULLET_ORIGINS as readonly string[]).includes(origin)) {
      out.push({ text, origin: origin as ExperienceBullet["origin"] });
    }
  }
  return out;
}

function entryJson(row: EntryRow): ExperienceJson {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    organization: row.organization,
    start_date: row.startDate,
    end_date: row.endDate,
    bullets: storedBullets(row.bullets),
  };
}

/**
 * Bullets as the resume prints them: the veteran's words with jargon translated and a weak opener
 * turned into a verb. A bullet that still does not start with an action verb is refused with the
 * reason, so the resume never carries one.
 */
function shapedBullets(bullets: readonly ExperienceBullet[]): ExperienceBullet[] {
  return bullets.map((bullet, index) => {
    const text = shapeBullet(bullet.text);
    if (!text) throw invalid(`Bullet ${index + 1}: this line is military shorthand only; say what you did in plain words`);
    if (!startsWithActionVerb(text)) {
      throw invalid(`Bullet ${index + 1}: start with an action verb (Led, Managed, Repaired, Trained…): "${text.slice(0, 60)}"`);
    }
    return { text, origin: bullet.origin };
  });
}

export async function listExperience(userId: number): Promise<ExperienceJson[]> {
  await assertResumeBuilderAllowed(userId);
  return (await experienceRows(userId)).map(entryJson);
}

/** The entries without the plan check: the resume generator has already made it. */
export async function experienceRows(userId: number): Promise<EntryRow[]> {
  return getDb().resumeExperience.findMany({ where: { userId }, orderBy: [{ position: "asc" }, { id: "asc" }], select: FIELDS });
}

export async function createExperience(userId: number, input: ExperienceInput): Promise<ExperienceJson> {
  await assertResumeBuilderAllowed(userId);
  const bullets = shapedBullets(input.bullets);
  return getDb().$transaction(async (tx) => {
    const count = await tx.resumeExperience.count({ where: { userId } });
    if (count >= MAX_EXPERIENCE_ENTRIES) throw conflict(`You have ${MAX_EXPERIENCE_ENTRIES} experience entries. Delete one to add another.`);
    const last = await tx.resumeExperience.findFirst({ where: { userId }, orderBy: { position: "desc" }, select: { position: true } });
    const row = await tx.resumeExperience.create({
      data: {
        userId,
        position: (last?.position ?? -1) + 1,
        title: input.title,
        organization: input.organization,
        startDate: input.start_date,
        endDate: input.end_date,
        bullets: bullets as unknown as Prisma.InputJsonValue,
      },
      select: FIELDS,
    });
    return entryJson(row);
  });
}

export async function updateExperience(userId: number, id: number, input: ExperienceInput): Promise<ExperienceJson> {
  await assertResumeBuilderAllowed(userId);
  const bullets = shapedBullets(input.bullets);
  const { count } = await getDb().resumeExperience.updateMany({
    where: { id, userId },
    data: {
      title: input.title,
      organization: input.organization,
      startDate: input.start_date,
      endDate: input.end_date,
      bullets: bullets as unknown as Prisma.InputJsonValue,
    },
  });
  if (count === 0) throw notFound(ENTRY_NOT_FOUND);
  const row = await getDb().resumeExperience.findFirst({ where: { id, userId }, select: FIELDS });
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return entryJson(row);
}

/** Deleting needs no paid plan, like deleting a resume. */
export async function deleteExperience(userId: number, id: number): Promise<void> {
  const { count } = await getDb().resumeExperience.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound(ENTRY_NOT_FOUND);
}

/** The new order: exactly the veteran's own ids, each once; positions rewritten in one transaction. */
export async function reorderExperience(userId: number, ids: readonly number[]): Promise<ExperienceJson[]> {
  await assertResumeBuilderAllowed(userId);
  if (new Set(ids).size !== ids.length) throw invalid("ids: each entry id may appear only once");
  return getDb().$transaction(async (tx) => {
    const own = await tx.resumeExperience.findMany({ where: { userId }, select: { id: true } });
    const ownIds = new Set(own.map((row) => row.id));
    if (ids.length !== ownIds.size || ids.some((id) => !ownIds.has(id))) {
      throw invalid("ids: list every one of your experience entries exactly once");
    }
    for (const [position, id] of ids.entries()) {
      await tx.resumeExperience.updateMany({ where: { id, userId }, data: { position } });
    }
    const rows = await tx.resumeExperience.findMany({ where: { userId }, orderBy: [{ position: "asc" }, { id: "asc" }], select: FIELDS });
    return rows.map(entryJson);
  });
}

/** Appends a confirmed bullet to one of the veteran's entries (the first when none is named). */
export async function appendConfirmedBullet(
  tx: Prisma.TransactionClient,
  userId: number,
  entryId: number | null,
  text: string,
  makeFirstEntry: () => { title: string; organization: string },
): Promise<ExperienceJson> {
  let row = entryId
    ? await tx.resumeExperience.findFirst({ where: { id: entryId, userId }, select: FIELDS })
    : await tx.resumeExperience.findFirst({ where: { userId }, orderBy: [{ position: "asc" }, { id: "asc" }], select: FIELDS });
  if (entryId && !row) throw notFound(ENTRY_NOT_FOUND);
  if (!row) {
    const first = makeFirstEntry();
    row = await tx.resumeExperience.create({ data: { userId, position: 0, ...first, bullets: [] }, select: FIELDS });
  }
  const bullets = storedBullets(row.bullets);
  if (bullets.some((bullet) => bullet.text === text)) return entryJson(row);
  if (bullets.length >= MAX_BULLETS_PER_ENTRY) throw conflict(`This entry has ${MAX_BULLETS_PER_ENTRY} bullets. Remove one to add another.`);
  const next = [...bullets, { text, origin: "confirmed" as const }];
  const updated = await tx.resumeExperience.update({ where: { id: row.id }, data: { bullets: next as unknown as Prisma.InputJsonValue }, select: FIELDS });
  return entryJson(updated);
}
