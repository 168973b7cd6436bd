// The shell's own settings (electron-store: a JSON file in the OS's user-data folder). Its schema,
// defaults and migrations are plain data and functions so Node tests cover them; the store in
// index.ts is built from them.

import { parseHttpUrl } from "../../shared/http-url";

export interface WindowState {
  bounds: { x?: number; y?: number; width: number; height: number } | null;
  maximized: boolean;
}

export interface DesktopSettings {
  /** Origin of the server the window loads; null until the first-start page has checked one. */
  serverUrl: string | null;
  window: WindowState;
  /** Chromium zoom factor, 0.5–3. */
  zoomFactor: number;
  notifications: {
    /** Native notifications on this computer (the account's desktop switch is checked too). */
    enabled: boolean;
    /** Let the OS play its sound. */
    sound: boolean;
  };
}

export const DEFAULT_SERVER_URL = "http://localhost:3000";

export const SETTINGS_DEFAULTS: DesktopSettings = {
  serverUrl: null,
  window: { bounds: null, maximized: false },
  zoomFactor: 1,
  notifications: { enabled: true, sound: true },
};

/** JSON Schema that electron-store validates every write against. */
export const SETTINGS_SCHEMA = {
  serverUrl: { type: ["string", "null"], maxLength: 2048 },
  window: {
    type: "object",
    properties: {
      bounds: {
        type: ["object", "null"],
        properties: {
          x: { type: "integer" },
          y: { type: "integer" },
          width: { type: "integer", minimum: 200, maximum: 20000 },
          height: { type: "integer", minimum: 200, maximum: 20000 },
        },
        required: ["width", "height"],
      },
      maximized: { type: "boolean" },
    },
    required: ["bounds", "maximized"],
  },
  zoomFactor: { type: "number", minimum: 0.5, maximum: 3 },
  notifications: {
    type: "object",
    properties: { enabled: { type: "boolean" }, sound: { type: "boolean" } },
    required: ["enabled", "sound"],
  },
} as const;

type Raw = Record<string, unknown>;

/**
 * Migrations keyed by the app version that introduced them (electron-store runs those newer than
 * the file's last version, in order). 0.1.0 moves the pre-release shell's flat keys into the
 * nested layout above.
 */
export const SETTINGS_MIGRATIONS: Record<string, (data: Raw) => void> = {
  "0.1.0": (data) => {
    if (typeof data.server === "string" && data.serverUrl === undefined) data.serverUrl = data.server;
    delete data.server;
    if (data.windowBounds !== undefined || data.windowMaximized !== undefined) {
      data.window = { bounds: data.windowBounds ?? null, maximized: data.windowMaximized === true };
    }
    delete data.windowBounds;
    delete data.windowMaximized;
    if (typeof data.notificationsEnabled === "boolean") data.notifications = { enabled: data.notificationsEnabled, sound: true };
    delete data.notificationsEnabled;
    if (typeof data.zoom === "number") data.zoomFactor = data.zoom;
    delete data.zoom;
  },
};

function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** What electron-store does with SETTINGS_MIGRATIONS, for tests: apply those in (from, to]. */
export function migrateSettings(data: Raw, fromVersion: string, toVersion: string): Raw {
  const copy: Raw = structuredClone(data);
  const versions = Object.keys(SETTINGS_MIGRATIONS).sort(compareVersions);
  for (const v of versions) {
    if (compareVersions(v, fromVersion) > 0 && compareVersions(v, toVersion) <= 0) SETTINGS_MIGRATIONS[v](copy);
  }
  return copy;
}

/**
 * The settings as the shell uses them: every field checked, anything out of range or of the wrong
 * type replaced by its default (a hand-edited file must not break the shell or widen what it trusts).
 */
export function readSettings(data: Raw): DesktopSettings {
  const s = structuredClone(SETTINGS_DEFAULTS);
  if (typeof data.serverUrl === "string") s.serverUrl = normalizeServerUrl(data.serverUrl);
  const w = data.window as Raw | undefined;
  if (w && typeof w === "object") {
    const b = w.bounds as Raw | null | undefined;
    if (b && typeof b === "object" && isInt(b.width, 200, 20000) && isInt(b.height, 200, 20000)) {
      s.window.bounds = { width: b.width as number, height: b.height as number };
      if (isInt(b.x, -100000, 100000) && isInt(b.y, -100000, 100000)) Object.assign(s.window.bounds, { x: b.x, y: b.y });
    }
    s.window.maximized = w.maximized === true;
  }
  if (typeof data.zoomFactor === "number" && data.zoomFactor >= 0.5 && data.zoomFactor <= 3) s.zoomFactor = data.zoomFactor;
  const n = data.notifications as Raw | undefined;
  if (n && typeof n === "object") {
    if (typeof n.enabled === "boolean") s.notifications.enabled = n.enabled;
    if (typeof n.sound === "boolean") s.notifications.sound = n.sound;
  }
  return s;
}

function isInt(v: unknown, min: number, max: number): boolean {
  return typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
}

/**
 * What the first-start page accepts as a server: an http(s) URL without credentials, query or
 * fragment; stored as its origin (the shell loads paths below it). http is for localhost and
 * private networks; anywhere else must be https. Null when unusable.
 */
export function normalizeServerUrl(raw: string): string | null {
  const url = parseHttpUrl(raw);
  if (!url || !url.hostname) return null;
  if (url.protocol === "http:" && !isLocalOrPrivateHost(url.hostname)) return null;
  return url.origin;
}

/**
 * Plain http only for loopback and literal private addresses. Not for names such as *.local,
 * *.lan or *.internal: any network (a café's Wi-Fi, a DNS answer) decides where those point, and
 * the session would travel in clear text to whoever answers.
 */
export function isLocalOrPrivateHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "localhost" || h.endsWith(".localhost") || h === "::1") return true;
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/** Remembered bounds are used only if they still overlap a screen (a monitor may have gone). */
export function visibleBounds(
  bounds: WindowState["bounds"],
  displays: readonly { x: number; y: number; width: number; height: number }[],
): { x?: number; y?: number; width: number; height: number } {
  const fallback = { width: 1400, height: 900 };
  if (!bounds) return fallback;
  if (bounds.x === undefined || bounds.y === undefined) return { width: bounds.width, height: bounds.height };
  const { x, y, width, height } = bounds as { x: number; y: number; width: number; height: number };
  const overlaps = displays.some((d) => x < d.x + d.width - 50 && x + width > d.x + 50 && y < d.y + d.height - 50 && y + height > d.y);
  return overlaps ? { x, y, width, height } : { width, height };
}
