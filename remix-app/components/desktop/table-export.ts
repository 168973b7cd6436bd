import type { DesktopSaveResult } from "@shared/desktop-api";

/**
 * Saves a CSV: through the desktop shell's save dialog when it is there, otherwise as a browser
 * download. Resolves to what happened so the screen can say so.
 */
export async function saveCsv(fileName: string, content: string): Promise<DesktopSaveResult> {
  const desktop = window.vetsDesktop;
  if (desktop) return desktop.saveTextFile({ suggestedName: fileName, content });
  const url = URL.createObjectURL(new Blob([content], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { saved: true };
}

/** Prints the page (native dialog in the shell; the browser's otherwise). Print CSS shows the plain table. */
export function printPage(): void {
  if (window.vetsDesktop) window.vetsDesktop.print();
  else window.print();
}
