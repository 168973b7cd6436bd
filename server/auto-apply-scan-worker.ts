// The daily auto-apply scan's child process (remix-app/domain/auto-apply/scan.server.ts): runs the
// scan for the period given as its argument on DATABASE_URL, prints the result as one JSON line
// and exits. Off the web server's event loop by design.
import { runDailyScan } from "~/domain/auto-apply/scan.server";
import { dbReady, disconnectDb } from "~/lib/db.server";
import { log } from "~/lib/logger.server";

const period = process.argv[2];
if (!period) {
  log.error("usage: auto-apply-scan-worker <period>");
  process.exit(2);
}
await dbReady();
const result = await runDailyScan(period);
process.stdout.write(`${JSON.stringify(result)}\n`);
await disconnectDb();
process.exit(0);
