/**
 * The letter writer and its grounding check, in-process: `npm run bench:writing`.
 * 1. Local letter (requirement comparison → letter → its own check; facts read once per veteran): p95 ≤ 20 ms.
 * 2. Grounding check per text (the local letters and provider-style letters with false claims): p95 ≤ 5 ms.
 * Generated profiles × seeded jobs (tests/fixtures/writing-profiles.ts); exits 1 when over budget.
 * The daily scan budget with the check on every letter is measured by `npm run bench:auto-apply`,
 * whose worker writes each queued letter through writeCoverLetters (comparison + letter + check).
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { prepareLetter } from "~/domain/writing/cover-letter.server";
import { checkGrounding } from "~/domain/writing/grounding.server";
import { veteranFactsFrom } from "~/domain/writing/writer-facts.server";
import { generatedJobs, generatedVeterans } from "../fixtures/writing-profiles";

const LETTER_BUDGET_MS = 20;
const CHECK_BUDGET_MS = 5;
const WARM_UP = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(name: string, timings: number[], budget: number): boolean {
  timings.sort((a, b) => a - b);
  const p50 = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  console.log(`${name}: ${timings.length} samples, p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${timings[timings.length - 1].toFixed(2)} ms (budget p95 ≤ ${budget} ms)`);
  return p95 <= budget;
}

const LIES = [
  "\n\nI hold an active Top Secret clearance and I administer Microsoft SQL Server and Oracle Primavera.",
  "\n\nI would accept 40% less than the posted salary, relocate at my own cost and start tomorrow.",
];

function main(): void {
  const veterans = generatedVeterans(40);
  const jobs = generatedJobs(25);
  const letterTimes: number[] = [];
  const checkTimes: number[] = [];
  const letterCpu: number[] = [];
  const checkCpu: number[] = [];
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  let n = 0;
  let refused = 0;
  for (const veteran of veterans) {
    // Facts are read once per veteran for all of a run's letters (writeCoverLetters).
    const facts = veteranFactsFrom(veteran.user, veteran.profile);
    for (const job of jobs) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const { context, localText } = prepareLetter(facts, job);
      const letterMs = performance.now() - started;
      const letterCpuMs = cpuMs(cpu);
      const texts = [localText, localText + LIES[n % LIES.length]];
      for (const text of texts) {
        const t = performance.now();
        const c = process.cpuUsage();
        const result = checkGrounding(text, context);
        const ms = performance.now() - t;
        if (result.failures.length > 0) refused += 1;
        if (n >= WARM_UP) {
          checkTimes.push(ms);
          checkCpu.push(cpuMs(c));
        }
      }
      if (n >= WARM_UP) {
        letterTimes.push(letterMs);
        letterCpu.push(letterCpuMs);
      }
      n += 1;
    }
  }
  // Wall time moves with the shared host's load; CPU time is this process's own cost. Either within budget passes.
  const lettersWall = summary("local letter (comparison + letter + its check), wall", letterTimes, LETTER_BUDGET_MS);
  const lettersCpu = summary("local letter (comparison + letter + its check), CPU", letterCpu, LETTER_BUDGET_MS);
  const checkWall = summary("grounding check per text, wall", checkTimes, CHECK_BUDGET_MS);
  const checkCpuOk = summary("grounding check per text, CPU", checkCpu, CHECK_BUDGET_MS);
  const lettersOk = lettersWall || lettersCpu;
  const checkOk = checkWall || checkCpuOk;
  console.log(`texts refused: ${refused} of ${n * 2} (every lying text, no truthful one: ${refused === n ? "yes" : "NO"})`);
  const [load1, load5] = os.loadavg();
  console.log(`load average: ${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min) on ${os.availableParallelism()} cores`);
  if (!lettersOk || !checkOk || refused !== n) process.exit(1);
}

main();
