import { describe, expect, it } from "vitest";
import { locationFromArea, placeKey, postingIdentityKey, sameEmployer } from "~/domain/postings/posting-identity";

// Issue 53 item 8: one posting seen on two boards that spell its place differently is one job.
describe("posting identity compares places as city + state", () => {
  it.each([
    // [one board's spelling, another board's spelling]
    ["Dallas, TX", "Dallas, Texas"],
    ["Dallas, TX", "Dallas, TX 75201"],
    ["Dallas, TX", "Dallas, Texas, US"],
    ["Dallas, TX", "Dallas, Dallas County, Texas, United States"],
    ["Fort Worth, TX", "Fort Worth, Texas, US"],
    ["Fort Worth, TX", "Ft. Worth, TX"],
    ["St. Louis, MO", "Saint Louis, Missouri"],
    ["Washington, DC", "Washington, D.C."],
    ["Washington, DC", "Washington, District of Columbia, USA"],
    ["Seattle, WA", "Seattle, Washington"],
    ["Remote", "Remote - US"],
    ["Remote", "Remote, United States"],
    ["Remote", "Anywhere"],
    ["Norfolk, VA", "Norfolk, VA; Virginia Beach, VA"],
  ])("%j and %j are one place", (a, b) => {
    expect(placeKey(b)).toBe(placeKey(a));
  });

  it.each([
    ["Dallas, TX", "Austin, TX"],
    ["Portland, OR", "Portland, ME"],
    ["Washington, DC", "Seattle, WA"],
    ["Remote", "Dallas, TX"],
    ["Kansas City, MO", "Kansas City, KS"],
  ])("%j and %j are different places", (a, b) => {
    expect(placeKey(b)).not.toBe(placeKey(a));
  });

  it("reads Adzuna's area list (country, state, county, city) before its display name", () => {
    const area = ["US", "Texas", "Dallas County", "Dallas"];
    expect(placeKey("Dallas, Dallas County", area)).toBe(placeKey("Dallas, TX"));
    expect(locationFromArea(area)).toBe("Dallas, TX");
    expect(locationFromArea(["US", "Virginia", "Arlington County", "Arlington"])).toBe("Arlington, VA");
    expect(locationFromArea(["US", "District of Columbia", "Washington"])).toBe("Washington, DC");
    // A list that stops at the state names no city: the display name is kept.
    expect(locationFromArea(["US", "Texas"])).toBeNull();
    expect(locationFromArea([])).toBeNull();
  });

  it("keeps the keys of postings stored as \"City, ST\" or Remote before this definition", () => {
    // The earlier key was the plain normalisation of the text: these must not move.
    expect(placeKey("Norfolk, VA")).toBe("norfolk va");
    expect(placeKey("Washington, DC")).toBe("washington dc");
    expect(placeKey("Remote")).toBe("remote");
    // Text without a readable place stays as it was normalised.
    expect(placeKey("Multiple Locations")).toBe("multiple locations");
    expect(placeKey(null)).toBe("");
  });

  it("gives a Greenhouse and an Adzuna copy of one posting the same identity", () => {
    const greenhouse = { company: "Lone Star Freight", title: "Diesel Mechanic", location: "Dallas, TX" };
    const adzuna = {
      company: "Lone Star Freight, Inc.",
      title: "Diesel Mechanic",
      location: locationFromArea(["US", "Texas", "Dallas County", "Dallas"]),
    };
    expect(postingIdentityKey(adzuna)).toBe(postingIdentityKey(greenhouse));
    expect(postingIdentityKey({ ...greenhouse, location: "Houston, TX" })).not.toBe(postingIdentityKey(greenhouse));
  });

  it("compares company names as boards spell them", () => {
    expect(sameEmployer("Northwind Logistics, Inc.", "northwind logistics")).toBe(true);
    expect(sameEmployer("Acme", "Northwind")).toBe(false);
  });
});
