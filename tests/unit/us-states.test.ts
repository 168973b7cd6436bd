import { describe, expect, it } from "vitest";
import {
  isJobLocationState,
  isUsStateCode,
  stateFromLocation,
  stateName,
  US_STATE_CODES,
  US_STATES,
} from "@shared/us-states";

describe("US states", () => {
  it("lists exactly the 50 states, without DC", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    expect(US_STATE_CODES).not.toContain("DC");
    expect(stateName("tx")).toBe("Texas");
    expect(stateName("DC")).toBe("District of Columbia");
  });

  it("tells states from DC", () => {
    expect(isUsStateCode("VA")).toBe(true);
    expect(isUsStateCode("DC")).toBe(false);
    expect(isJobLocationState("DC")).toBe(true);
    expect(isJobLocationState("PR")).toBe(false);
  });

  it.each([
    ["Austin, TX", "TX"],
    ["Washington, DC", "DC"],
    ["Washington, D.C.", "DC"],
    ["Washington DC", "DC"],
    ["Norfolk, Virginia", "VA"],
    ["San Diego, CA 92101", "CA"],
    ["Colorado Springs, co", "CO"],
    ["Huntsville, AL, USA", "AL"],
    ["Texas", "TX"],
  ])("reads the state of %s", (location, state) => {
    expect(stateFromLocation(location)).toBe(state);
  });

  it.each([["Remote"], [""], ["Anywhere"], ["San Juan, PR"], ["Paris, France"]])("finds no state in %j", (location) => {
    expect(stateFromLocation(location)).toBeNull();
  });

  it("accepts null", () => {
    expect(stateFromLocation(null)).toBeNull();
  });
});
