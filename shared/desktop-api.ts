// The boundary between the shared UI and the desktop shell: the one small API the preload script
// exposes as `window.vetsDesktop` through contextBridge, and the IPC channel names behind it. The
// browser has no such object; the UI checks for it and adds the desktop's extras only then.

/** The token the shell adds to its user agent. The server may use it to offer features, never to authorise. */
export const DESKTOP_UA_TOKEN = "VetCareerDesktop";

export const DESKTOP_URL_SCHEME = "vetcareer";

/**
 * Paths the shell's menu sends that depend on the signed-in role, which only the page knows:
 * the page turns them into the role's search screen or its n-th main screen.
 */
export const DESKTOP_SHORTCUTS = {
  search: "/__desktop/search",
  screen: (n: number) => `/__desktop/screen/${n}`,
} as const;

/** What the UI asks the shell to show as a native notification (it decides whether to). */
export interface DesktopNotice {
  /** "notification" for a notification row, "message" for a direct message. */
  kind: "notification" | "message";
  id: number;
  title: string;
  body: string | null;
  /** An in-app path (starts with "/") that a click on the notice opens. */
  link: string | null;
}

export interface DesktopSaveFile {
  /** File name offered in the save dialog, e.g. "pipeline-2026-11-24.csv". */
  suggestedName: string;
  /** Text content (CSV). At most 20 MB. */
  content: string;
}

export type DesktopSaveResult = { saved: true } | { saved: false; reason: "cancelled" | "failed" };

/** `window.vetsDesktop` on pages of the configured server. */
export interface VetsDesktopApi {
  /** Version of the shell, for an about line. */
  readonly version: string;
  /** Unread notifications and messages: the dock/taskbar badge and the tray. */
  setUnreadCount(count: number): void;
  /** A native notification when the window is not focused and the user allows it. */
  notify(notice: DesktopNotice): void;
  /** Subscribes to in-app paths to open: notification clicks, deep links, menu shortcuts. Returns an unsubscribe. */
  onNavigate(listener: (path: string) => void): () => void;
  /** Save text through the native save dialog (CSV export). */
  saveTextFile(file: DesktopSaveFile): Promise<DesktopSaveResult>;
  /** Print the current page through the native print dialog. */
  print(): void;
}

/** `window.vetsDesktopSetup` on the shell's own local pages (first start, offline). */
export interface VetsDesktopSetupApi {
  /** Checks `${url}/healthz`; on success remembers the URL and loads it. */
  connect(url: string): Promise<{ ok: true } | { ok: false; error: string }>;
  /** The currently configured server URL (or the default). */
  currentServerUrl(): Promise<string>;
  /** Offline page: try loading the server again. */
  retry(): void;
}

export const DESKTOP_IPC = {
  setUnreadCount: "vets:set-unread-count",
  notify: "vets:notify",
  navigate: "vets:navigate",
  saveTextFile: "vets:save-text-file",
  print: "vets:print",
  setupConnect: "vets:setup-connect",
  setupCurrentUrl: "vets:setup-current-url",
  setupRetry: "vets:setup-retry",
} as const;

/** The channels only the shell's own local pages may use. */
export const LOCAL_PAGE_CHANNELS: ReadonlySet<string> = new Set([DESKTOP_IPC.setupConnect, DESKTOP_IPC.setupCurrentUrl, DESKTOP_IPC.setupRetry]);
/** The channels pages of the configured server may use. */
export const SERVER_PAGE_CHANNELS: ReadonlySet<string> = new Set([
  DESKTOP_IPC.setUnreadCount,
  DESKTOP_IPC.notify,
  DESKTOP_IPC.saveTextFile,
  DESKTOP_IPC.print,
]);

declare global {
  interface Window {
    vetsDesktop?: VetsDesktopApi;
    vetsDesktopSetup?: VetsDesktopSetupApi;
  }
}
