// `npx tsx tests/eval/judged-explain.ts <profile id prefix>…`: for each judged profile, the pool's
// top 10 (score, grade, title, first reason) and where the postings labelled 2+ sit. A reading
// aid to find misreadings to name as principles, never a target to fit (README of the set).
import { createScorer } from "~/domain/matching/fit-score.server";
import { judgedInputs, judgedMatchProfile, loadJudgedSet } from "./judged-set";

const set = loadJudgedSet();
const { inputs, setIdOf } = judgedInputs(set);
const wanted = process.argv.slice(2);
for (const profile of set.profiles.filter((p) => wanted.length === 0 || wanted.some((w) => p.id.startsWith(w)))) {
  const scorer = createScorer(judgedMatchProfile(profile));
  const labels = set.labels[profile.id] ?? {};
  const ranked = inputs
    .map((input) => ({ input, fit: scorer(input), grade: labels[setIdOf.get(input.id) ?? ""]?.grade ?? 0 }))
    .sort((a, b) => b.fit.score - a.fit.score || b.input.id - a.input.id);
  console.log(`\n${profile.id} (${profile.code} ${profile.rank}; skills ${profile.skills.join(", ")}; roles ${profile.desired_roles.join(", ")})`);
  ranked.forEach((row, index) => {
    if (index >= 10 && row.grade < 2) return;
    console.log(`${String(index + 1).padStart(4)} ${String(row.fit.score).padStart(3)} g${row.grade} ${row.input.title.slice(0, 50).padEnd(50)} ${row.fit.reasons[0] ?? ""}`);
  });
}
