import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { autoApplyScanJob, runDailyScan } from "~/domain/auto-apply/scan.server";
import { getDb } from "~/lib/db.server";
import { processOwnerId, runOnceAcrossProcesses } from "~/lib/scheduler-lease.server";
import { ApiClient } from "../fixtures/api-client";
import { autoApplyVeteran, closeAllJobs, itJob } from "../fixtures/auto-apply-setup";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await closeAllJobs();
  // Each test sees only its own veterans: switch off everyone else's auto-apply.
  await getDb().autoApplySettings.updateMany({ data: { enabled: false } });
});

const autoApplied = (userId: number) => getDb().application.count({ where: { userId, isAutoApplied: true } });

describe("the daily auto-apply scan", () => {
  it("runs for every enabled paid veteran and no one else, once per period", async () => {
    const pro = await autoApplyVeteran(api, "pro", {});
    const elite = await autoApplyVeteran(api, "elite", { remoteOnly: true });
    const trial = await autoApplyVeteran(api, "free_trial", {});
    const off = await autoApplyVeteran(api, "pro", { enabled: false });
    await itJob({ workType: "Remote" });
    await itJob({ workType: "On-site" });

    const result = await runDailyScan("scan-a");
    expect(result).toMatchObject({ veterans: 2, applicationsCreated: 3, failed: 0 });
    expect(await autoApplied(pro.userId)).toBe(2);
    expect(await autoApplied(elite.userId)).toBe(1);
    expect(await autoApplied(trial.userId)).toBe(0);
    expect(await autoApplied(off.userId)).toBe(0);
    const runs = await getDb().autoApplyRun.findMany({ where: { userId: { in: [pro.userId, elite.userId] } } });
    expect(runs.map((r) => r.trigger)).toEqual(["scheduled", "scheduled"]);
    const notices = await getDb().notification.findMany({ where: { userId: pro.userId, type: "auto_apply" } });
    expect(notices).toHaveLength(1);

    const progress = await getDb().autoApplyScan.findUniqueOrThrow({ where: { period: "scan-a" } });
    expect(progress).toMatchObject({ veteransDone: 2, applicationsCreated: 3, lastUserId: elite.userId, finishedAt: expect.any(Date) });
    await itJob({ title: "Network Support Technician" });
    expect(await runDailyScan("scan-a")).toMatchObject({ veterans: 0, applicationsCreated: 0 });
    expect(await autoApplied(pro.userId)).toBe(2);
  });

  it("resumes after a crash with the next veteran, from its progress row", async () => {
    const first = await autoApplyVeteran(api, "pro", {});
    const second = await autoApplyVeteran(api, "pro", {});
    await itJob();
    // A scan that died right after finishing `first`.
    await getDb().autoApplyScan.create({ data: { period: "scan-b", lastUserId: first.userId, veteransDone: 1 } });
    const result = await runDailyScan("scan-b");
    expect(result).toMatchObject({ veterans: 1, resumedAfter: first.userId });
    expect(await autoApplied(first.userId)).toBe(0);
    expect(await autoApplied(second.userId)).toBe(1);
    expect((await getDb().autoApplyScan.findUniqueOrThrow({ where: { period: "scan-b" } })).veteransDone).toBe(2);
  });

  it("keeps going past a veteran whose run fails", async () => {
    const noProfile = await autoApplyVeteran(api, "pro", {});
    await getDb().veteranProfile.update({ where: { userId: noProfile.userId }, data: { mosCode: null, skills: [], desiredRoles: [] } });
    const fine = await autoApplyVeteran(api, "pro", {});
    await itJob();
    const result = await runDailyScan("scan-c");
    expect(result).toMatchObject({ veterans: 2, failed: 1, applicationsCreated: 1 });
    expect(await autoApplied(fine.userId)).toBe(1);
  });

  it("is scheduled through the lease and runs in a child process, once per day", async () => {
    const vet = await autoApplyVeteran(api, "premium", {});
    await itJob();
    const job = autoApplyScanJob();
    const now = new Date();
    const outcome = await runOnceAcrossProcesses(getDb(), job, processOwnerId(), now);
    expect(outcome.ran).toBe(true);
    if (outcome.ran) expect(outcome.result).toMatchObject({ veterans: 1, applicationsCreated: 1 });
    expect(await autoApplied(vet.userId)).toBe(1);
    // Another process (or instance) the same day: already done.
    expect(await runOnceAcrossProcesses(getDb(), job, processOwnerId(), now)).toEqual({ ran: false, reason: "done" });
  });
});
