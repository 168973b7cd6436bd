// The shell's security decisions as plain functions (no Electron import), so every rule of
// Electron's security checklist that applies here is tested in Node: window options, where the
// window may navigate, what may open outside, which permissions a page gets.
import type { BrowserWindowConstructorOptions, WebPreferences } from "electron";

/**
 * The only webPreferences any window or view of the shell is created with. Node stays out of the
 * renderer, its subframes and its workers; the page and the preload live in separate, sandboxed
 * worlds; Chromium's same-origin policy stays on.
 */
export function hardenedWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: true,
  };
}

export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

/** The main window: remembered bounds (or a size that fits dense tables), hardened preferences. */
export function hardenedWindowOptions(preloadPath: string, bounds: WindowBounds): BrowserWindowConstructorOptions {
  return {
    ...bounds,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: "VetCareer",
    backgroundColor: "#f6f7f9",
    autoHideMenuBar: false,
    webPreferences: hardenedWebPreferences(preloadPath),
  };
}

/** Parses a URL; null for anything that is not one. */
export function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/**
 * Same origin by the URL parser's own reading (scheme, host, port), so look-alike hosts
 * (`localhost.evil.com`), userinfo tricks (`http://localhost:3000@evil.com`) and other ports fail.
 */
export function isSameOrigin(raw: string, allowedOrigin: string): boolean {
  const url = parseUrl(raw);
  const allowed = parseUrl(allowedOrigin);
  if (!url || !allowed) return false;
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  return url.origin === allowed.origin;
}

export type NavigationDecision = { action: "allow" } | { action: "deny" } | { action: "open-external"; url: string };

/**
 * `will-navigate` and `will-redirect`: inside the configured origin the window follows; an http(s)
 * link elsewhere opens in the user's browser (if allowed) and the window stays; anything else is
 * refused. The shell's own local pages are allowed too (first start, offline).
 */
export function decideNavigation(raw: string, allowedOrigin: string | null, localPagePrefix: string): NavigationDecision {
  if (isLocalPageUrl(raw, localPagePrefix)) return { action: "allow" };
  if (allowedOrigin && isSameOrigin(raw, allowedOrigin)) return { action: "allow" };
  return isAllowedExternalUrl(raw) ? { action: "open-external", url: new URL(raw).href } : { action: "deny" };
}

/**
 * `setWindowOpenHandler`: the shell never opens a second window. Links to our own origin load in
 * the one window; http(s) links elsewhere go to the user's browser; other schemes go nowhere.
 */
export function decideWindowOpen(raw: string, allowedOrigin: string | null): NavigationDecision {
  if (allowedOrigin && isSameOrigin(raw, allowedOrigin)) return { action: "allow" };
  return isAllowedExternalUrl(raw) ? { action: "open-external", url: new URL(raw).href } : { action: "deny" };
}

/** Chromium's transient user activation lasts 5 s; a link opened later than that after a click or key was not the user's. */
export const USER_ACTIVATION_MS = 5000;

/**
 * The user's browser opens only on the user's click or key: a page script's `window.open`, a timed navigation or a
 * server's redirect to another site is refused instead (`lastInputAt`: the window's last mouse-down or key-down, ms).
 */
export function requireUserActivation(decision: NavigationDecision, lastInputAt: number | null, now: number): NavigationDecision {
  if (decision.action !== "open-external") return decision;
  const since = lastInputAt === null ? Number.POSITIVE_INFINITY : now - lastInputAt;
  return since >= 0 && since <= USER_ACTIVATION_MS ? decision : { action: "deny" };
}

/**
 * What may go to `shell.openExternal`: only http(s) with a real host, no credentials in the URL.
 * `file:`, `javascript:`, `data:`, `vbscript:`, `smb:` and custom schemes could run or open local
 * things, so they never leave the shell.
 */
export function isAllowedExternalUrl(raw: string): boolean {
  const url = parseUrl(raw);
  if (!url) return false;
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (!url.hostname || url.username || url.password) return false;
  return raw.length <= 2048;
}

/** The shell's bundled pages, loaded from file:// inside the app. Exact prefix, no traversal. */
export function isLocalPageUrl(raw: string, localPagePrefix: string): boolean {
  const url = parseUrl(raw);
  if (!url || url.protocol !== "file:") return false;
  const prefix = parseUrl(localPagePrefix);
  if (!prefix) return false;
  return url.href.startsWith(prefix.href) && !decodeURIComponent(url.pathname).includes("..");
}

/**
 * The session's permission handler: pages of the configured origin may show notifications, and
 * nothing else (no camera, microphone, geolocation, clipboard reads, HID, serial, MIDI…). Pages
 * from anywhere else get nothing.
 */
export function decidePermission(permission: string, requestingUrl: string, allowedOrigin: string | null): boolean {
  if (permission !== "notifications") return false;
  return allowedOrigin !== null && isSameOrigin(requestingUrl, allowedOrigin);
}

/** The CSP of the shell's local pages: their own script and style files, nothing remote or inline. */
export const LOCAL_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";
