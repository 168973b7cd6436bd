// The application menu as data: the usual roles and shortcuts, plus Go › Search (Ctrl/Cmd+K) and
// the main screens (Ctrl/Cmd+1..5). Screen targets depend on the signed-in role, which only the
// page knows, so the menu sends shortcut paths the page resolves (see shared/desktop-api.ts).
import type { MenuItemConstructorOptions } from "electron";
import { DESKTOP_SHORTCUTS } from "../../shared/desktop-api";

export interface MenuActions {
  navigate(path: string): void;
  print(): void;
  changeServer(): void;
  showAbout(): void;
}

export function buildMenuTemplate(platform: NodeJS.Platform, actions: MenuActions, options: { devTools: boolean }): MenuItemConstructorOptions[] {
  const isMac = platform === "darwin";
  const screens: MenuItemConstructorOptions[] = [1, 2, 3, 4, 5].map((n) => ({
    label: `Main Screen ${n}`,
    accelerator: `CmdOrCtrl+${n}`,
    click: () => actions.navigate(DESKTOP_SHORTCUTS.screen(n)),
  }));
  return [
    ...(isMac ? [{ role: "appMenu" as const }] : []),
    {
      label: "File",
      submenu: [
        { label: "Print…", accelerator: "CmdOrCtrl+P", click: () => actions.print() },
        { type: "separator" },
        { label: "Change Server…", click: () => actions.changeServer() },
        { type: "separator" },
        isMac ? { role: "close" } : { role: "quit" },
      ],
    },
    { role: "editMenu" },
    {
      label: "View",
      submenu: [
        { role: "reload" },
        { role: "forceReload" },
        ...(options.devTools ? [{ role: "toggleDevTools" as const }] : []),
        { type: "separator" },
        { role: "resetZoom" },
        { role: "zoomIn" },
        { role: "zoomOut" },
        { type: "separator" },
        { role: "togglefullscreen" },
      ],
    },
    {
      label: "Go",
      submenu: [
        { label: "Search Jobs or People", accelerator: "CmdOrCtrl+K", click: () => actions.navigate(DESKTOP_SHORTCUTS.search) },
        { label: "Inbox", accelerator: "CmdOrCtrl+Shift+I", click: () => actions.navigate("/inbox") },
        { type: "separator" },
        ...screens,
      ],
    },
    { role: "windowMenu" },
    { role: "help", submenu: [{ label: "About VetCareer", click: () => actions.showAbout() }] },
  ];
}
