// Decision 120: the scorer reads a posting's stored terms instead of its text, and gives exactly the
// fit it gave on the text: same score, reasons and kinds, for every profile and posting here.
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createFitScorer, createScorer, type JobForScoring, type VeteranMatchProfile } from "~/domain/matching/fit-score.server";
import { codeMentionTest, veteranInviteTest } from "~/domain/matching/fit-text-match.server";
import { readJobText, SERVICE_WORDS } from "~/domain/matching/posting-text.server";
import { normalizePhrase, significantWords } from "~/domain/matching/text-normalize.server";
import { postingTerms } from "~/domain/matching/posting-terms.server";
import type { ServiceKey } from "~/domain/matching/matching-data.server";
import { wordStem } from "~/domain/matching/fit-role-match.server";
import { decodeTerms, encodeTerms, FIT_TERMS_FORMAT, fitTermsColumn, postingText } from "~/domain/fit/fit-terms.server";
import { fitInput } from "~/domain/fit/fit-inputs.server";
import { JobGenerator } from "../../seed/job-generator.server";
import { Prng } from "../../seed/prng.server";
import { jobOf, loadDevSet, matchProfileOf } from "../eval/match-evaluation";

const SERVICES: readonly ServiceKey[] = ["army", "navy", "air_force", "marine_corps", "coast_guard"];

const wordSets = new Map<string, ReadonlySet<string>>();
function wordsOf(raw: string): ReadonlySet<string> {
  let words = wordSets.get(raw);
  if (!words) wordSets.set(raw, (words = new Set(significantWords(normalizePhrase(raw)).map(wordStem))));
  return words;
}

// The tests as they ran on the whole raw text before the terms were stored: the reference.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function mentionOnRaw(service: ServiceKey, code: string): (raw: string) => boolean {
  const key = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,6}$/.test(key)) return () => false;
  const word = wordStem(key.toLowerCase());
  const mixed = /[A-Z]/.test(key) && /\d/.test(key);
  const pattern = mixed
    ? new RegExp(`(?<![A-Za-z0-9])(${escape(key)})(?![A-Za-z0-9])`, "i")
    : new RegExp(`\\b(?:${SERVICE_WORDS[service]})\\s+(?:[A-Za-z]+\\s+)?(${escape(key)})(?![A-Za-z0-9])`, "i");
  const lettersOnly = !/\d/.test(key);
  const serviceNamed = new RegExp(`\\b(?:${SERVICE_WORDS[service]})\\b`, "i");
  const digitsOnly = /^\d+$/.test(key);
  return (raw) => {
    if (digitsOnly && serviceNamed.test(raw) && readJobText(raw).listedCodes.has(key)) return true;
    if (!wordsOf(raw).has(word)) return false;
    const found = pattern.exec(raw);
    if (!found) return false;
    if (lettersOnly && found[1] !== key) return false;
    return !mixed || serviceNamed.test(raw) || /\bMOS\b|\bAFSC\b|\bveteran/i.test(raw);
  };
}
function inviteOnRaw(service: ServiceKey | null): (raw: string) => boolean {
  const phrases = ["veterans?", "military", "service members?", "transitioning"];
  if (service) phrases.push(SERVICE_WORDS[service]);
  const pattern = new RegExp(`\\b(?:${phrases.join("|")})\\b`, "i");
  const firstWords = ["veteran", "military", "member", "transitioning", ...(service ? SERVICE_WORDS[service].split("|").map((p) => wordStem(p.split(" ")[0].replace("?", ""))) : [])];
  return (raw) => {
    const words = wordsOf(raw);
    return firstWords.some((word) => words.has(word)) && pattern.test(raw);
  };
}

/** Stored and read back, as a ranking reads it. */
const throughStore = (title: string, text: string) => decodeTerms(encodeTerms(postingTerms(title, text)))!.terms;

