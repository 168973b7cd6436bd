// The Electron main process: one hardened window on the configured server, plus what a browser
// cannot do (native notifications, badge and tray, save dialog, deep links, offline page). Every
// decision is made by the small functions next to this file; this file only wires them to Electron.
import { app, BrowserWindow, dialog, ipcMain, Menu, nativeImage, net, Notification, screen, session, shell, Tray, type IpcMainEvent, type IpcMainInvokeEvent, type WebContents } from "electron";
import Store, { type Schema } from "electron-store";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DESKTOP_IPC, DESKTOP_UA_TOKEN, DESKTOP_URL_SCHEME } from "../../shared/desktop-api";
import { badgeText, noticeTarget, rememberShown, shouldShowNativeNotification, trayTooltip } from "./attention";
import { deepLinkFromArgv, parseDeepLink } from "./deep-link";
import { isTrustedSender, parseNotice, parseSaveFile, parseServerUrlArgument, parseUnreadCount } from "./ipc-validation";
import { buildMenuTemplate } from "./menu";
import { decideNavigation, decidePermission, decideWindowOpen, hardenedWindowOptions, isSameOrigin, requireUserActivation } from "./security";
import { DEFAULT_SERVER_URL, normalizeServerUrl, readSettings, SETTINGS_DEFAULTS, SETTINGS_MIGRATIONS, SETTINGS_SCHEMA, visibleBounds, type DesktopSettings } from "./settings";

const here = path.dirname(fileURLToPath(import.meta.url));
const preloadPath = path.join(here, "../preload/index.cjs");
const pagesDir = path.join(here, "../pages");
const localPagePrefix = pathToFileURL(pagesDir + path.sep).href;
const iconPath = path.join(here, "../../../desktop/resources/icon.png");

const store = new Store<DesktopSettings>({
  name: "settings",
  defaults: SETTINGS_DEFAULTS,
  schema: SETTINGS_SCHEMA as unknown as Schema<DesktopSettings>,
  migrations: Object.fromEntries(
    Object.entries(SETTINGS_MIGRATIONS).map(([version, migrate]) => [
      version,
      (s: { store: DesktopSettings }) => {
        const data = { ...(s.store as unknown as Record<string, unknown>) };
        migrate(data);
        s.store = readSettings(data);
      },
    ]),
  ),
});

let settings = readSettings(store.store as unknown as Record<string, unknown>);
let mainWindow: BrowserWindow | null = null;
let tray: Tray | null = null;
let unreadCount = 0;
let pendingPath: string | null = null;
let offlineTimer: NodeJS.Timeout | null = null;
const recentlyShown = new Set<string>();

function allowedOrigin(): string | null {
  return settings.serverUrl;
}

function saveSettings(next: DesktopSettings): void {
  settings = next;
  store.store = next;
}

// ---- single instance and deep links -------------------------------------------------------------

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on("second-instance", (_event, argv) => {
    focusWindow();
    const target = deepLinkFromArgv(argv);
    if (target) openInApp(target);
  });
  app.on("open-url", (event, url) => {
    event.preventDefault();
    const target = parseDeepLink(url);
    if (target) openInApp(target);
  });
  app.setAsDefaultProtocolClient(DESKTOP_URL_SCHEME);
  void app.whenReady().then(start);
}

function focusWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

/** Sends an in-app path to the page (which navigates client-side), or loads it when the page cannot. */
function openInApp(appPath: string): void {
  focusWindow();
  const origin = allowedOrigin();
  if (!mainWindow || !origin) {
    pendingPath = appPath;
    return;
  }
  const current = mainWindow.webContents.getURL();
  if (isSameOrigin(current, origin)) mainWindow.webContents.send(DESKTOP_IPC.navigate, appPath);
  else void mainWindow.loadURL(new URL(appPath, origin).href);
}

// ---- every web contents, present and future ------------------------------------------------------

const USER_INPUT_TYPES = new Set(["mouseDown", "keyDown", "rawKeyDown", "gestureTap"]);

function lockDown(contents: WebContents): void {
  contents.on("will-attach-webview", (event) => event.preventDefault());
  let lastInputAt: number | null = null;
  contents.on("input-event", (_event, input) => {
    if (USER_INPUT_TYPES.has(input.type)) lastInputAt = Date.now();
  });
  const guard = (event: { preventDefault(): void }, url: string, redirect = false) => {
    const wanted = decideNavigation(url, allowedOrigin(), localPagePrefix);
    // A redirect is the server's doing, never a click: it may not open the user's browser.
    const decision = redirect ? requireUserActivation(wanted, null, Date.now()) : requireUserActivation(wanted, lastInputAt, Date.now());
    if (decision.action === "allow") return;
    event.preventDefault();
    if (decision.action === "open-external") void shell.openExternal(decision.url);
  };
  contents.on("will-navigate", (event) => guard(event, event.url));
  contents.on("will-frame-navigate", (event) => {
    if (!event.isMainFrame) guard(event, event.url);
  });
  contents.on("will-redirect", (event) => guard(event, event.url, true));
  contents.setWindowOpenHandler(({ url }) => {
    const decision = requireUserActivation(decideWindowOpen(url, allowedOrigin()), lastInputAt, Date.now());
    if (decision.action === "allow") void contents.loadURL(url);
    else if (decision.action === "open-external") void shell.openExternal(decision.url);
    return { action: "deny" };
  });
}

