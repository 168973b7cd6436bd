// `npm run eval:matching`: the fit scorer's ranking quality on the development set, ours vs the
// literal crosswalk lookup, overall and per subset.
import { evaluate, formatEvaluation, loadDevSet } from "./match-evaluation";

const set = loadDevSet();
console.log(`Development set: ${set.profiles.length} profiles, ${set.postings.length} postings`);
console.log(formatEvaluation(evaluate(set)));
