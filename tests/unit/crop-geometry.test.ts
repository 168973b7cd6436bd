import { describe, expect, it } from "vitest";
import {
  centeredCrop,
  clampZoom,
  DEFAULT_CROP,
  fitFrame,
  moveCrop,
  nextRotation,
  outputSide,
  resizeCrop,
  toPixelCrop,
} from "~/components/profile/crop-geometry";

describe("avatar crop geometry", () => {
  const frame = fitFrame(1200, 800, 0, 440, 340);

  it("fits the image (turned or not) into the stage", () => {
    expect(frame).toMatchObject({ width: 440, height: 293 });
    const turned = fitFrame(1200, 800, 90, 440, 340);
    expect(turned).toMatchObject({ width: 227, height: 340, imageWidth: 340, imageHeight: 227 });
  });

  it("starts at SPEC's defaults: 90% at 5% before load, 80% of the smaller side centred after", () => {
    expect(DEFAULT_CROP).toEqual({ unit: "%", x: 5, y: 5, size: 90 });
    expect(toPixelCrop(DEFAULT_CROP, { width: 400, height: 400 })).toEqual({ x: 20, y: 20, size: 360 });
    const c = centeredCrop(frame);
    expect(c.size).toBe(Math.round(293 * 0.8));
    expect(Math.abs(c.x + c.size / 2 - 220)).toBeLessThanOrEqual(1);
    expect(Math.abs(c.y + c.size / 2 - 146.5)).toBeLessThanOrEqual(1);
  });

  it("keeps the crop square and inside the frame when moved or resized", () => {
    const start = { x: 100, y: 50, size: 150 };
    expect(moveCrop(start, 1000, -1000, frame)).toEqual({ x: 290, y: 0, size: 150 });
    const grown = resizeCrop(start, "se", 500, 20, frame);
    expect(grown.x).toBe(100);
    expect(grown.y).toBe(50);
    expect(grown.size).toBe(243); // limited by the frame's bottom edge
    const shrunk = resizeCrop(start, "nw", 140, 140, frame);
    expect(shrunk.size).toBe(32);
    expect(shrunk.x + shrunk.size).toBe(250);
  });

  it("rotates in 90° steps modulo 360 and zooms 0.5–3 in 0.1 steps", () => {
    expect([0, 90, 180, 270].map(nextRotation)).toEqual([90, 180, 270, 0]);
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(3.7)).toBe(3);
    expect(clampZoom(1.234)).toBe(1.2);
  });

  it("outputs the source pixels the crop covers, capped", () => {
    const crop = { x: 0, y: 0, size: 200 };
    expect(outputSide(crop, frame, 1200, 1)).toBe(545);
    expect(outputSide(crop, frame, 1200, 2)).toBe(273);
    expect(outputSide(crop, fitFrame(6000, 4000, 0, 440, 340), 6000, 1)).toBe(1024);
  });
});
