import type { Area, MediaSize } from "react-easy-crop";
import { AVATAR_ROTATION_STEP, AVATAR_ZOOM } from "@shared/avatar";

/** SPEC §4: after an image loads the crop circle is 80% of the picture's smaller side, centred. */
export const CROP_FRACTION = 0.8;

/** The crop circle's diameter in screen pixels for the picture as the cropper shows it. */
export function cropSide(media: Pick<MediaSize, "width" | "height">, fraction = CROP_FRACTION): number {
  return Math.max(1, Math.round(Math.min(media.width, media.height) * fraction));
}

/** SPEC §9: rotation in 90° steps, modulo 360. */
export function nextRotation(rotation: number): number {
  return (rotation + AVATAR_ROTATION_STEP) % 360;
}

/** SPEC §9: zoom 0.5 to 3 in steps of 0.1. */
export function clampZoom(zoom: number): number {
  const stepped = Math.round(zoom / AVATAR_ZOOM.step) * AVATAR_ZOOM.step;
  return Math.min(AVATAR_ZOOM.max, Math.max(AVATAR_ZOOM.min, Number(stepped.toFixed(1))));
}

/** Output side in source pixels: what the crop covers, capped (the server makes 512 px anyway). */
export function outputSide(area: Pick<Area, "width">, cap = 1024): number {
  return Math.max(64, Math.min(cap, Math.round(area.width)));
}
