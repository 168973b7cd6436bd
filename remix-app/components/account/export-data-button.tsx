import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { useToast } from "~/components/shell/toaster";

function fileNameFrom(disposition: string | null): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1] ?? `vetcareer-${new Date().toISOString().slice(0, 10)}.json`;
}

/** Fetches the export from `href` and saves it under the server's file name. */
export function ExportDataButton({ href }: { href: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function exportData() {
    setBusy(true);
    try {
      const res = await fetch(href, { credentials: "same-origin", headers: { Accept: "application/json" } });
      // A lost session answers with the login page, which must not be saved as the export.
      if (!res.ok || !(res.headers.get("Content-Type") ?? "").startsWith("application/json")) throw new Error(`export failed with ${res.status}`);
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameFrom(res.headers.get("Content-Disposition"));
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast("Data exported successfully!", "success");
    } catch {
      toast("Failed to export data", "danger");
    } finally {
      setBusy(false);
    }
  }

  return <Button icon="download" text="Export Data" loading={busy} onClick={() => void exportData()} />;
}
