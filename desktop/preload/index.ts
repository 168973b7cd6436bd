// The preload: the only bridge between a page and the shell. It runs sandboxed and isolated, and
// exposes a few functions through contextBridge — never ipcRenderer itself, never Node. Pages of
// the configured server get `vetsDesktop`; the shell's own local pages get `vetsDesktopSetup`.
// The main process checks each message's sender and arguments again.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from "electron";
import { DESKTOP_IPC, type DesktopNotice, type DesktopSaveFile, type DesktopSaveResult, type VetsDesktopApi, type VetsDesktopSetupApi } from "../../shared/desktop-api";

const isLocalPage = window.location.protocol === "file:";

if (isLocalPage) {
  const setup: VetsDesktopSetupApi = {
    connect: (url: string) => ipcRenderer.invoke(DESKTOP_IPC.setupConnect, String(url)),
    currentServerUrl: () => ipcRenderer.invoke(DESKTOP_IPC.setupCurrentUrl),
    retry: () => ipcRenderer.send(DESKTOP_IPC.setupRetry),
  };
  contextBridge.exposeInMainWorld("vetsDesktopSetup", setup);
} else {
  const api: VetsDesktopApi = {
    version: "1",
    setUnreadCount: (count: number) => ipcRenderer.send(DESKTOP_IPC.setUnreadCount, Number(count)),
    notify: (notice: DesktopNotice) =>
      ipcRenderer.send(DESKTOP_IPC.notify, {
        kind: notice.kind,
        id: notice.id,
        title: notice.title,
        body: notice.body,
        link: notice.link,
      }),
    onNavigate: (listener: (path: string) => void) => {
      // The page's function never sees the IPC event (it would carry the sender object).
      const wrapped = (_event: IpcRendererEvent, path: unknown) => {
        if (typeof path === "string") listener(path);
      };
      ipcRenderer.on(DESKTOP_IPC.navigate, wrapped);
      return () => {
        ipcRenderer.removeListener(DESKTOP_IPC.navigate, wrapped);
      };
    },
    saveTextFile: (file: DesktopSaveFile): Promise<DesktopSaveResult> =>
      ipcRenderer.invoke(DESKTOP_IPC.saveTextFile, { suggestedName: file.suggestedName, content: file.content }),
    print: () => ipcRenderer.send(DESKTOP_IPC.print),
  };
  contextBridge.exposeInMainWorld("vetsDesktop", api);
}
