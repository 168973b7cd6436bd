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

/**
 * Progress of a job source import on stderr: a live counter bar on a terminal (the total is not
 * known until the source's last page), one line per finished board otherwise.
 */
export function importProgressReporter(label: string): {
  onProgress: (p: { seen: number; added: number; updated: number }) => void;
  finish(): void;
} {
  const interactive = process.stderr.isTTY === true;
  const bar = interactive
    ? new cliProgress.SingleBar(
        {
          format: `${label} {spinner} {value} seen | {added} added | {updated} updated`,
          stream: process.stderr,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  let started = false;
  let last = { seen: 0, added: 0, updated: 0 };
  const spin = ["-", "\\", "|", "/"];
  return {
    onProgress(p) {
      last = p;
      if (!bar) return;
      if (!started) {
        bar.start(0, 0, { added: 0, updated: 0, spinner: spin[0] });
        started = true;
      }
      bar.setTotal(p.seen);
      bar.update(p.seen, { added: p.added, updated: p.updated, spinner: spin[p.seen % spin.length] });
    },
    finish() {
      if (bar && started) bar.stop();
      if (!interactive) process.stderr.write(`${label}: ${last.seen} seen, ${last.added} added, ${last.updated} updated\n`);
    },
  };
}