const EDGE_TEXTS = [
  "Ideal for Army 88M NCOs.",
  "Part 88M-2 in stock",
  "MOS 88M preferred",
  "mos 88m; veterans welcome",
  "Army_88M or army's 88M",
  "Navy IT specialist",
  "navy it support",
  "US Navy \n\n\t IT",
  "Navy Information IT",
  "Navy Navy IT IT",
  "Navy ITs, Navy IT2, Navy IT.",
  "Naval IT and USN it",
  "Marine 0311 wanted",
  "Marines 0311 infantry; Marine Corps 0311; USMC rifleman 0311",
  "marine biologist 0311",
  "Coast Guard BM or uscg bm",
  "Air Force 3D1X2 / usaf 3d1x2 / Space Force 5C0X1",
  "Army\u00a0IT and Army\u212AIT",
  "ARMY 11B, army 11b, Army Infantry 11B",
  "Transitioning service members and military spouses; veteran-owned",
  "veterans_program and service member support",
  "armyworm 0311 navy",
  "Marine infantry. Infantry experience (0311, 0331, 11B or similar).",
  "Marines: 0311/11B wanted; call 0311, 2024",
  "",
];

/** Texts of random words, codes and service names with every kind of separator. */
function fuzzTexts(count: number): string[] {
  const rng = new Prng(53);
  const tokens = ["Army", "army", "ARMY", "Navy", "naval", "USN", "Air Force", "air  force", "USAF", "Space Force", "Marine", "Marines", "marine corps", "USMC", "Coast Guard", "USCG",
    "IT", "it", "It", "HM", "hm", "0311", "3531", "88M", "88m", "11B", "3D1X2", "25B", "BM", "MOS", "AFSC", "veteran", "veterans", "military", "service", "members", "member", "transitioning",
    "logistics", "driver", "the", "and", "support", "Specialist", "nurse", "x", "a1", "_", "88M2", "IT3"];
  const separators = [" ", " ", " ", "  ", "\n", "\t", "\u00a0", "_", "-", "/", ".", ", ", "'", "(", ")", ""];
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    let text = "";
    const length = rng.int(1, 24);
    for (let j = 0; j < length; j++) text += rng.pick(tokens) + rng.pick(separators);
    texts.push(text);
  }
  return texts;
}

