import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { desktopSourceFiles, findHardeningProblems } from "../../scripts/desktop-hardening-check.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("static hardening check", () => {
  it("passes on the shell's own sources (which do create a window)", () => {
    const files = desktopSourceFiles(root);
    expect(files.some((f) => /new BrowserWindow\(/.test(f.text))).toBe(true);
    expect(findHardeningProblems(files)).toEqual([]);
  });

  it("catches a window, view or web contents created without the hardened options", () => {
    const bad = [
      "const w = new BrowserWindow({ width: 800, webPreferences: { preload } });",
      "const v = new WebContentsView({ webPreferences: {} });",
      "const b = new BrowserView();",
      "const c = webContents.create({});",
    ];
    for (const text of bad) expect(findHardeningProblems([{ path: "x.ts", text }])).toHaveLength(1);
    expect(findHardeningProblems([{ path: "ok.ts", text: "new BrowserWindow({ ...hardenedWindowOptions(p, b), icon })" }])).toEqual([]);
    expect(findHardeningProblems([{ path: "ok.ts", text: "new WebContentsView({ webPreferences: hardenedWebPreferences(p) })" }])).toEqual([]);
  });

  it("catches any weakening preference, a <webview> or a raw ipcRenderer handed to the page", () => {
    for (const text of [
      "webPreferences: { ...hardenedWebPreferences(p), nodeIntegration: true }",
      "contextIsolation: false",
      "sandbox:false",
      "webSecurity: false",
      "allowRunningInsecureContent: true",
      "experimentalFeatures: true",
      "webviewTag: true",
      "nodeIntegrationInSubFrames: true",
      '<webview src="https://x">',
      'contextBridge.exposeInMainWorld("ipc", ipcRenderer)',
      "contextBridge.exposeInMainWorld('api', { ipcRenderer: ipcRenderer })",
    ]) {
      expect(findHardeningProblems([{ path: "x.ts", text }]).length, text).toBeGreaterThan(0);
    }
  });
});
