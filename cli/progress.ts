import cliProgress from "cli-progress";
import type { BulkSeedPhase, BulkSeedProgress } from "../seed/bulk-seed.server";

/**
 * Progress of a bulk seed on stderr: a live bar per phase on a terminal, and one line per
 * finished phase when stderr is a file or pipe (so logs stay readable).
 */
export function seedProgressReporter(): { onProgress: BulkSeedProgress; finish(): void } {
  const interactive = process.stderr.isTTY === true;
  let current: { phase: BulkSeedPhase; bar: cliProgress.SingleBar | null; startedAt: number } | null = null;

  const endPhase = () => {
    if (!current) return;
    current.bar?.stop();
    if (!interactive) {
      const seconds = ((Date.now() - current.startedAt) / 1000).toFixed(1);
      process.stderr.write(`${current.phase}: done in ${seconds}s\n`);
    }
    current = null;
  };

  const onProgress: BulkSeedProgress = (phase, done, total) => {
    if (current?.phase !== phase) {
      endPhase();
      const bar = interactive
        ? new cliProgress.SingleBar(
            {
              format: `${phase.padEnd(9)} [{bar}] {percentage}% | {value}/{total} | ETA {eta_formatted}`,
              stream: process.stderr,
              hideCursor: true,
            },
            cliProgress.Presets.shades_classic,
          )
        : null;
      bar?.start(total, 0);
      current = { phase, bar, startedAt: Date.now() };
    }
    current?.bar?.update(done);
  };

  return { onProgress, finish: endPhase };
}
