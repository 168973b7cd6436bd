import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../remix-app/lib/config.server";

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "vets-config-"));

describe("configuration", () => {
  it("names the variable that is wrong", () => {
    expect(() => parseConfig({ PORT: "eighty", DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "eighty", DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "postgres://x", DATA_DIR: dataDir() })).toThrow(/DATABASE_URL: must start with file:/);
    expect(() => parseConfig({ SESSION_SECRET: "short", DATA_DIR: dataDir() })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(() => parseConfig({ RATE_LIMITS: "maybe", DATA_DIR: dataDir() })).toThrow(/RATE_LIMITS/);
  });

  it("generates a session secret once and keeps it across restarts", () => {
    const dir = dataDir();
    const first = parseConfig({ DATA_DIR: dir });
    const second = parseConfig({ DATA_DIR: dir });
    expect(first.sessionSecret).toHaveLength(64);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(fs.statSync(path.join(dir, "session-secret")).mode & 0o777).toBe(0o600);
  });

  it("tells SQLite from MySQL by the URL", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).databaseKind).toBe("sqlite");
    expect(parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: "mysql://root@127.0.0.1:3306/x" }).databaseKind).toBe("mysql");
  });
});
