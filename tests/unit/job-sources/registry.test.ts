import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allSourceConnectors, parseJobSourcesJson, readJobSourcesFile } from "~/domain/jobs/sources/registry.server";
import { SOURCE_CONNECTORS } from "~/domain/jobs/sources/source-types";
import { configFor } from "./helpers";

describe("job source registry and settings", () => {
  it("has one connector per source; only the credentialed ones are off without credentials", () => {
    const connectors = allSourceConnectors(configFor({}));
    expect(connectors.map((c) => c.name)).toEqual([...SOURCE_CONNECTORS]);
    expect(Object.fromEntries(connectors.map((c) => [c.name, c.availability()]))).toEqual({
      usajobs: { ok: false, reason: "USAJOBS_API_KEY and USAJOBS_USER_AGENT are not set" },
      greenhouse: { ok: true },
      lever: { ok: true },
      adzuna: { ok: false, reason: "ADZUNA_APP_ID and ADZUNA_APP_KEY are not set" },
      jsonld: { ok: true },
    });
  });

  it("defaults the base URLs to the documented hosts and validates overrides", () => {
    const config = configFor({});
    expect([config.USAJOBS_API_BASE, config.GREENHOUSE_API_BASE, config.LEVER_API_BASE, config.ADZUNA_API_BASE]).toEqual([
      "https://data.usajobs.gov",
      "https://boards-api.greenhouse.io",
      "https://api.lever.co",
      "https://api.adzuna.com",
    ]);
    expect(configFor({ LEVER_API_BASE: "http://127.0.0.1:9999/" }).LEVER_API_BASE).toBe("http://127.0.0.1:9999");
    expect(() => configFor({ LEVER_API_BASE: "http://127.0.0.1:9999/v0" })).toThrow(/LEVER_API_BASE: must be an http\(s\) scheme and host only/);
    expect(() => configFor({ USAJOBS_API_KEY: "abcdefghij", USAJOBS_USER_AGENT: "not-an-email" })).toThrow(/USAJOBS_USER_AGENT/);
    expect(() => configFor({ ADZUNA_APP_KEY: "k" })).toThrow(/ADZUNA_APP_ID: required when ADZUNA_APP_KEY is set/);
  });

  it("reads JOB_SOURCES_FILE: plain names, named employers, pages", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "job-sources-"));
    const file = path.join(dir, "sources.json");
    fs.writeFileSync(file, JSON.stringify({ greenhouse: ["northwind"], lever: [{ board: "northwind-logistics", company: "Northwind Logistics" }], jsonld: ["https://careers.example.com/jobs"] }));
    expect(readJobSourcesFile(file)).toEqual({
      greenhouse: [{ board: "northwind" }],
      lever: [{ board: "northwind-logistics", company: "Northwind Logistics" }],
      jsonld: [{ board: "https://careers.example.com/jobs" }],
    });
    expect(readJobSourcesFile(undefined)).toEqual({ greenhouse: [], lever: [], jsonld: [] });
    expect(() => readJobSourcesFile(path.join(dir, "missing.json"))).toThrow(/cannot be read: no such file/);
    fs.rmSync(dir, { recursive: true });
  });

  it("says what is wrong with an invalid file", () => {
    expect(() => parseJobSourcesJson("{")).toThrow(/JOB_SOURCES_FILE is not valid JSON/);
    try {
      parseJobSourcesJson(JSON.stringify({ lever: ["ok", "bad site/../x"], jsonld: ["ftp://x"], indeed: [] }));
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("lever[1]");
      expect(message).toContain("jsonld[0]");
      expect(message).toMatch(/indeed/);
    }
  });
});
