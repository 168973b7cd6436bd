import { describe, expect, it } from "vitest";
import { migrateSettings, normalizeServerUrl, readSettings, SETTINGS_DEFAULTS, SETTINGS_SCHEMA, visibleBounds } from "../../desktop/main/settings";

describe("desktop settings", () => {
  it("has a schema entry for every setting, and defaults that pass their own reader", () => {
    expect(Object.keys(SETTINGS_SCHEMA).sort()).toEqual(Object.keys(SETTINGS_DEFAULTS).sort());
    expect(readSettings(structuredClone(SETTINGS_DEFAULTS) as unknown as Record<string, unknown>)).toEqual(SETTINGS_DEFAULTS);
  });

  it("migrates the pre-release flat layout into the nested one", () => {
    const old = { server: "http://localhost:3000", windowBounds: { x: 10, y: 20, width: 1200, height: 800 }, windowMaximized: true, notificationsEnabled: false, zoom: 1.2 };
    const migrated = migrateSettings(old, "0.0.0", "0.1.0");
    expect(readSettings(migrated)).toEqual({
      serverUrl: "http://localhost:3000",
      window: { bounds: { x: 10, y: 20, width: 1200, height: 800 }, maximized: true },
      zoomFactor: 1.2,
      notifications: { enabled: false, sound: true },
    });
    expect(migrated).not.toHaveProperty("server");
    expect(old).toHaveProperty("server"); // the input is not mutated
  });

  it("does not run a migration twice or ahead of its version", () => {
    const current = { serverUrl: "https://careers.example.com", server: "http://stale:1" };
    expect(migrateSettings(current, "0.1.0", "0.2.0")).toEqual(current);
    expect(migrateSettings({ server: "http://localhost:3000" }, "0.0.0", "0.0.9")).toEqual({ server: "http://localhost:3000" });
  });

  it("replaces anything out of range or of the wrong type by its default", () => {
    const s = readSettings({
      serverUrl: "javascript:alert(1)",
      window: { bounds: { x: 0, y: 0, width: 50, height: 99999 }, maximized: "yes" },
      zoomFactor: 40,
      notifications: { enabled: "no", sound: false },
    });
    expect(s).toEqual({ ...SETTINGS_DEFAULTS, notifications: { enabled: true, sound: false } });
  });

  it("accepts only usable server URLs and stores their origin", () => {
    expect(normalizeServerUrl("http://localhost:3000/")).toBe("http://localhost:3000");
    expect(normalizeServerUrl("  http://localhost:3000/inbox?x=1  ")).toBe("http://localhost:3000");
    expect(normalizeServerUrl("http://192.168.1.20:3000")).toBe("http://192.168.1.20:3000");
    expect(normalizeServerUrl("http://10.0.0.5")).toBe("http://10.0.0.5");
    expect(normalizeServerUrl("https://careers.example.com")).toBe("https://careers.example.com");
    expect(normalizeServerUrl("http://careers.example.com")).toBeNull(); // a public server needs https (the session cookie)
    expect(normalizeServerUrl("http://172.32.0.1")).toBeNull();
    // Names are not addresses: whatever network the laptop is on decides where they point.
    for (const name of ["http://vets.local:3000", "http://server.lan", "http://careers.internal", "http://careers.internal."]) expect(normalizeServerUrl(name), name).toBeNull();
    expect(normalizeServerUrl("https://vets.local:3000")).toBe("https://vets.local:3000");
    expect(normalizeServerUrl("https://user:pw@careers.example.com")).toBeNull();
    expect(normalizeServerUrl("file:///etc/passwd")).toBeNull();
    expect(normalizeServerUrl("javascript:alert(1)")).toBeNull();
    expect(normalizeServerUrl("localhost:3000")).toBeNull();
    expect(normalizeServerUrl("")).toBeNull();
  });

  it("restores remembered bounds only while they are on a screen", () => {
    const screenA = { x: 0, y: 0, width: 1920, height: 1080 };
    expect(visibleBounds(null, [screenA])).toEqual({ width: 1400, height: 900 });
    expect(visibleBounds({ x: 100, y: 100, width: 1200, height: 800 }, [screenA])).toEqual({ x: 100, y: 100, width: 1200, height: 800 });
    // The second monitor it was on is gone: same size, placed by the OS.
    expect(visibleBounds({ x: 2500, y: 100, width: 1200, height: 800 }, [screenA])).toEqual({ width: 1200, height: 800 });
  });
});
