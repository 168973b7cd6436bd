import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { COMBAT_ARMS_FALLBACKS, fallbackOnetCodes } from "~/domain/matching/combat-arms-fallbacks.server";
import { getMatchingData, resolveMatchingDataPath, SERVICE_KEYS } from "~/domain/matching/matching-data.server";
import { ROLE_TEMPLATES } from "../../seed/job-roles.server";

const data = getMatchingData();
const occupationsOf = (service: (typeof SERVICE_KEYS)[number], code: string) =>
  (data.services[service][code]?.occupations ?? []).map(([onetCode]) => onetCode);

describe("committed matching data", () => {
  it("is compact and carries the O*NET attribution", () => {
    expect(fs.statSync(resolveMatchingDataPath()).size).toBeLessThan(3 * 1024 * 1024);
    expect(data.format).toBe(1);
    expect(data.attribution).toContain("O*NET 27.0 Database");
    expect(data.attribution).toContain("CC BY 4.0");
    expect(data.attribution).toContain("USDOL/ETA");
    const readme = fs.readFileSync(new URL("../../remix-app/domain/matching/ATTRIBUTION.md", import.meta.url), "utf8");
    expect(readme).toContain(data.attribution);
  });

  it("indexes active codes of all five services under normalised keys", () => {
    for (const service of SERVICE_KEYS) {
      const keys = Object.keys(data.services[service]);
      expect(keys.length, service).toBeGreaterThan(50);
      for (const key of keys) expect(key).toMatch(/^[A-Z0-9]+$/);
    }
    expect(Object.keys(data.services.army).length).toBeGreaterThan(250);
    expect(Object.keys(data.services.marine_corps).length).toBeGreaterThan(500);
  });

  it("maps Army 25B to computer support and network administration", () => {
    expect(data.services.army["25B"].title).toBe("Information Technology Specialist");
    expect(occupationsOf("army", "25B")).toEqual(expect.arrayContaining(["15-1232.00", "15-1244.00"]));
  });

  it("maps the other demo codes to civilian occupations", () => {
    expect(occupationsOf("navy", "LS")).toContain("13-1081.00");
    expect(occupationsOf("navy", "IT")).toContain("15-1244.00");
    expect(occupationsOf("army", "68W")).toContain("29-2043.00");
    expect(occupationsOf("army", "31B")).toContain("33-3051.00");
  });

  it("uses O*NET-SOC 2019 codes only (2010 codes such as 15-1151 are mapped forward)", () => {
    const codes = new Set(
      Object.values(data.services).flatMap((codes) => Object.values(codes).flatMap((r) => r.occupations.map(([c]) => c))),
    );
    expect(codes.has("15-1151.00")).toBe(false);
    expect(codes.has("15-1142.00")).toBe(false);
    for (const code of codes) expect(data.occupations[code], code).toBeDefined();
  });

  it("gives 0311 and 11B a curated civilian fallback", () => {
    expect(occupationsOf("marine_corps", "0311")).toEqual(["55-3016.00"]);
    expect(occupationsOf("army", "11B")).toEqual(["55-3016.00"]);
    expect(COMBAT_ARMS_FALLBACKS["55-3016.00"].map((item) => item.onetCode)).toContain("13-1199.07");
    for (const code of fallbackOnetCodes()) expect(data.occupations[code], code).toBeDefined();
  });

  it("handles Air Force X-wildcards", () => {
    expect(data.services.air_force["3D1X2"].title).toBe("Cyber Transport Systems");
    expect(data.services.air_force["3P0X1"].occupations[0][0]).toMatch(/^33-/);
  });

  it("describes every seeded job role's occupation", () => {
    for (const role of ROLE_TEMPLATES) {
      const occupation = data.occupations[role.onetCode];
      expect(occupation, role.onetCode).toBeDefined();
      expect(occupation.title.length).toBeGreaterThan(3);
    }
    const support = data.occupations["15-1232.00"];
    expect(support.title).toBe("Computer User Support Specialists");
    expect(support.alternateTitles.length).toBeGreaterThan(3);
    expect(support.technology.length).toBeGreaterThan(3);
    expect(support.skills).toContain("Active Listening");
    expect(support.keywords.length).toBeGreaterThan(3);
    expect(support.related.every((code) => data.occupations[code] !== undefined)).toBe(true);
  });

  it("carries at most 6 of O*NET's Core task statements per occupation, none over 200 characters", () => {
    const trucking = data.occupations["53-3032.00"];
    expect(trucking.tasks[0]).toBe("Check all load-related documentation for completeness and accuracy.");
    // "Secure cargo for transport, …" is a Supplemental task for this occupation: left out.
    expect(trucking.tasks.some((task) => task.startsWith("Secure cargo"))).toBe(false);
    for (const [code, occupation] of Object.entries(data.occupations)) {
      expect(Array.isArray(occupation.tasks), code).toBe(true);
      expect(occupation.tasks.length, code).toBeLessThanOrEqual(6);
      for (const task of occupation.tasks) expect(task.length, task).toBeLessThanOrEqual(200);
    }
  });
});
