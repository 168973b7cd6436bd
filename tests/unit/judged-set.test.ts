import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateJudged, judgedSubsetMeans } from "../eval/judged-evaluation";
import { judgedInputs, loadJudgedSet } from "../eval/judged-set";

// The hand-judged set (tests/fixtures/match-judged) is whole, and the scorer holds what it reached
// there with the pooled rounds' labels (decision 121): 0.755 overall, 0.727 without desired roles.
// Issue 53 aims higher: 0.80 and 0.75.
const OVERALL_NDCG_FLOOR = 0.73;
const WITHOUT_DESIRED_ROLES_NDCG_FLOOR = 0.7;

describe("the hand-judged development set", () => {
  const set = loadJudgedSet();

  it("has 40+ profiles, 300+ postings a job import accepts, and 5 to 30 fitting postings per profile, every label with a why", () => {
    expect(set.profiles.length).toBeGreaterThanOrEqual(40);
    expect(set.postings.length).toBeGreaterThanOrEqual(300);
    expect(() => judgedInputs(set)).not.toThrow();
    const postingIds = new Set(set.postings.map((posting) => posting.id));
    expect(postingIds.size).toBe(set.postings.length);
    for (const profile of set.profiles) {
      const labels = Object.entries(set.labels[profile.id] ?? {});
      const fitting = labels.filter(([, label]) => label.grade > 0);
      expect(fitting.length, profile.id).toBeGreaterThanOrEqual(5);
      expect(fitting.length, profile.id).toBeLessThanOrEqual(30);
      for (const [postingId, label] of labels) {
        expect(postingIds.has(postingId), `${profile.id} → ${postingId}`).toBe(true);
        expect([0, 1, 2, 3]).toContain(label.grade);
        expect(label.why.trim().length, `${profile.id} → ${postingId}`).toBeGreaterThan(20);
      }
    }
  });

  it("keeps nDCG@10 at or above its floors and above the literal crosswalk lookup", () => {
    const means = judgedSubsetMeans(evaluateJudged(set));
    const overall = means.get("overall")?.pool;
    const withoutRoles = means.get("without desired roles")?.pool;
    expect(overall?.ours.ndcg10).toBeGreaterThanOrEqual(OVERALL_NDCG_FLOOR);
    expect(withoutRoles?.ours.ndcg10).toBeGreaterThanOrEqual(WITHOUT_DESIRED_ROLES_NDCG_FLOOR);
    expect(overall?.ours.ndcg10).toBeGreaterThan(overall?.baseline.ndcg10 ?? 1);
  });
});

describe("loading the judged set's labels", () => {
  const writeSet = (labelFiles: Record<string, Record<string, Record<string, { grade: number; why: string }>>>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "judged-set-"));
    fs.writeFileSync(path.join(dir, "profiles.json"), JSON.stringify({ profiles: [] }));
    fs.writeFileSync(path.join(dir, "postings-a.json"), JSON.stringify({ postings: [] }));
    for (const [name, labels] of Object.entries(labelFiles)) fs.writeFileSync(path.join(dir, name), JSON.stringify({ labels }));
    return dir;
  };
  const why = "judged from the posting's own text";

  it("joins a profile's labels from every file, a pooled round's beside the first round's", () => {
    const dir = writeSet({
      "labels-a.json": { p1: { "job-1": { grade: 3, why } } },
      "labels-pooled-1.json": { p1: { "job-2": { grade: 0, why } } },
    });
    expect(loadJudgedSet(dir).labels.p1).toEqual({ "job-1": { grade: 3, why }, "job-2": { grade: 0, why } });
  });

  it("refuses a posting judged twice for one profile", () => {
    const dir = writeSet({
      "labels-a.json": { p1: { "job-1": { grade: 3, why } } },
      "labels-pooled-1.json": { p1: { "job-1": { grade: 0, why } } },
    });
    expect(() => loadJudgedSet(dir)).toThrow("labels-pooled-1.json: p1 → job-1 is judged twice");
  });
});
