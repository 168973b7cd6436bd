import { createHash } from "node:crypto";
import fs from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Pids of `pid` and all its descendants, from /proc (Linux). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree: number[] = [];
  const visit = (p: number) => {
    tree.push(p);
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

/**
 * CPU time (user + system, ms) used so far by a process and its descendants (the server's cluster
 * workers), or null where /proc is not there. Latency on a shared 2-core machine swings by a third
 * from run to run; the server's CPU per request is the steadier measure of a change.
 */
export function processTreeCpuMs(pid: number): number | null {
  if (!fs.existsSync("/proc/self/stat")) return null;
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // gone
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * The pid of a process on this machine running one of `names` (its /proc comm), or null: the local
 * database server, whose CPU the MariaDB benches report beside the app's (they share the two cores).
 */
export function localProcessPid(names: readonly string[]): number | null {
  if (!fs.existsSync("/proc/self/stat")) return null;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (names.includes(fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim())) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

/** The machine's CPU ticks so far, all of them and those stolen by the hypervisor, or null where /proc is not there. */
export function machineCpuTicks(): { total: number; steal: number } | null {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/**
 * The share of the machine's CPU time the hypervisor gave to other guests between two readings,
 * as "steal N%", or "" without readings. On a shared host the same run's CPU per request swings
 * by a third or more; a high steal marks a measurement taken while neighbours were busy.
 */
export function stealBetween(before: ReturnType<typeof machineCpuTicks>, after: ReturnType<typeof machineCpuTicks>): string {
  if (!before || !after || after.total <= before.total) return "";
  return `steal ${((100 * (after.steal - before.steal)) / (after.total - before.total)).toFixed(1)}%`;
}

/**
 * The CPU milliseconds this process takes for a fixed piece of work (a chain of 100,000 SHA-256
 * hashes), as "probe N ms": the same work every time, so a larger number is a slower machine at
 * that moment. This host reports no steal, yet the same build's CPU per request moved by half within
 * minutes and doubled between days (the probe read 344 to 512 ms over the five parts of one run, and
 * the parts' CPU per request followed it): figures compare only beside their probes.
 */
export function speedProbe(): string {
  const before = process.cpuUsage();
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 100_000; i++) digest = createHash("sha256").update(digest).digest();
  const used = process.cpuUsage(before);
  return `probe ${Math.round((used.user + used.system) / 1000)} ms`;
}
