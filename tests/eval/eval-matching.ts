// `npm run eval:matching`: the fit scorer's ranking quality, ours vs the literal crosswalk lookup.
// First the hand-judged set (tests/fixtures/match-judged) with its postings alone and inside bulk
// jobs, then the O*NET-derived set (tests/fixtures/match-devset) as a second report.
//   --bulk N     bulk jobs to rank the judged postings among (default 20000; 0 skips it)
//   --reseed     seed the bulk database again (it is kept in the temp folder between runs)
//   --profiles   every judged profile's figures, weakest first
import { parseArgs } from "node:util";
import { evaluate, formatEvaluation, loadDevSet } from "./match-evaluation";
import { evaluateJudged, formatJudged, formatJudgedProfiles, loadBulkInputs } from "./judged-evaluation";
import { loadJudgedSet } from "./judged-set";

const { values } = parseArgs({
  options: { bulk: { type: "string", default: "20000" }, reseed: { type: "boolean", default: false }, profiles: { type: "boolean", default: false } },
});
const bulkJobs = Number(values.bulk);

const judged = loadJudgedSet();
const labels = Object.values(judged.labels).reduce((total, byPosting) => total + Object.keys(byPosting).length, 0);
console.log(`Judged set: ${judged.profiles.length} profiles, ${judged.postings.length} postings, ${labels} labels`);
const bulk = bulkJobs > 0 ? await loadBulkInputs(bulkJobs, values.reseed) : [];
const evaluation = evaluateJudged(judged, bulk);
console.log(formatJudged(evaluation));
if (values.profiles) console.log(`\n${formatJudgedProfiles(evaluation)}`);

const set = loadDevSet();
console.log(`\nO*NET-derived development set: ${set.profiles.length} profiles, ${set.postings.length} postings`);
console.log(formatEvaluation(evaluate(set)));
