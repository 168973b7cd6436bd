import { describe, expect, it } from "vitest";
import { badgeText, noticeTarget, rememberShown, shouldShowNativeNotification, trayTooltip } from "../../desktop/main/attention";
import { buildMenuTemplate } from "../../desktop/main/menu";
import { DESKTOP_SHORTCUTS } from "@shared/desktop-api";

describe("badge and tray", () => {
  it("shows nothing at zero and 99+ above 99 (SPEC §9)", () => {
    expect(badgeText(0)).toBe("");
    expect(badgeText(-3)).toBe("");
    expect(badgeText(NaN)).toBe("");
    expect(badgeText(7)).toBe("7");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(trayTooltip(0)).toBe("VetCareer — no unread notifications");
    expect(trayTooltip(150)).toBe("VetCareer — 99+ unread");
  });
});

describe("native notifications", () => {
  const ctx = { windowFocused: false, enabledOnThisComputer: true, supported: true, recentlyShown: new Set<string>() };

  it("shows one only when the window is not focused, the computer allows it and it is new", () => {
    expect(shouldShowNativeNotification("notification", 1, ctx)).toBe(true);
    expect(shouldShowNativeNotification("notification", 1, { ...ctx, windowFocused: true })).toBe(false);
    expect(shouldShowNativeNotification("notification", 1, { ...ctx, enabledOnThisComputer: false })).toBe(false);
    expect(shouldShowNativeNotification("notification", 1, { ...ctx, supported: false })).toBe(false);
    expect(shouldShowNativeNotification("notification", 1, { ...ctx, recentlyShown: new Set(["notification:1"]) })).toBe(false);
    expect(shouldShowNativeNotification("message", 1, { ...ctx, recentlyShown: new Set(["notification:1"]) })).toBe(true);
  });

  it("remembers a bounded number of shown notices", () => {
    const recent = new Set<string>();
    for (let i = 0; i < 250; i++) rememberShown(recent, `notification:${i}`, 200);
    expect(recent.size).toBe(200);
    expect(recent.has("notification:0")).toBe(false);
    expect(recent.has("notification:249")).toBe(true);
  });

  it("a click opens the notice's link, or its inbox tab", () => {
    expect(noticeTarget({ kind: "message", link: "/inbox?thread=5" })).toBe("/inbox?thread=5");
    expect(noticeTarget({ kind: "message", link: null })).toBe("/inbox");
    expect(noticeTarget({ kind: "notification", link: null })).toBe("/inbox?tab=notifications");
  });
});

describe("application menu", () => {
  it("has search on Ctrl/Cmd+K and the main screens on Ctrl/Cmd+1..5", () => {
    const sent: string[] = [];
    const template = buildMenuTemplate("linux", { navigate: (p) => sent.push(p), print: () => {}, changeServer: () => {}, showAbout: () => {} }, { devTools: false });
    const items = template.flatMap((m) => (Array.isArray(m.submenu) ? m.submenu : []));
    const byAccel = new Map(items.filter((i) => i.accelerator).map((i) => [i.accelerator, i]));
    (byAccel.get("CmdOrCtrl+K")?.click as () => void)();
    for (const n of [1, 2, 3, 4, 5]) (byAccel.get(`CmdOrCtrl+${n}`)?.click as () => void)();
    expect(sent).toEqual([DESKTOP_SHORTCUTS.search, ...[1, 2, 3, 4, 5].map((n) => DESKTOP_SHORTCUTS.screen(n))]);
    expect(items.some((i) => i.role === "toggleDevTools")).toBe(false);
    expect(template.some((m) => m.role === "editMenu")).toBe(true);
  });
});
