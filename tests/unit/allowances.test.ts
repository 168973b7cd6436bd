import { describe, expect, it } from "vitest";
import { AUTO_APPLY_PAID_ONLY_MESSAGE } from "@shared/applications";
import { RESUME_MESSAGES } from "@shared/resume";
import { monthWindow, refusalMessage, type Allowance, type PlanAction } from "~/domain/billing/allowances.server";

const allowance = (action: PlanAction, over: Partial<Allowance> = {}): Allowance => {
  const base = { action, planId: "pro", planName: "Pro", paid: true, limit: 2, used: 0, ...over };
  return { ...base, remaining: Math.max(0, base.limit - base.used) };
};

describe("the monthly window", () => {
  it("is the UTC calendar month, whatever the local clock says", () => {
    expect(monthWindow(new Date("2026-03-31T23:59:59.999Z"))).toEqual({ start: new Date("2026-03-01T00:00:00Z"), month: "2026-03" });
    expect(monthWindow(new Date("2026-04-01T00:00:00Z"))).toEqual({ start: new Date("2026-04-01T00:00:00Z"), month: "2026-04" });
    expect(monthWindow(new Date("2024-02-29T12:00:00Z")).start).toEqual(new Date("2024-02-01T00:00:00Z"));
    expect(monthWindow(new Date("2026-12-31T23:00:00-05:00")).month).toBe("2027-01");
  });
});

describe("refusals", () => {
  it("allow while the month has room for the count asked, then name the plan and its number", () => {
    expect(refusalMessage(allowance("job-post", { planName: "Starter", limit: 2, used: 1 }))).toBeNull();
    expect(refusalMessage(allowance("job-post", { planName: "Starter", limit: 2, used: 1 }), 2)).toBe(
      "Your Starter plan allows 2 job postings per month, and you have used them all. Upgrade your plan to post more.",
    );
    expect(refusalMessage(allowance("job-post", { planName: "Solo", limit: 1, used: 1 }))).toBe(
      "Your Solo plan allows 1 job posting per month, and you have used them all. Upgrade your plan to post more.",
    );
    expect(refusalMessage(allowance("talent-search", { planName: "Growth", limit: 150, used: 150 }))).toBe(
      "Your Growth plan allows 150 veteran searches per month, and you have used them all. Upgrade your plan to search more.",
    );
    expect(refusalMessage(allowance("auto-apply", { limit: 50, used: 50 }))).toBe("You have used all 50 AI applications of your plan this month.");
    expect(refusalMessage(allowance("auto-apply", { limit: 50, used: 49 }))).toBeNull();
  });

  it("an unpaid plan is refused the paid features with SPEC's words, before any count", () => {
    const free = { paid: false, limit: 0, planId: "free_trial", planName: "Free Trial" };
    expect(refusalMessage(allowance("auto-apply", free), 0)).toBe(AUTO_APPLY_PAID_ONLY_MESSAGE);
    expect(refusalMessage(allowance("resume-builder", free))).toBe(RESUME_MESSAGES.paidOnly);
    expect(refusalMessage(allowance("cover-letter", free))).toBe("AI cover letters are part of the Pro, Premium and Elite plans.");
    expect(refusalMessage(allowance("cover-letter"))).toBeNull();
    expect(refusalMessage(allowance("resume-builder"))).toBeNull();
  });

  it("a paid plan with its month used up still opens auto-apply's screens (count 0)", () => {
    expect(refusalMessage(allowance("auto-apply", { limit: 50, used: 50 }), 0)).toBeNull();
  });
});
