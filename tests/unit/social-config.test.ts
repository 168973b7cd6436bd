import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/lib/config.server";

describe("test-only link preview settings", () => {
  const base = { SESSION_SECRET: "x".repeat(40), DATA_DIR: "/tmp/vets-config-test" };
  it("production and development refuse to start with the allow-list or a DNS override", () => {
    for (const NODE_ENV of ["production", "development"]) {
      expect(() => parseConfig({ ...base, NODE_ENV, LINK_PREVIEW_TEST_ALLOW: "127.0.0.1:8080" })).toThrow(ConfigError);
      expect(() => parseConfig({ ...base, NODE_ENV, LINK_PREVIEW_DNS_SERVER: "127.0.0.1:5353" })).toThrow(/test-only/);
    }
  });
  it("NODE_ENV=test accepts them", () => {
    expect(parseConfig({ ...base, NODE_ENV: "test", LINK_PREVIEW_TEST_ALLOW: "127.0.0.1:8080" }).LINK_PREVIEW_TEST_ALLOW).toBe("127.0.0.1:8080");
  });
});
