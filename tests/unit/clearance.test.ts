import { describe, expect, it } from "vitest";
import { CLEARANCE_OPTIONS, clearanceRank, meetsClearance, parseClearance } from "@shared/clearance";

describe("clearance ladder", () => {
  it("ranks none < Confidential < Secret < Top Secret < TS/SCI", () => {
    expect(["none", "Confidential", "Secret", "Top Secret", "TS/SCI"].map(clearanceRank)).toEqual([0, 1, 2, 3, 4]);
  });

  it("treats missing values as no clearance", () => {
    expect(clearanceRank(null)).toBe(0);
    expect(clearanceRank(undefined)).toBe(0);
    expect(clearanceRank("")).toBe(0);
    expect(clearanceRank("None")).toBe(0);
  });

  it("ranks Required as any clearance", () => {
    expect(clearanceRank("Required")).toBe(1);
    expect(meetsClearance("Confidential", "Required")).toBe(true);
    expect(meetsClearance("none", "Required")).toBe(false);
  });

  it.each([
    ["top secret", "Top Secret"],
    ["TOP-SECRET", "Top Secret"],
    ["  Top   Secret ", "Top Secret"],
    ["TS", "Top Secret"],
    ["TS/SCI", "TS/SCI"],
    ["ts-sci", "TS/SCI"],
    ["TS/SCI with Full Scope Poly", "TS/SCI"],
    ["tssci", "TS/SCI"],
    ["secret", "Secret"],
    ["Active Secret", "Secret"],
    ["confidential", "Confidential"],
    ["required", "Required"],
    ["n/a", "none"],
  ])("parses %j as %s", (text, expected) => {
    expect(parseClearance(text)).toBe(expected);
  });

  it("returns null for text that names no known clearance", () => {
    expect(parseClearance("Public Trust")).toBeNull();
    expect(clearanceRank("Public Trust")).toBe(0);
  });

  it("offers the SPEC options plus TS/SCI", () => {
    for (const option of ["none", "Confidential", "Secret", "Top Secret", "Required", "TS/SCI"]) {
      expect(CLEARANCE_OPTIONS).toContain(option);
    }
  });

  it("compares a holder's clearance with a job's", () => {
    expect(meetsClearance("TS/SCI", "Secret")).toBe(true);
    expect(meetsClearance("Secret", "Top Secret")).toBe(false);
    expect(meetsClearance(null, null)).toBe(true);
  });
});
