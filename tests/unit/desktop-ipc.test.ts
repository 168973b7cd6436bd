import { describe, expect, it } from "vitest";
import { isTrustedSender, parseNotice, parseSaveFile, parseServerUrlArgument, parseUnreadCount } from "../../desktop/main/ipc-validation";
import { DESKTOP_IPC } from "@shared/desktop-api";

const ORIGIN = "http://localhost:3000";
const LOCAL = "file:///app/build/desktop/pages/";
const top = (frameUrl: string | null) => ({ frameUrl, isMainFrame: true });

describe("IPC sender validation", () => {
  it("accepts the server's top frame on the page channels, and only there", () => {
    for (const channel of [DESKTOP_IPC.setUnreadCount, DESKTOP_IPC.notify, DESKTOP_IPC.saveTextFile, DESKTOP_IPC.print]) {
      expect(isTrustedSender(channel, top("http://localhost:3000/inbox"), ORIGIN, LOCAL)).toBe(true);
      expect(isTrustedSender(channel, { frameUrl: "http://localhost:3000/inbox", isMainFrame: false }, ORIGIN, LOCAL)).toBe(false);
      expect(isTrustedSender(channel, top("http://localhost:3000@evil.com/"), ORIGIN, LOCAL)).toBe(false);
      expect(isTrustedSender(channel, top("https://evil.com/"), ORIGIN, LOCAL)).toBe(false);
      expect(isTrustedSender(channel, top(`${LOCAL}setup.html`), ORIGIN, LOCAL)).toBe(false);
      expect(isTrustedSender(channel, top(null), ORIGIN, LOCAL)).toBe(false);
      expect(isTrustedSender(channel, top("http://localhost:3000/"), null, LOCAL)).toBe(false);
    }
  });

  it("accepts the setup channels from the shell's own local pages only", () => {
    for (const channel of [DESKTOP_IPC.setupConnect, DESKTOP_IPC.setupCurrentUrl, DESKTOP_IPC.setupRetry]) {
      expect(isTrustedSender(channel, top(`${LOCAL}setup.html`), ORIGIN, LOCAL)).toBe(true);
      expect(isTrustedSender(channel, top(`${LOCAL}offline.html`), null, LOCAL)).toBe(true);
      // A server page must never be able to repoint the shell to another server.
      expect(isTrustedSender(channel, top("http://localhost:3000/"), ORIGIN, LOCAL)).toBe(false);
      expect(isTrustedSender(channel, top("file:///tmp/evil.html"), ORIGIN, LOCAL)).toBe(false);
      expect(isTrustedSender(channel, { frameUrl: `${LOCAL}setup.html`, isMainFrame: false }, ORIGIN, LOCAL)).toBe(false);
    }
  });

  it("refuses channels it does not know", () => {
    expect(isTrustedSender("vets:run-shell", top("http://localhost:3000/"), ORIGIN, LOCAL)).toBe(false);
  });
});

describe("IPC argument validation", () => {
  it("unread count: a whole number in range", () => {
    expect(parseUnreadCount(5)).toBe(5);
    expect(parseUnreadCount(0)).toBe(0);
    for (const bad of [-1, 1.5, "5", NaN, Infinity, null, {}, 10_000_000]) expect(parseUnreadCount(bad)).toBeNull();
  });

  it("notice: strict shape, bounded text, in-app links only", () => {
    const ok = { kind: "notification", id: 3, title: "Interview", body: null, link: "/applications" };
    expect(parseNotice(ok)).toEqual(ok);
    expect(parseNotice({ ...ok, kind: "message", link: "/inbox?thread=9" })).not.toBeNull();
    for (const link of ["https://evil.com", "//evil.com/x", "/\\evil.com", "javascript:alert(1)", "file:///etc/passwd", "inbox", "/a b"]) {
      expect(parseNotice({ ...ok, link })).toBeNull();
    }
    expect(parseNotice({ ...ok, extra: true })).toBeNull();
    expect(parseNotice({ ...ok, title: "" })).toBeNull();
    expect(parseNotice({ ...ok, title: "x".repeat(301) })).toBeNull();
    expect(parseNotice({ ...ok, id: -1 })).toBeNull();
    expect(parseNotice({ ...ok, kind: "exec" })).toBeNull();
    expect(parseNotice("notice")).toBeNull();
  });

  it("save file: a plain .csv name (no paths) and bounded content", () => {
    expect(parseSaveFile({ suggestedName: "pipeline-2026-11-24.csv", content: "a,b\n" })).not.toBeNull();
    for (const suggestedName of ["../../.bashrc.csv", "/etc/cron.d/x.csv", "C:\\Windows\\x.csv", "run.exe", "pipeline.csv.exe", ".hidden.csv", ""]) {
      expect(parseSaveFile({ suggestedName, content: "x" })).toBeNull();
    }
    expect(parseSaveFile({ suggestedName: "a.csv", content: 5 })).toBeNull();
    expect(parseSaveFile({ suggestedName: "a.csv", content: "x".repeat(20 * 1024 * 1024 + 1) })).toBeNull();
  });

  it("server URL argument: a bounded string (normalised later)", () => {
    expect(parseServerUrlArgument("http://localhost:3000")).toBe("http://localhost:3000");
    expect(parseServerUrlArgument(42)).toBeNull();
    expect(parseServerUrlArgument("x".repeat(3000))).toBeNull();
  });
});
