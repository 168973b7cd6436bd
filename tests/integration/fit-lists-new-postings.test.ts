import { afterAll, beforeAll, expect, it } from "vitest";
import { openFitInputs, rankVeteran, scoreJobsIntoLists } from "~/domain/fit/fit-ranking.server";
import { storeFits } from "~/domain/fit/fit-store.server";
import { createScorer } from "~/domain/matching/fit-score.server";
import { loadVeteranMatchProfile } from "~/domain/matching/veteran-match-profile.server";
import { getDb } from "~/lib/db.server";
import { bulkSeed } from "../../seed/bulk-seed.server";
import { startTestServer, type TestServer } from "../fixtures/test-server";

// Issue 53 item 2: a new posting is scored into the ranked lists it reaches (at or above a list's
// floor), never with a profile other than the one the list was ranked for (a list whose veteran has
// since changed their profile waits for its own ranking), and a closed posting leaves every list.
// The worker keeps veterans' scorers between tasks (list-scorers.server.ts), by profile version.

let server: TestServer;
let veterans: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await bulkSeed(getDb(), { jobs: 400, veterans: 3 }, undefined, { seed: 7 });
  veterans = (await getDb().veteranProfile.findMany({ where: { mosCode: { not: null } }, select: { userId: true }, orderBy: { userId: "asc" } })).map(
    (row) => row.userId,
  );
  for (const userId of veterans) await rankVeteran(userId);
}, 300_000);
afterAll(async () => server?.close());

/** A new open posting with the same content as the veteran's best listed job. */
async function copyOfBestJob(userId: number): Promise<number> {
  const db = getDb();
  const best = await db.jobFit.findFirstOrThrow({ where: { userId }, orderBy: [{ score: "desc" }, { jobId: "desc" }], select: { jobId: true } });
  const { id: _id, createdAt: _created, updatedAt: _updated, viewCount: _views, externalId: _external, identityKey: _identity, contentHash: _hash, ...content } =
    await db.job.findUniqueOrThrow({ where: { id: best.jobId } });
  const created = await db.job.create({
    data: { ...content, tags: content.tags ?? undefined, salaryOriginal: content.salaryOriginal ?? undefined, externalId: `copy-${Date.now()}` },
  });
  return created.id;
}

it("scores a new posting into the lists it reaches, skips a list ranked for an older profile, and takes a closed posting off every list", async () => {
  const db = getDb();
  const [reached, changed] = veterans;
  const jobId = await copyOfBestJob(reached);
  // A posting that would top the second veteran's list, were it scored into it.
  const theirBest = await copyOfBestJob(changed);
  // The second veteran saves a new profile; their list stays ranked for the old one until the queue ranks it.
  const before = await db.veteranProfile.findUniqueOrThrow({ where: { userId: changed }, select: { skills: true } });
  await db.veteranProfile.update({ where: { userId: changed }, data: { skills: [...((before.skills as string[] | null) ?? []), "Power BI"] } });

  await scoreJobsIntoLists([jobId, theirBest]);

  const [input] = (await openFitInputs(db, { ids: [jobId] }).next()).value ?? [];
  const expected = createScorer((await loadVeteranMatchProfile(reached))!)(input).score;
  const stored = await db.jobFit.findUnique({ where: { userId_jobId: { userId: reached, jobId } }, select: { score: true } });
  expect(stored?.score).toBe(expected);
  const state = await db.fitIndexState.findUniqueOrThrow({ where: { userId: reached }, select: { floor: true } });
  expect(expected).toBeGreaterThanOrEqual(state.floor);
  expect(await db.jobFit.count({ where: { userId: changed, jobId: { in: [jobId, theirBest] } } })).toBe(0);
  // Once ranked for the new profile, the list holds it.
  await rankVeteran(changed);
  expect(await db.jobFit.count({ where: { userId: changed, jobId: theirBest } })).toBe(1);

  await db.job.update({ where: { id: jobId }, data: { status: "closed", closedReason: "employer" } });
  await scoreJobsIntoLists([jobId]);
  expect(await db.jobFit.count({ where: { jobId } })).toBe(0);
}, 120_000);

it("scores the next task's postings with the veteran's new profile once their list is ranked for it, though the worker kept their scorer", async () => {
  const db = getDb();
  const [, , veteran] = veterans;
  await scoreJobsIntoLists([await copyOfBestJob(veteran)]);
  // The veteran now wants the kind of job a posting below will be; their list is ranked for the new profile.
  const posting = await copyOfBestJob(veteran);
  await db.job.update({ where: { id: posting }, data: { title: "Wind Turbine Technician", tags: ["Wind turbines"] } });
  await db.veteranProfile.update({ where: { userId: veteran }, data: { desiredRoles: ["Wind Turbine Technician"], skills: ["Wind turbines"] } });
  await rankVeteran(veteran);

  await scoreJobsIntoLists([posting]);

  const profile = (await loadVeteranMatchProfile(veteran))!;
  const [input] = (await openFitInputs(db, { ids: [posting] }).next()).value ?? [];
  const now = createScorer(profile)(input);
  const stored = await db.jobFit.findUniqueOrThrow({ where: { userId_jobId: { userId: veteran, jobId: posting } }, select: { score: true, reasons: true } });
  expect(stored.score).toBe(now.score);
  expect(stored.reasons).toEqual(now.reasons);
  expect(now.reasons).toContain("Matches your desired role: Wind Turbine Technician");
}, 120_000);

it("writes a posting's fit into every list it reaches and leaves each list's other fits as they were", async () => {
  const db = getDb();
  const posting = await copyOfBestJob(veterans[0]);
  const listed = async () =>
    new Map(
      (await db.jobFit.findMany({ where: { userId: { in: veterans } }, select: { userId: true, jobId: true, score: true } })).map((row) => [
        `${row.userId}:${row.jobId}`,
        row.score,
      ]),
    );
  const before = await listed();
  // One posting, three veterans: the pairs are replaced from the posting's side, not one veteran at a time.
  const fit = (score: number) => ({ score, reasons: ["Matches your MOS"], kinds: ["met" as const] });
  await storeFits(veterans.map((userId) => ({ userId, jobId: posting, fit: fit(41), profileVersion: "p", jobVersion: "j" })));
  await storeFits(veterans.map((userId) => ({ userId, jobId: posting, fit: fit(42), profileVersion: "p", jobVersion: "j" })));

  const after = await listed();
  for (const userId of veterans) expect(after.get(`${userId}:${posting}`)).toBe(42);
  expect(after.size).toBe(before.size + veterans.length);
  for (const [pair, score] of before) expect(after.get(pair)).toBe(score);
}, 60_000);
