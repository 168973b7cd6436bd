// The daily auto-apply scan's child process (remix-app/domain/auto-apply/scan.server.ts): runs the
// scan for the period given as its argument on DATABASE_URL, prints the result as one JSON line
// and exits. Off the web server's event loop by design.
import os from "node:os";
import { runDailyScan } from "~/domain/auto-apply/scan.server";
import { dbReady, disconnectDb } from "~/lib/db.server";
import { log } from "~/lib/logger.server";

const period = process.argv[2];
if (!period) {
  log.error("usage: auto-apply-scan-worker <period>");
  process.exit(2);
}
// The scan is batch work that may finish minutes later; searches are people waiting. Below-normal
// priority lets the web server on the same cores take the CPU first when both want it (decision 120).
try {
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch (e) {
  log.warn(`[auto-apply scan] could not lower the worker's priority: ${String(e)}`);
}
await dbReady();
const result = await runDailyScan(period);
process.stdout.write(`${JSON.stringify(result)}\n`);
await disconnectDb();
process.exit(0);
