import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { dbReady, type Db } from "../../remix-app/lib/db.server";
import { applyPendingMigrations } from "../../remix-app/lib/migrate.server";
import { pointAppAt } from "../fixtures/app-database";
import { leaseRules, twoProcessesRaceTheLease, twoProcessesWithoutTheLease } from "../fixtures/scheduler-race-cases";

describe("scheduled jobs on SQLite: one database lease across processes", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vets-lease-"));
  const url = `file:${path.join(dir, "app.db")}`;
  let app: { restore(): Promise<void> };
  let db: Db;

  beforeAll(async () => {
    await applyPendingMigrations(url);
    app = pointAppAt(url);
    db = await dbReady();
  });
  afterAll(async () => {
    await app?.restore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("two processes race the trial-expiry job: exactly one runs it, one transition and one email per trial", () => twoProcessesRaceTheLease(db, url));
  it("without the lease, the per-row guard still moves each trial once with one email", () => twoProcessesWithoutTheLease(db, url));
  it("runs once per period, retries after a failed run, takes over a dead owner's expired lease", () => leaseRules(db));
});
