import crypto from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createAccount } from "~/domain/accounts/create-account.server";
import { syncPlanCatalog } from "~/domain/billing/plan-catalog.server";
import { BullFitQueue } from "~/domain/fit/fit-queue.server";
import { readFits } from "~/domain/fit/fit-store.server";
import { FIT_SCORER_VERSION } from "~/domain/matching/fit-version";
import { dbReady, type Db } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";

// The nearline fit queue on BullMQ (issue 53, decision 105) against the local Redis with a key
// prefix of its own and a MariaDB database: a changed profile ranks the veteran's list, a new
// posting is scored into it, and two workers on one queue run each task once.

const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const prefix = `vets-fit-test-${crypto.randomBytes(4).toString("hex")}:`;
const database = testDatabase();
let app: { restore(): Promise<void> };
let db: Db;
let queues: BullFitQueue[] = [];

beforeAll(async () => {
  await applyPendingMigrations(database.url);
  app = pointAppAt(database.url);
  db = await dbReady();
  await syncPlanCatalog(db);
});
afterAll(async () => {
  for (const queue of queues) await queue.close();
  await queues[0]?.queue.obliterate({ force: true }).catch(() => undefined);
  await app?.restore();
  await database.drop();
});

const job = (title: string, description: string) =>
  db.job.create({
    data: { title, company: "Fit Queue Freight", location: "Dallas, TX", state: "TX", description, status: "open", tags: ["logistics"] },
    select: { id: true },
  });

it("ranks a veteran's list and scores a new posting into it through BullMQ, each task once across two workers", async () => {
  const user = await db.$transaction((tx) =>
    createAccount(tx, { email: `fitq-${prefix}@example.com`, passwordHash: "x", fullName: "Fit Queue", role: "veteran", verified: true }),
  );
  await db.veteranProfile.update({
    where: { userId: user.id },
    data: { militaryBranch: "Army", mosCode: "88M", militaryRank: "E-5", clearanceLevel: "Secret", skills: ["CDL Class A"], location: "Dallas, TX" },
  });
  const first = await job("Fleet Operations Coordinator", "Ideal for Army 88M: dispatch, route planning, DOT compliance.");
  await job("Pastry Chef", "Bake bread and pastries.");

  queues = [new BullFitQueue(REDIS_URL, prefix), new BullFitQueue(REDIS_URL, prefix)];
  let runs = 0;
  for (const queue of queues) queue.worker?.on("completed", () => runs++);
  await queues[0].add({ kind: "profile", userId: user.id });
  await queues[0].idle();
  await expect.poll(() => runs).toBe(1);

  const state = await db.fitIndexState.findUnique({ where: { userId: user.id } });
  expect(state?.scorerVersion).toBe(FIT_SCORER_VERSION);
  const listed = await db.jobFit.findMany({ where: { userId: user.id }, orderBy: { score: "desc" } });
  expect(listed.map((row) => row.jobId)[0]).toBe(first.id);
  // The list's numbers are the ones every screen reads.
  const today = (await readFits([{ userId: user.id, jobIds: listed.map((row) => row.jobId) }])).get(user.id);
  for (const row of listed) expect(today?.get(row.jobId)?.score).toBe(row.score);

  const added = await job("Motor Transport Dispatcher", "Former 88M motor transport operators: dispatch a fleet of 40 trucks.");
  await queues[1].add({ kind: "jobs", jobIds: [added.id] });
  await queues[1].idle();
  await expect.poll(() => runs).toBe(2);
  const scored = await db.jobFit.findUnique({ where: { userId_jobId: { userId: user.id, jobId: added.id } } });
  expect(scored?.score).toBe((await readFits([{ userId: user.id, jobIds: [added.id] }])).get(user.id)?.get(added.id)?.score);
});