// ---- window ---------------------------------------------------------------------------------------

function createMainWindow(): BrowserWindow {
  const bounds = visibleBounds(settings.window.bounds, screen.getAllDisplays().map((d) => d.workArea));
  const win = new BrowserWindow({ ...hardenedWindowOptions(preloadPath, bounds), icon: iconPath });
  if (settings.window.maximized) win.maximize();
  win.once("ready-to-show", () => win.show());
  win.webContents.on("did-finish-load", () => win.webContents.setZoomFactor(settings.zoomFactor));
  win.webContents.on("did-fail-load", (_event, errorCode, _description, url, isMainFrame) => {
    // -3 is an aborted load (a navigation replaced it), not an outage.
    if (!isMainFrame || errorCode === -3 || !allowedOrigin() || !isSameOrigin(url, allowedOrigin() as string)) return;
    showOffline();
  });
  const remember = () => {
    if (win.isDestroyed()) return;
    const maximized = win.isMaximized();
    const b = maximized ? settings.window.bounds : win.getNormalBounds();
    saveSettings({ ...settings, window: { bounds: b ?? null, maximized }, zoomFactor: clampZoom(win.webContents.getZoomFactor()) });
  };
  win.on("close", remember);
  win.on("closed", () => (mainWindow = null));
  return win;
}

function clampZoom(z: number): number {
  return Math.min(3, Math.max(0.5, Math.round(z * 100) / 100));
}

function loadServer(): void {
  if (!mainWindow) return;
  const origin = allowedOrigin();
  if (!origin) {
    void mainWindow.loadFile(path.join(pagesDir, "setup.html"));
    return;
  }
  const target = pendingPath ?? "/";
  pendingPath = null;
  void mainWindow.loadURL(new URL(target, origin).href);
}

/** The friendly offline page; it retries on its button and by itself every 10 s once /healthz answers. */
function showOffline(): void {
  if (!mainWindow) return;
  void mainWindow.loadFile(path.join(pagesDir, "offline.html"));
  if (offlineTimer) return;
  offlineTimer = setInterval(async () => {
    const origin = allowedOrigin();
    if (origin && (await serverAnswers(origin))) {
      stopOfflinePolling();
      loadServer();
    }
  }, 10_000);
}

function stopOfflinePolling(): void {
  if (offlineTimer) clearInterval(offlineTimer);
  offlineTimer = null;
}

async function serverAnswers(origin: string): Promise<boolean> {
  try {
    const res = await net.fetch(new URL("/healthz", origin).href, { redirect: "error", signal: AbortSignal.timeout(5000), cache: "no-store" });
    if (!res.ok) return false;
    const body = (await res.json()) as { status?: unknown };
    return body.status === "ok";
  } catch {
    return false;
  }
}

// ---- badge, tray, notifications -----------------------------------------------------------------

function showUnread(count: number): void {
  unreadCount = count;
  app.setBadgeCount(count);
  if (process.platform === "darwin") app.dock?.setBadge(badgeText(count));
  if (tray) {
    tray.setToolTip(trayTooltip(count));
    if (process.platform === "darwin") tray.setTitle(badgeText(count));
  }
}

function createTray(): void {
  const image = nativeImage.createFromPath(iconPath).resize({ width: 16, height: 16 });
  tray = new Tray(image);
  tray.setToolTip(trayTooltip(unreadCount));
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: "Open VetCareer", click: () => focusWindow() },
      { label: "New Message", click: () => openInApp("/inbox?compose=1") },
      { type: "separator" },
      { label: "Quit", click: () => app.quit() },
    ]),
  );
  tray.on("click", () => focusWindow());
}

// ---- IPC ------------------------------------------------------------------------------------------

function senderOf(event: IpcMainEvent | IpcMainInvokeEvent) {
  const frame = event.senderFrame;
  return { frameUrl: frame?.url ?? null, isMainFrame: frame !== null && frame === event.sender.mainFrame };
}

function trusted(channel: string, event: IpcMainEvent | IpcMainInvokeEvent): boolean {
  return event.sender === mainWindow?.webContents && isTrustedSender(channel, senderOf(event), allowedOrigin(), localPagePrefix);
}

