import { afterAll, beforeAll, describe, it } from "vitest";
import { dbReady, type Db } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { testDatabase } from "../fixtures/mysql-database";
import { leaseRules, twoProcessesRaceTheLease, twoProcessesWithoutTheLease } from "../fixtures/scheduler-race-cases";

describe("scheduled jobs on MariaDB: one database lease across processes", () => {
  const database = testDatabase();
  let app: { restore(): Promise<void> };
  let db: Db;

  beforeAll(async () => {
    await applyPendingMigrations(database.url);
    app = pointAppAt(database.url);
    db = await dbReady();
  });
  afterAll(async () => {
    await app?.restore();
    await database.drop();
  });

  it("two processes race the trial-expiry job: exactly one runs it, one transition and one email per trial", () => twoProcessesRaceTheLease(db, database.url));
  it("without the lease, the per-row guard still moves each trial once with one email", () => twoProcessesWithoutTheLease(db, database.url));
  it("runs once per period, retries after a failed run, takes over a dead owner's expired lease", () => leaseRules(db));
});
