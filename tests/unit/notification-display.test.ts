import { describe, expect, it } from "vitest";
import { formatDuration } from "@shared/activity";
import { badgeCount, notificationTarget, threadIdOfLink } from "@shared/notifications";
import { replyFigures } from "~/domain/activity/activity.server";

describe("notification display rules", () => {
  it("shows 99+ above 99 (SPEC §9)", () => {
    expect([1, 99, 100, 5000].map(badgeCount)).toEqual(["1", "99", "99+", "99+"]);
  });

  it("opens only paths on this site", () => {
    expect(notificationTarget("/post/3")).toBe("/post/3");
    for (const bad of [null, "", "javascript:alert(1)", "//evil.example/x", "/\\evil.example", "https://evil.example"]) {
      expect(notificationTarget(bad)).toBe("/inbox?tab=notifications");
    }
  });

  it("finds the thread a message notification is about", () => {
    expect(threadIdOfLink("/inbox?thread=42")).toBe(42);
    expect(threadIdOfLink("/inbox?tab=messages&thread=7")).toBe(7);
    expect(threadIdOfLink("/inbox")).toBeNull();
  });

  it("reads durations at a glance", () => {
    expect(formatDuration(20)).toBe("20 sec");
    expect(formatDuration(2850)).toBe("48 min");
    expect(formatDuration(3.5 * 3600)).toBe("3.5 hr");
    expect(formatDuration(2 * 86400)).toBe("2 days");
  });
});

describe("reply figures", () => {
  const t = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);
  it("counts a run of someone's messages as one turn, answered by the user's next message in that thread", () => {
    const me = 1;
    const figures = replyFigures(me, [
      { threadId: 10, senderId: 2, createdAt: t(0) },
      { threadId: 10, senderId: 2, createdAt: t(5) },
      { threadId: 11, senderId: 3, createdAt: t(6) },
      { threadId: 10, senderId: me, createdAt: t(30) },
      { threadId: 10, senderId: me, createdAt: t(31) },
      { threadId: 10, senderId: 2, createdAt: t(40) },
    ]);
    // Turns: thread 10 (answered after 30 min), thread 11 (open), thread 10 again (open).
    expect(figures).toEqual({ rate: 33, averageSeconds: 1800 });
  });

  it("has no figures when nobody wrote", () => {
    expect(replyFigures(1, [{ threadId: 1, senderId: 1, createdAt: t(0) }])).toEqual({ rate: null, averageSeconds: null });
  });
});
