import cliProgress from "cli-progress";
import { runJobAlerts, JOB_ALERTS_JOB, type AlertPhase } from "~/domain/jobs/job-alerts.server";
import { processOwnerId, runOnceAcrossProcesses } from "~/lib/scheduler-lease.server";
import { type CliCommand, CliError, openDatabase, parseOptions, UsageError } from "../command";

/** A bar per phase on a terminal; one line per finished phase otherwise. */
function progressReporter() {
  const interactive = process.stderr.isTTY === true;
  let current: { phase: AlertPhase; bar: cliProgress.SingleBar | null } | null = null;
  const end = () => {
    current?.bar?.stop();
    current = null;
  };
  return {
    onProgress(phase: AlertPhase, done: number, total: number) {
      if (current?.phase !== phase) {
        end();
        const bar = interactive
          ? new cliProgress.SingleBar({ format: `${phase.padEnd(6)} [{bar}] {percentage}% | {value}/{total}`, stream: process.stderr, hideCursor: true }, cliProgress.Presets.shades_classic)
          : null;
        bar?.start(total, 0);
        current = { phase, bar };
      }
      current?.bar?.update(done);
      if (!interactive && done === total) process.stderr.write(`${phase}: ${done}/${total}\n`);
    },
    finish: end,
  };
}

export const alertsCommand: CliCommand = {
  name: "alerts",
  usage: "alerts --run",
  summary: "Email the job alerts that are due now (the scheduler does this every 10 minutes).",
  async run(argv) {
    const options = parseOptions(argv, { run: { type: "boolean" } });
    if (!options.run) throw new UsageError("Say --run to send the alerts that are due now");
    const db = await openDatabase();
    const progress = progressReporter();
    // The scheduler's lease row: while an instance is sending, this waits its turn (decision 111).
    const outcome = await runOnceAcrossProcesses(db, { name: JOB_ALERTS_JOB, periodMs: 1, leaseMs: 30 * 60_000, run: ({ now }) => runJobAlerts({ now, onProgress: progress.onProgress }) }, processOwnerId());
    progress.finish();
    if (!outcome.ran) throw new CliError("Another process is sending job alerts right now; try again in a minute");
    const result = outcome.result as Awaited<ReturnType<typeof runJobAlerts>>;
    process.stdout.write(`${result.emails} alert emails sent for ${result.due_searches} due saved searches (${result.new_jobs} new jobs considered)\n`);
  },
};