describe("posting terms (decision 120)", () => {
  it("finds a code and an invitation in the stored terms exactly where the text's patterns did", () => {
    const codes = ["88M", "88m", "IT", "it", "HM", "0311", "3531", "11B", "3D1X2", "5C0X1", "BM", "25B", "IT2", "x"];
    const texts = [...EDGE_TEXTS, ...fuzzTexts(4000)];
    const stored = texts.map((text) => [text, throughStore("Job", text).text] as const);
    let named = 0;
    const differ: string[] = [];
    for (const service of SERVICES) {
      const invite = veteranInviteTest(service);
      const inviteRaw = inviteOnRaw(service);
      const tests = codes.map((code) => ({ code, terms: codeMentionTest(service, code), raw: mentionOnRaw(service, code) }));
      for (const [text, terms] of stored) {
        if (invite(terms) !== inviteRaw(text)) differ.push(`${service} invite in ${JSON.stringify(text)}`);
        for (const test of tests) {
          const expected = test.raw(text);
          if (expected) named++;
          if (test.terms(terms) !== expected) differ.push(`${service} ${test.code} in ${JSON.stringify(text)}`);
        }
      }
    }
    expect(veteranInviteTest(null)(throughStore("Job", "Veterans welcome").text)).toBe(true);
    expect(differ.slice(0, 5)).toEqual([]);
    // The fuzz reaches both answers.
    expect(named).toBeGreaterThan(500);
  });

  it("gives every profile the same fit from stored terms as from the posting's text, and the same score without its reasons", () => {
    const dev = loadDevSet();
    const generator = new JobGenerator({ seed: 120, now: new Date("2026-12-01T00:00:00Z") });
    const generated: JobForScoring[] = Array.from({ length: 300 }, (_, i) => {
      const job = generator.next(generator.sourceFor(i));
      return { ...job, id: 100_000 + i, text: postingText(job.description, job.requirements) };
    });
    const edge: JobForScoring[] = EDGE_TEXTS.map((text, i) => ({
      id: 200_000 + i,
      title: i % 2 ? "Logistics Coordinator (Part-Time)" : "IT Support Specialist",
      tags: ["Excel", "Route planning"],
      onetCode: null,
      clearanceRank: i % 3,
      salaryMin: null,
      salaryMax: null,
      state: "TX",
      workType: "On-site",
      experienceLevel: null,
      industry: null,
      text,
    }));
    const jobs = [...dev.postings.map(jobOf), ...generated, ...edge];
    const extra: VeteranMatchProfile[] = [
      { branch: "Navy", code: "IT", rank: "E-5", yearsOfService: 6, clearance: "Secret", skills: ["Power BI"], desiredRoles: [], industries: [], location: "Norfolk, VA" },
      { branch: "Marine Corps", code: "0311", rank: "E-4", yearsOfService: 4, clearance: null, skills: [], desiredRoles: [], industries: [], location: null },
      { branch: "Army", code: "88M", rank: "E-5", yearsOfService: 6, clearance: "Secret", skills: ["CDL Class A"], desiredRoles: ["Fleet Operations"], industries: ["Logistics"], location: "Dallas, TX", minSalary: 50000 },
      { branch: "Air Force", code: "3D1X2", rank: "E-6", yearsOfService: 10, clearance: "Top Secret", skills: [], desiredRoles: [], industries: [], location: null },
      { branch: "Coast Guard", code: "BM", rank: "E-6", yearsOfService: 12, clearance: null, skills: [], desiredRoles: ["part-time"], industries: [], location: null },
    ];
    const profiles = [...dev.profiles.map(matchProfileOf), ...extra];
    const storedInputs = jobs.map((job) => fitInput({ ...job, text: undefined, fitTerms: fitTermsColumn(job.title, job.text, null) }));
    const textJobs = jobs.map((job) => ({ ...job, employmentType: null }));
    let compared = 0;
    const differ: string[] = [];
    for (const profile of profiles) {
      for (const audience of ["veteran", "employer"] as const) {
        // Two scorers: their per-scorer caches must not carry one path's answer to the other.
        const fromText = createScorer(profile, audience);
        const fromTerms = createScorer(profile, audience);
        // The score alone (ranking's path: reasons only for what is kept), asked first so its caches come first.
        const scoreOnly = createFitScorer(profile, audience).score;
        // The canonical input carries no employment type (the schedule is read from the title): nor does the text's job here.
        jobs.forEach((job, i) => {
          const alone = scoreOnly(storedInputs[i]);
          const got = JSON.stringify(fromTerms(storedInputs[i]));
          const textFit = fromText(textJobs[i]);
          const want = JSON.stringify(textFit);
          if (got !== want) differ.push(`${profile.code} on ${job.id}: ${got} ≠ ${want}`);
          if (alone !== textFit.score) differ.push(`${profile.code} on ${job.id}: score alone ${alone} ≠ ${want}`);
          compared++;
        });
      }
    }
    expect(differ.slice(0, 5)).toEqual([]);
    expect(compared).toBeGreaterThan(50_000);
  });

  it("keeps the stored layout until its format version says otherwise", () => {
    // A change to what terms hold or how they are read changes this digest: bump FIT_TERMS_FORMAT
    // (stored terms of the old format are then read from the text again) and record the new digest.
    const generator = new JobGenerator({ seed: 7, now: new Date("2026-12-01T00:00:00Z") });
    const hash = createHash("sha1");
    for (let i = 0; i < 300; i++) {
      const job = generator.next(generator.sourceFor(i));
      hash.update(fitTermsColumn(job.title, job.description, job.requirements).replace(/^t\d+\.\d+\t/, ""));
    }
    for (const text of EDGE_TEXTS) hash.update(fitTermsColumn("Title", text, null).replace(/^t\d+\.\d+\t/, ""));
    expect({ format: FIT_TERMS_FORMAT, digest: hash.digest("base64url") }).toEqual({ format: 3, digest: "wP80Sq4qwpb4wXaCMKEY5aaNXy0" });
  });

  it("reads no terms of another format or scorer, or a damaged column", () => {
    const stored = fitTermsColumn("Driver", "CDL Class A required. Army 88M welcome.", null);
    expect(decodeTerms(stored)?.terms.requirements).toEqual(["CDL Class A"]);
    expect(decodeTerms(stored.replace(/^t\d+/, "t0"))).toBeNull();
    expect(decodeTerms(stored.replace(/^(t\d+)\.\d+/, "$1.0"))).toBeNull();
    expect(decodeTerms(stored.slice(0, 12))).toBeNull();
    expect(decodeTerms(null)).toBeNull();
  });
});
