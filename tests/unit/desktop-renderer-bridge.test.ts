import { describe, expect, it } from "vitest";
import { DESKTOP_NOTICE_SOURCES, resolveDesktopPath, safeInAppLink } from "~/components/desktop/desktop-bridge";
import { sortPipelineRows } from "~/components/employer/pipeline-table";
import { DESKTOP_SHORTCUTS } from "@shared/desktop-api";
import { rowsThatCanMove, type PipelineRow } from "@shared/employer-pipeline";

describe("renderer side of the desktop bridge", () => {
  it("resolves the menu's shortcuts for the signed-in role", () => {
    expect(resolveDesktopPath(DESKTOP_SHORTCUTS.search, "employer")).toBe("/employer/veterans/search");
    expect(resolveDesktopPath(DESKTOP_SHORTCUTS.search, "veteran")).toBe("/jobs");
    expect(resolveDesktopPath(DESKTOP_SHORTCUTS.screen(1), "veteran")).toBe("/jobs");
    expect(resolveDesktopPath(DESKTOP_SHORTCUTS.screen(1), "admin")).toBe("/admin");
    expect(resolveDesktopPath(DESKTOP_SHORTCUTS.screen(9), "employer")).toBeNull();
    expect(resolveDesktopPath("/__desktop/anything", "admin")).toBeNull();
    expect(resolveDesktopPath("/inbox?thread=3", "admin")).toBe("/inbox?thread=3");
    expect(resolveDesktopPath("//evil.com", "admin")).toBeNull();
    expect(resolveDesktopPath("/\\evil.com", "admin")).toBeNull();
    expect(resolveDesktopPath("https://evil.com", "admin")).toBeNull();
  });

  it("forwards only in-app links of live notifications", () => {
    expect(safeInAppLink("/applications")).toBe("/applications");
    expect(safeInAppLink("https://evil.com")).toBeNull();
    expect(safeInAppLink(null)).toBeNull();
    const fromNotification = DESKTOP_NOTICE_SOURCES.find((s) => s.event === "notification:new");
    const notice = (fromNotification?.toNotice as (n: unknown) => unknown)({
      id: 4, type: "application_status", title: "Acme: Interview — Driver", body: null, link: "/applications", read: false, created_at: "2026-11-24T00:00:00Z",
    });
    expect(notice).toEqual({ kind: "notification", id: 4, title: "Acme: Interview — Driver", body: null, link: "/applications" });
  });
});

describe("pipeline table rules", () => {
  const row = (id: number, fit: number | null, name: string, status: PipelineRow["status"]): PipelineRow => ({
    application_id: id, user_id: id, full_name: name, job_id: 1, job_title: "Driver", military_branch: null, mos_code: null, verified: false,
    fit_score: fit, fit_score_now: fit, status, allowed_statuses: status === "sent" ? ["interview", "rejected"] : status === "interview" ? ["offer", "rejected"] : [],
    applied_at: `2026-11-0${id}T00:00:00Z`, resume_url: null, status_changed_at: null,
  });
  const rows = [row(1, 50, "Bo", "sent"), row(2, null, "Al", "interview"), row(3, 90, "Cy", "rejected")];

  it("sorts by fit score both ways, unknown scores last when highest first", () => {
    expect(sortPipelineRows(rows, { key: "fit_score", direction: "desc" }).map((r) => r.application_id)).toEqual([3, 1, 2]);
    expect(sortPipelineRows(rows, { key: "fit_score", direction: "asc" }).map((r) => r.application_id)).toEqual([2, 1, 3]);
    expect(sortPipelineRows(rows, { key: "full_name", direction: "asc" }).map((r) => r.full_name)).toEqual(["Al", "Bo", "Cy"]);
  });

  it("offers a bulk step only for rows that can take it", () => {
    expect(rowsThatCanMove(rows, "interview").map((r) => r.application_id)).toEqual([1]);
    expect(rowsThatCanMove(rows, "rejected").map((r) => r.application_id)).toEqual([1, 2]);
  });
});
