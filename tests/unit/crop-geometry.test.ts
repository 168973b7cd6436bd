import { describe, expect, it } from "vitest";
import { clampZoom, cropSide, nextRotation, outputSide } from "~/components/profile/crop-geometry";

describe("avatar crop rules", () => {
  it("sizes the crop circle to 80% of the shown picture's smaller side (SPEC §4)", () => {
    expect(cropSide({ width: 440, height: 293 })).toBe(234);
    expect(cropSide({ width: 227, height: 340 })).toBe(182);
  });

  it("rotates in 90° steps modulo 360 and zooms 0.5–3 in 0.1 steps", () => {
    expect([0, 90, 180, 270].map(nextRotation)).toEqual([90, 180, 270, 0]);
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(3.7)).toBe(3);
    expect(clampZoom(1.234)).toBe(1.2);
  });

  it("outputs the source pixels the crop covers, at least 64 and at most 1024", () => {
    expect(outputSide({ width: 545.4 })).toBe(545);
    expect(outputSide({ width: 20 })).toBe(64);
    expect(outputSide({ width: 4000 })).toBe(1024);
  });
});
