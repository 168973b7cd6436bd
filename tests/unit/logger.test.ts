import { afterEach, describe, expect, it } from "vitest";
import { log } from "~/lib/logger.server";
import { captureStdout, type LogCapture } from "../fixtures/log-capture";

let logged: LogCapture | undefined;
afterEach(() => logged?.stop());

describe("the server logger", () => {
  it("writes one JSON record a line outside development", () => {
    logged = captureStdout();
    log.warn({ route: "/jobs" }, "[jobs] slow search");
    const [record] = logged.records();
    expect(record).toMatchObject({ level: 40, msg: "[jobs] slow search", route: "/jobs" });
    expect(typeof record?.time).toBe("number");
  });

  it("never writes an email address, password or code passed as a field, at the top or one level down", () => {
    logged = captureStdout();
    log.info(
      { email: "private.person@example.com", to: "other.person@example.com", user: { email: "third@example.com", id: 7 }, password: "Secret123!", otp_code: "123456" },
      "[accounts] signed in",
    );
    const line = logged.lines.join("\n");
    expect(line).not.toMatch(/example\.com|Secret123|123456/);
    expect(logged.records()[0]).toMatchObject({ email: "[redacted]", to: "[redacted]", user: { email: "[redacted]", id: 7 }, password: "[redacted]" });
  });

  it("keeps an error's message and stack", () => {
    logged = captureStdout();
    log.error({ err: new Error("disk full") }, "[uploads] could not save");
    const record = logged.records()[0];
    expect(record?.err).toMatchObject({ type: "Error", message: "disk full" });
    expect(String((record?.err as { stack?: string }).stack)).toContain("logger.test.ts");
  });
});
