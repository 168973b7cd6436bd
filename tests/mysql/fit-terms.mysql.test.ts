import { afterAll, beforeAll, expect, it } from "vitest";
import { loadFitInputs } from "~/domain/fit/fit-inputs.server";
import { backfillFitTerms, fitTermsColumn } from "~/domain/fit/fit-terms.server";
import { dropOpenJobsCatalogue, openJobsCatalogue } from "~/domain/fit/open-jobs-catalogue.server";
import { jobIdsWrittenSince } from "~/domain/fit/fit-ranking.server";
import { dbReady, type Db } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";

// Decision 120 on MariaDB: the stored terms of a posting, the trigger that drops them when a write
// changes the text without them, the write-back of a reader, and the rankers' open-jobs catalogue
// following writes (the same rules as the SQLite tests in tests/integration/fit-terms-writes.test.ts).

const database = testDatabase();
let app: { restore(): Promise<void> };
let db: Db;

beforeAll(async () => {
  await applyPendingMigrations(database.url);
  app = pointAppAt(database.url);
  db = await dbReady();
  dropOpenJobsCatalogue();
});
afterAll(async () => {
  dropOpenJobsCatalogue();
  await app?.restore();
  await database.drop();
});

const termsOf = async (id: number) => (await db.job.findUniqueOrThrow({ where: { id }, select: { fitTerms: true } })).fitTerms;

it("drops terms a write made stale, stores them again when read, and keeps them through other writes", async () => {
  const description = "Ideal for Army 88M NCOs. CDL Class A required.";
  const job = await db.job.create({
    data: { title: "Fleet Coordinator", company: "Acme", description, status: "open", tags: [], fitTerms: fitTermsColumn("Fleet Coordinator", description, null) },
    select: { id: true },
  });
  expect(await termsOf(job.id)).toBe(fitTermsColumn("Fleet Coordinator", description, null));
  await db.job.update({ where: { id: job.id }, data: { viewCount: { increment: 1 }, salaryMin: 50000 } });
  expect(await termsOf(job.id)).toBe(fitTermsColumn("Fleet Coordinator", description, null));
  await db.job.update({ where: { id: job.id }, data: { requirements: "Power BI" } });
  expect(await termsOf(job.id)).toBeNull();

  const inputs = await loadFitInputs(db, [job.id]);
  expect(inputs.get(job.id)?.terms.requirements).toEqual(["Power BI", "CDL Class A"]);
  expect(await termsOf(job.id)).toBe(fitTermsColumn("Fleet Coordinator", description, "Power BI"));

  await db.$executeRawUnsafe("UPDATE Job SET fitTerms = ? WHERE id = ?", "t0.0\tstale", job.id);
  expect(await backfillFitTerms(db)).toBe(1);
  expect(await termsOf(job.id)).toBe(fitTermsColumn("Fleet Coordinator", description, "Power BI"));
});

it("the catalogue follows new, changed and closed jobs, and finds what was written since a time on the index", async () => {
  const before = new Date(Date.now() - 1000);
  const open = (await openJobsCatalogue(db)).length;
  const added = await db.job.create({ data: { title: "Dispatcher", company: "Acme", description: "Navy IT welcome.", status: "open", tags: [] }, select: { id: true } });
  expect((await openJobsCatalogue(db)).map((input) => input.id)).toContain(added.id);
  expect((await openJobsCatalogue(db)).length).toBe(open + 1);
  await db.job.update({ where: { id: added.id }, data: { title: "Senior Dispatcher" } });
  expect((await openJobsCatalogue(db)).find((input) => input.id === added.id)?.title).toBe("Senior Dispatcher");
  await db.job.update({ where: { id: added.id }, data: { status: "closed" } });
  expect((await openJobsCatalogue(db)).map((input) => input.id)).not.toContain(added.id);
  expect(await jobIdsWrittenSince(before)).toContain(added.id);
});
