import { describe, expect, it } from "vitest";
import { safeNextPath } from "~/lib/safe-next-path";

describe("safeNextPath: where next= may send a user after login", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/jobs?q=logistics&sort=recent", "/jobs?q=logistics&sort=recent"],
    ["/profile/42", "/profile/42"],
    ["/jobs#top", "/jobs"],
    ["/a/../jobs", "/jobs"],
    ["/https://evil.example", "/https://evil.example"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/evil.example", "/evil.example"],
  ])("keeps the same-origin path %j as %j", (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ["empty", ""],
    ["null", null],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/dashboard"],
    ["triple slash", "///evil.example"],
    ["backslash after slash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["slash backslash slash", "/\\/evil.example"],
    ["tab inside //", "/\t/evil.example"],
    ["newline inside //", "/\n/evil.example"],
    ["carriage return inside //", "/\r/evil.example"],
    ["leading tab", "\t//evil.example"],
    ["leading space", " //evil.example"],
    ["NUL", "/\u0000/evil.example"],
    ["absolute https", "https://evil.example"],
    ["scheme without slashes", "https:evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["encoded //", "%2F%2Fevil.example"],
    ["encoded /\\", "%2F%5Cevil.example"],
    ["double-encoded //", "%252F%252Fevil.example"],
    ["relative path", "dashboard"],
    ["dot segments back to //", "/..//evil.example"],
    ["dot segments with encoded dots", "/%2e%2e//evil.example"],
    ["userinfo trick", "//user@evil.example"],
    ["too long", `/${"a".repeat(3000)}`],
  ])("refuses %s", (_label, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});
