import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/lib/config.server";

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

  it("reads TRUST_PROXY as Express needs it: a number of hops, true/false, or addresses and CIDRs", () => {
    const trust = (value: string) => parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust("1")).toBe(1); // Express would take the string "1" for an address
    expect(trust("2")).toBe(2);
    expect(trust("true")).toBe(true);
    expect(trust("false")).toBe(false);
    expect(trust("loopback")).toBe("loopback");
    expect(trust("loopback, 10.0.0.0/8,192.168.1.7, fd00::/8, 172.16.0.0/255.240.0.0")).toBe(
      "loopback,10.0.0.0/8,192.168.1.7,fd00::/8,172.16.0.0/255.240.0.0",
    );
    expect(parseConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toBeUndefined();
    for (const bad of ["yes please", "10.0.0.0/33", "1,2", "10.0.0.1/abc", "loopback,"]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: .* is not a hop count/);
    }
  });

  it("seeds demo accounts by default on SQLite only; SEED_DEMO forces either way", () => {
    const mysql = "mysql://root@127.0.0.1:3306/x";
    const seed = (env: Record<string, string>) => parseConfig({ DATA_DIR: dataDir(), ...env }).seedDemo;
    expect(seed({})).toBe(true);
    expect(seed({ DATABASE_URL: mysql })).toBe(false);
    expect(seed({ DATABASE_URL: mysql, SEED_DEMO: "auto" })).toBe(false);
    expect(seed({ DATABASE_URL: mysql, SEED_DEMO: "true" })).toBe(true);
    expect(seed({ SEED_DEMO: "false" })).toBe(false);
    expect(() => seed({ SEED_DEMO: "sometimes" })).toThrow(/SEED_DEMO/);
  });
  it("takes Redis only as a redis:// or rediss:// URL, with a key prefix safe for keys and channels", () => {
    const redis = (env: Record<string, string>) => parseConfig({ DATA_DIR: dataDir(), ...env });
    expect(redis({}).REDIS_URL).toBeUndefined();
    expect(redis({}).REDIS_KEY_PREFIX).toBe("vets:");
    expect(redis({ REDIS_URL: "redis://127.0.0.1:6379/2" }).REDIS_URL).toBe("redis://127.0.0.1:6379/2");
    expect(redis({ REDIS_URL: "rediss://:secret@cache.internal:6380" }).REDIS_URL).toBe("rediss://:secret@cache.internal:6380");
    expect(redis({ REDIS_KEY_PREFIX: "prod-eu.vets:" }).REDIS_KEY_PREFIX).toBe("prod-eu.vets:");
    for (const bad of ["127.0.0.1:6379", "http://127.0.0.1:6379", "redis://", "redis://host name"]) {
      expect(() => redis({ REDIS_URL: bad }), bad).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    }
    for (const bad of ["has space", "x".repeat(65), "a*b", "{tag}"]) {
      expect(() => redis({ REDIS_KEY_PREFIX: bad }), bad).toThrow(/REDIS_KEY_PREFIX/);
    }
  });
});
