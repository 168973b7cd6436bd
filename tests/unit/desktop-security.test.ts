import { describe, expect, it } from "vitest";
import {
  decideNavigation,
  decidePermission,
  decideWindowOpen,
  requireUserActivation,
  USER_ACTIVATION_MS,
  hardenedWebPreferences,
  hardenedWindowOptions,
  isAllowedExternalUrl,
  isSameOrigin,
} from "../../desktop/main/security";

const ORIGIN = "http://localhost:3000";
const LOCAL = "file:///opt/VetCareer/resources/app.asar/build/desktop/pages/";

describe("window options (Electron's checklist)", () => {
  it("every window runs isolated, sandboxed, without Node and with web security", () => {
    const prefs = hardenedWebPreferences("/app/preload/index.cjs");
    expect(prefs).toMatchObject({
      preload: "/app/preload/index.cjs",
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    });
    const win = hardenedWindowOptions("/p.cjs", { width: 1200, height: 800 });
    expect(win.webPreferences).toEqual(hardenedWebPreferences("/p.cjs"));
    expect(win.show).toBe(false);
  });
});

// The URL table of issue 14: what the window may navigate to, what opens outside, what goes nowhere.
const NAVIGATION_TABLE: Array<[string, "allow" | "deny" | "open-external"]> = [
  ["http://localhost:3000/", "allow"],
  ["http://localhost:3000/inbox?thread=4", "allow"],
  ["http://LOCALHOST:3000/jobs", "allow"],
  ["http://localhost:3000/../../etc/passwd", "allow"], // normalised by the URL parser to /etc/passwd on our own server
  ["https://localhost:3000/", "open-external"], // another scheme is another origin
  ["http://localhost:3001/", "open-external"], // another port
  ["http://localhost/", "open-external"],
  ["http://127.0.0.1:3000/", "open-external"], // same machine, different origin string
  ["http://localhost.evil.com:3000/", "open-external"], // look-alike host
  ["http://localhost:3000.evil.com/", "deny"], // WHATWG URL rejects a non-numeric port: not a URL at all
  ["http://evil.com#http://localhost:3000/", "open-external"],
  ["http://localhost:3000@evil.com/", "deny"], // userinfo trick: the host is evil.com, and URLs with credentials go nowhere
  ["http://user:pass@localhost:3000/", "deny"], // credentials in a URL to our own origin are refused, and never sent outside
  ["https://www.usajobs.gov/job/123", "open-external"],
  ["file:///etc/passwd", "deny"],
  ["file:///opt/VetCareer/resources/app.asar/build/desktop/pages/setup.html", "allow"],
  ["file:///opt/VetCareer/resources/app.asar/build/desktop/pages/../../../../etc/passwd", "deny"],
  ["file:///opt/VetCareer/resources/app.asar/build/desktop/pages/%2e%2e/secret.html", "deny"],
  ["javascript:alert(1)", "deny"],
  ["JavaScript:alert(document.cookie)", "deny"],
  ["data:text/html,<script>alert(1)</script>", "deny"],
  ["vbscript:msgbox(1)", "deny"],
  ["vetcareer://thread/1", "deny"],
  ["smb://fileserver/share", "deny"],
  ["ms-msdt:/id PCWDiagnostic", "deny"],
  ["about:blank", "deny"],
  ["chrome://settings", "deny"],
  ["", "deny"],
  ["not a url", "deny"],
];

describe("navigation and redirects are locked to the configured origin", () => {
  it.each(NAVIGATION_TABLE)("%s → %s", (url, expected) => {
    expect(decideNavigation(url, ORIGIN, LOCAL).action).toBe(expected);
  });

  it("allows nothing of the server before one is configured (only the local pages)", () => {
    expect(decideNavigation("http://localhost:3000/", null, LOCAL).action).toBe("open-external");
    expect(decideNavigation(`${LOCAL}setup.html`, null, LOCAL).action).toBe("allow");
  });

  it("compares origins by parsing, never by string prefix", () => {
    expect(isSameOrigin("http://localhost:30000/", ORIGIN)).toBe(false);
    expect(isSameOrigin("http://localhost:3000/x", ORIGIN)).toBe(true);
    // A backslash is a path separator in http URLs, as the browser reads it: this is our own /@evil.com/.
    expect(isSameOrigin("http://localhost:3000\\@evil.com/", ORIGIN)).toBe(true);
    expect(isSameOrigin("ws://localhost:3000/", ORIGIN)).toBe(false);
  });
});

describe("window.open never opens a window", () => {
  it.each([
    ["http://localhost:3000/profile/3", "allow"],
    ["https://www.linkedin.com/in/someone", "open-external"],
    ["http://localhost:3000@evil.com/", "deny"],
    ["javascript:alert(1)", "deny"],
    ["file:///C:/Windows/System32/calc.exe", "deny"],
    ["data:text/html,hi", "deny"],
    ["vetcareer://applicant/3", "deny"],
  ])("%s → %s", (url, expected) => {
    expect(decideWindowOpen(url, ORIGIN).action).toBe(expected);
  });

  it("hands only plain http(s) with a host and no credentials to the OS browser", () => {
    expect(isAllowedExternalUrl("https://example.com/a?b=c")).toBe(true);
    expect(isAllowedExternalUrl("https://user:pw@example.com/")).toBe(false);
    expect(isAllowedExternalUrl("https://")).toBe(false);
    expect(isAllowedExternalUrl(`https://example.com/${"a".repeat(3000)}`)).toBe(false);
  });
});

describe("permission handler", () => {
  it("grants notifications to our own origin only, and nothing else to anyone", () => {
    expect(decidePermission("notifications", "http://localhost:3000/inbox", ORIGIN)).toBe(true);
    expect(decidePermission("notifications", "http://localhost:3001/", ORIGIN)).toBe(false);
    expect(decidePermission("notifications", "https://evil.com/", ORIGIN)).toBe(false);
    expect(decidePermission("notifications", "http://localhost:3000/", null)).toBe(false);
    for (const p of ["media", "geolocation", "clipboard-read", "openExternal", "hid", "serial", "usb", "midiSysex", "pointerLock", "fullscreen", "display-capture"]) {
      expect(decidePermission(p, "http://localhost:3000/", ORIGIN)).toBe(false);
    }
  });
});

describe("the user's browser opens only on the user's click", () => {
  const external = decideWindowOpen("https://www.linkedin.com/in/someone", ORIGIN);
  const now = 1_000_000;

  it("opens within the activation window of a click or key", () => {
    expect(requireUserActivation(external, now - 200, now)).toEqual(external);
    expect(requireUserActivation(external, now - USER_ACTIVATION_MS, now)).toEqual(external);
  });

  it("refuses a script's window.open with no input, or long after it, and every redirect", () => {
    expect(requireUserActivation(external, null, now).action).toBe("deny");
    expect(requireUserActivation(external, now - USER_ACTIVATION_MS - 1, now).action).toBe("deny");
    expect(requireUserActivation(decideNavigation("https://evil.example/", ORIGIN, LOCAL), null, now).action).toBe("deny");
  });

  it("leaves navigation inside the app alone", () => {
    expect(requireUserActivation(decideWindowOpen("http://localhost:3000/profile/3", ORIGIN), null, now).action).toBe("allow");
  });
});
