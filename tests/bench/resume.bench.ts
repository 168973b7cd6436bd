/**
 * Resume PDF generation with the local writer: p95 must stay ≤ 300 ms per resume.
 * Each sample composes the resume for a different veteran (codes sampled across all five services,
 * rotating templates) and renders its PDF, as GET /api/resume/{id}/pdf does after its one read.
 * Run: npm run bench:resume  (exits 1 when over budget)
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { RESUME_TEMPLATES } from "@shared/resume";
import { getMatchingData, SERVICE_KEYS } from "~/domain/matching/matching-data.server";
import { localResume, resumeText } from "~/domain/writing/local-writer.server";
import { renderResumePdf } from "~/domain/writing/resume-pdf.server";
import { veteranFactsFrom, type WriterProfile } from "~/domain/writing/writer-facts.server";

const SAMPLES = 300;
const WARM_UP = 10;
const BUDGET_P95_MS = 300;
const BRANCHES = { army: "Army", navy: "Navy", air_force: "Air Force", marine_corps: "Marine Corps", coast_guard: "Coast Guard" } as const;

function profiles(): WriterProfile[] {
  const data = getMatchingData();
  const out: WriterProfile[] = [];
  for (const service of SERVICE_KEYS) {
    const codes = Object.keys(data.services[service]);
    for (let i = 0; i < codes.length && out.length < SAMPLES * (SERVICE_KEYS.indexOf(service) + 1) / SERVICE_KEYS.length; i += 7) {
      out.push({
        militaryBranch: BRANCHES[service],
        mosCode: codes[i],
        militaryRank: ["Sergeant", "Staff Sergeant", "Captain"][i % 3],
        yearsOfService: 4 + (i % 16),
        clearanceLevel: ["Secret", "Top Secret", null][i % 3],
        bio: "Led a team through demanding schedules and trained new staff. Kept equipment and records audit-ready.",
        skills: ["Leadership", "Scheduling", "Inventory"],
        phone: "555-010-2000",
        location: "Austin, TX",
      });
    }
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const all = profiles();
  const timings: number[] = [];
  let pages = 0;
  for (let index = 0; index < WARM_UP + all.length; index++) {
    const profile = all[index % all.length];
    const template = RESUME_TEMPLATES[index % RESUME_TEMPLATES.length];
    const started = performance.now();
    const facts = veteranFactsFrom({ fullName: "Jordan Rivera", email: "jordan@example.com" }, profile);
    const sections = localResume(facts, { target: index % 2 ? "Operations Manager" : null, education: ["B.S. Management"], certifications: ["PMP"] });
    resumeText(sections);
    const pdf = await renderResumePdf(sections, template);
    const elapsed = performance.now() - started;
    if (index >= WARM_UP) timings.push(elapsed);
    pages += (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
  }
  timings.sort((a, b) => a - b);
  const p50 = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  const [load1, load5] = os.loadavg();
  console.log(`resumes: ${timings.length} (${SERVICE_KEYS.length} services, ${RESUME_TEMPLATES.length} templates), pages per PDF ≈ ${(pages / (WARM_UP + all.length)).toFixed(2)}`);
  console.log(`local writer + PDF: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${timings[timings.length - 1].toFixed(1)} ms (budget p95 ≤ ${BUDGET_P95_MS} ms)`);
  console.log(`load average: ${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min) on ${os.availableParallelism()} cores`);
  if (p95 > BUDGET_P95_MS) {
    console.error("over budget");
    process.exit(1);
  }
}

await main();
