import { beforeAll, describe, it } from "vitest";
import { dbReady, type Db } from "~/lib/db.server";
import { useMigratedSqlite } from "../fixtures/app-database";
import { leaseRules, twoProcessesRaceTheLease, twoProcessesWithoutTheLease } from "../fixtures/scheduler-race-cases";

describe("scheduled jobs on SQLite: one database lease across processes", () => {
  const { url } = useMigratedSqlite("lease");
  let db: Db;

  beforeAll(async () => {
    db = await dbReady();
  });

  it("two processes race the trial-expiry job: exactly one runs it, one transition and one email per trial", () => twoProcessesRaceTheLease(db, url));
  it("without the lease, the per-row guard still moves each trial once with one email", () => twoProcessesWithoutTheLease(db, url));
  it("runs once per period, retries after a failed run, takes over a dead owner's expired lease", () => leaseRules(db));
});
