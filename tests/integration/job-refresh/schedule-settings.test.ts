import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sourceRefreshJob } from "~/domain/jobs/refresh/refresh-schedule.server";
import { readSourceSettings, updateSourceSetting } from "~/domain/jobs/refresh/source-settings.server";
import { sourceConnector } from "~/domain/jobs/sources/registry.server";
import type { SourceConnectorName } from "~/domain/jobs/sources/source-types";
import { getDb } from "~/lib/db.server";
import { isDomainError } from "~/lib/errors.server";
import { runOnceAcrossProcesses } from "~/lib/scheduler-lease.server";
import { useMigratedSqlite } from "../../fixtures/app-database";
import { startFakeJobBoards, type FakeJobBoards } from "../../fakes/job-boards";
import { configFor, FAST } from "../../unit/job-sources/helpers";

describe("source settings and the scheduled refresh", () => {
  useMigratedSqlite("job-refresh-schedule");
  let fake: FakeJobBoards;
  beforeAll(async () => {
    fake = await startFakeJobBoards();
    fake.generate("lever", 12, "scheduled-site");
  });
  afterAll(() => fake?.close());

  const connectors = (name: SourceConnectorName) => sourceConnector(name, configFor(fake.env), FAST);
  const withoutAdzunaKeys = (name: SourceConnectorName) =>
    sourceConnector(name, configFor(fake.env, ["ADZUNA_APP_ID", "ADZUNA_APP_KEY"]), FAST);

  it("reads every source with defaults, availability from the connector, and an admin's edit over the file", async () => {
    const db = getDb();
    const settings = await readSourceSettings(db, withoutAdzunaKeys);
    expect(settings.map((s) => s.source)).toEqual(["usajobs", "greenhouse", "lever", "adzuna", "jsonld"]);
    expect(settings.find((s) => s.source === "lever")).toMatchObject({
      enabled: true,
      boards: [],
      boardsFrom: "file",
      intervalMinutes: 360,
      availability: { ok: true },
    });
    expect(settings.find((s) => s.source === "adzuna")!.availability).toMatchObject({ ok: false });

    const updated = await updateSourceSetting(
      db,
      "lever",
      { boards: [{ board: "scheduled-site", company: "Scheduled Co" }], intervalMinutes: 60 },
      connectors,
    );
    expect(updated).toMatchObject({
      boards: [{ board: "scheduled-site", company: "Scheduled Co" }],
      boardsFrom: "admin",
      intervalMinutes: 60,
      enabled: true,
    });

    for (const bad of [{ intervalMinutes: 1 }, { boards: [{ board: "not a slug!" }] }, { enabled: "yes" }]) {
      const error = await updateSourceSetting(db, "lever", bad as never, connectors).catch((e: unknown) => e);
      expect(isDomainError(error) && error.status).toBe(400);
    }
    const searchBoards = await updateSourceSetting(db, "usajobs", { boards: [{ board: "x" }] }, connectors).catch(
      (e: unknown) => e,
    );
    expect(isDomainError(searchBoards) && searchBoards.detail).toMatch(/usajobs has no boards/);
  });

  it("skips a disabled source, imports an enabled one when due, then waits for its interval", async () => {
    const db = getDb();
    const job = sourceRefreshJob("lever", connectors);
    await updateSourceSetting(db, "lever", { enabled: false }, connectors);
    const t0 = new Date();
    expect(await runOnceAcrossProcesses(db, job, "test-owner", t0)).toMatchObject({ ran: true, result: { skipped: "disabled" } });

    await updateSourceSetting(db, "lever", { enabled: true }, connectors);
    const t1 = new Date(t0.getTime() + 15 * 60_000);
    expect(await runOnceAcrossProcesses(db, job, "test-owner", t1)).toMatchObject({ ran: true, result: { runs: 1, added: 12 } });
    expect(await db.job.count({ where: { sourceBoard: "scheduled-site", company: "Scheduled Co" } })).toBe(12);
    expect(await db.jobSourceRun.findFirst({ where: { board: "scheduled-site" } })).toMatchObject({
      trigger: "schedule",
      status: "succeeded",
    });

    // The next quarter hour: not due until 60 minutes after the run began.
    const t2 = new Date(t1.getTime() + 15 * 60_000);
    expect(await runOnceAcrossProcesses(db, job, "test-owner", t2)).toMatchObject({ ran: true, result: { due: false } });
  });
});
