import { exportUserData } from "./export-user-data.server";

/** "vetcareer-2026-03-04.json": the product prefix and the UTC date of the export. */
export function exportFileName(now: Date): string {
  return `vetcareer-${now.toISOString().slice(0, 10)}.json`;
}

/** The user's export as a JSON file download, never cached by the browser or a proxy. */
export async function exportDownload(userId: number, now = new Date()): Promise<Response> {
  const data = await exportUserData(userId, now);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
}