function registerIpc(): void {
  ipcMain.on(DESKTOP_IPC.setUnreadCount, (event, value: unknown) => {
    const count = parseUnreadCount(value);
    if (trusted(DESKTOP_IPC.setUnreadCount, event) && count !== null) showUnread(count);
  });
  ipcMain.on(DESKTOP_IPC.notify, (event, value: unknown) => {
    const notice = parseNotice(value);
    if (!trusted(DESKTOP_IPC.notify, event) || !notice || !mainWindow) return;
    const show = shouldShowNativeNotification(notice.kind, notice.id, {
      windowFocused: mainWindow.isFocused(),
      enabledOnThisComputer: settings.notifications.enabled,
      supported: Notification.isSupported(),
      recentlyShown,
    });
    if (!show) return;
    rememberShown(recentlyShown, `${notice.kind}:${notice.id}`);
    const native = new Notification({ title: notice.title, body: notice.body ?? "", silent: !settings.notifications.sound });
    native.on("click", () => openInApp(noticeTarget(notice)));
    native.show();
  });
  ipcMain.on(DESKTOP_IPC.print, (event) => {
    if (trusted(DESKTOP_IPC.print, event)) event.sender.print({ silent: false, printBackground: true });
  });
  ipcMain.handle(DESKTOP_IPC.saveTextFile, async (event, value: unknown) => {
    const file = parseSaveFile(value);
    if (!trusted(DESKTOP_IPC.saveTextFile, event) || !file || !mainWindow) return { saved: false, reason: "failed" };
    const choice = await dialog.showSaveDialog(mainWindow, {
      defaultPath: path.join(app.getPath("downloads"), file.suggestedName),
      filters: [{ name: "CSV", extensions: ["csv"] }],
    });
    if (choice.canceled || !choice.filePath) return { saved: false, reason: "cancelled" };
    try {
      await writeFile(choice.filePath, file.content, "utf8");
      return { saved: true };
    } catch {
      return { saved: false, reason: "failed" };
    }
  });
  ipcMain.handle(DESKTOP_IPC.setupCurrentUrl, (event) => (trusted(DESKTOP_IPC.setupCurrentUrl, event) ? (settings.serverUrl ?? DEFAULT_SERVER_URL) : null));
  ipcMain.handle(DESKTOP_IPC.setupConnect, async (event, value: unknown) => {
    if (!trusted(DESKTOP_IPC.setupConnect, event)) return { ok: false, error: "Not allowed" };
    const raw = parseServerUrlArgument(value);
    const origin = raw ? normalizeServerUrl(raw) : null;
    if (!origin) {
      return { ok: false, error: "Enter the server's address, e.g. http://localhost:3000 (plain http only for this computer or your local network)." };
    }
    if (!(await serverAnswers(origin))) return { ok: false, error: `No VetCareer server answered at ${origin}/healthz. Check the address and that the server is running.` };
    saveSettings({ ...settings, serverUrl: origin });
    loadServer();
    return { ok: true };
  });
  ipcMain.on(DESKTOP_IPC.setupRetry, (event) => {
    if (!trusted(DESKTOP_IPC.setupRetry, event)) return;
    stopOfflinePolling();
    loadServer();
  });
}

// ---- start ----------------------------------------------------------------------------------------

function start(): void {
  const ses = session.defaultSession;
  ses.setUserAgent(`${ses.getUserAgent()} ${DESKTOP_UA_TOKEN}/${app.getVersion()}`);
  ses.setPermissionRequestHandler((contents, permission, callback) => callback(decidePermission(permission, contents.getURL(), allowedOrigin())));
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) => decidePermission(permission, requestingOrigin, allowedOrigin()));
  app.on("web-contents-created", (_event, contents) => lockDown(contents));
  registerIpc();

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate(
        process.platform,
        {
          navigate: (p) => openInApp(p),
          print: () => mainWindow?.webContents.print({ silent: false, printBackground: true }),
          changeServer: () => {
            stopOfflinePolling();
            void mainWindow?.loadFile(path.join(pagesDir, "setup.html"));
          },
          showAbout: () => void dialog.showMessageBox({ type: "info", title: "VetCareer", message: `VetCareer desktop ${app.getVersion()}`, detail: settings.serverUrl ?? "No server configured" }),
        },
        { devTools: !app.isPackaged },
      ),
    ),
  );

  const initial = deepLinkFromArgv(process.argv);
  if (initial) pendingPath = initial;
  mainWindow = createMainWindow();
  createTray();
  loadServer();

  app.on("activate", () => {
    if (!mainWindow) {
      mainWindow = createMainWindow();
      loadServer();
    } else focusWindow();
  });
}

app.on("window-all-closed", () => {
  if (process.platform !== "darwin") app.quit();
});
