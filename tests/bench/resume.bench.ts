/**
 * The resume with the local writer, two budgets:
 *  - writing (issue 41): facts, service record and builder entries to sections and text, p95 ≤ 50 ms;
 *  - writing + PDF in the sample's template (at most two pages), p95 ≤ 300 ms.
 * Each sample is a different veteran (codes sampled across all five services, rotating templates)
 * with three builder entries of four bullets, ticked skills, a unit and deployments, as
 * POST /api/resume/generate and GET /api/resume/{id}/pdf do after their reads.
 * Run: npm run bench:resume  (exits 1 when over budget)
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { RESUME_TEMPLATES } from "@shared/resume";
import { getMatchingData, SERVICE_KEYS } from "~/domain/matching/matching-data.server";
import { localResume, resumeText } from "~/domain/writing/local-resume.server";
import { resumeRecordFrom, type ResumeEntryFacts } from "~/domain/writing/resume-facts.server";
import { renderResumePdf } from "~/domain/writing/resume-pdf.server";
import { veteranFactsFrom, type WriterProfile } from "~/domain/writing/writer-facts.server";

const SAMPLES = 300;
const WARM_UP = 10;
const BUDGET_WRITE_P95_MS = 50;
const BUDGET_P95_MS = 300;
const BRANCHES = { army: "Army", navy: "Navy", air_force: "Air Force", marine_corps: "Marine Corps", coast_guard: "Coast Guard" } as const;

type BenchProfile = WriterProfile & { unit: string };

const ENTRIES: ResumeEntryFacts[] = [0, 1, 2].map((i) => ({
  title: ["Fleet Supervisor", "Operations Specialist", "Logistics Clerk"][i],
  organization: ["U.S. Army, 3rd Sustainment Brigade", "U.S. Army", "Savannah Freight LLC"][i],
  startDate: `${2012 + i * 3}-0${i + 1}`,
  endDate: i === 0 ? null : `${2015 + i * 3}`,
  bullets: [
    { text: "Led 9 drivers on 120 convoy runs without an accident.", origin: "entered" as const },
    { text: "Kept 14 vehicles ready with a 98% availability rate.", origin: "entered" as const },
    { text: "Trained 12 new operators on load planning and securing.", origin: "confirmed" as const },
    { text: "Cut parts backorders by 30% with a weekly inventory review.", origin: "entered" as const },
  ],
}));

function profiles(): BenchProfile[] {
  const data = getMatchingData();
  const out: BenchProfile[] = [];
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
        unit: "3rd Sustainment Brigade, Fort Stewart, GA",
        deployments: "Operation Inherent Resolve, Kuwait (2019); Operation Atlantic Resolve, Poland (2022)",
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
  const writing: number[] = [];
  let pages = 0;
  for (let index = 0; index < WARM_UP + all.length; index++) {
    const profile = all[index % all.length];
    const template = RESUME_TEMPLATES[index % RESUME_TEMPLATES.length];
    const started = performance.now();
    const facts = veteranFactsFrom({ fullName: "Jordan Rivera", email: "jordan@example.com" }, profile);
    const record = resumeRecordFrom(profile, ENTRIES, ["Microsoft Excel", "SAP"]);
    const sections = localResume(facts, { target: index % 2 ? "Operations Manager" : null, education: ["B.S. Management"], certifications: ["PMP"], record });
    resumeText(sections);
    const written = performance.now() - started;
    const pdf = await renderResumePdf(sections, template);
    const elapsed = performance.now() - started;
    if (index >= WARM_UP) {
      timings.push(elapsed);
      writing.push(written);
    }
    pages += (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
  }
  timings.sort((a, b) => a - b);
  writing.sort((a, b) => a - b);
  const writeP95 = percentile(writing, 95);
  const p50 = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  const [load1, load5] = os.loadavg();
  console.log(`resumes: ${timings.length} (${SERVICE_KEYS.length} services, ${RESUME_TEMPLATES.length} templates), pages per PDF ≈ ${(pages / (WARM_UP + all.length)).toFixed(2)}`);
  console.log(`local writer: p50 ${percentile(writing, 50).toFixed(2)} ms, p95 ${writeP95.toFixed(2)} ms, max ${writing[writing.length - 1].toFixed(2)} ms (budget p95 ≤ ${BUDGET_WRITE_P95_MS} ms)`);
  console.log(`local writer + PDF: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${timings[timings.length - 1].toFixed(1)} ms (budget p95 ≤ ${BUDGET_P95_MS} ms)`);
  console.log(`load average: ${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min) on ${os.availableParallelism()} cores`);
  if (p95 > BUDGET_P95_MS || writeP95 > BUDGET_WRITE_P95_MS) {
    console.error("over budget");
    process.exit(1);
  }
}

await main();
