import { AVATAR_ROTATION_STEP, AVATAR_ZOOM } from "@shared/avatar";

/** A square crop. In % of the frame (the state before an image has loaded) or in frame pixels. */
export interface Crop {
  unit: "%" | "px";
  x: number;
  y: number;
  size: number;
}

export interface PixelCrop {
  x: number;
  y: number;
  size: number;
}

/** The box the (rotated) image is shown in, and the size of the image element inside it before rotation. */
export interface Frame {
  width: number;
  height: number;
  imageWidth: number;
  imageHeight: number;
}

export type Corner = "nw" | "ne" | "sw" | "se";

/** SPEC §4: the initial default crop is a square 90% wide at a 5% offset. */
export const DEFAULT_CROP: Crop = { unit: "%", x: 5, y: 5, size: 90 };
export const MIN_CROP_PX = 32;

/** Fits the image, as turned by `rotation`, into at most maxWidth × maxHeight. */
export function fitFrame(naturalWidth: number, naturalHeight: number, rotation: number, maxWidth: number, maxHeight: number): Frame {
  const sideways = rotation % 180 !== 0;
  const turnedW = sideways ? naturalHeight : naturalWidth;
  const turnedH = sideways ? naturalWidth : naturalHeight;
  const scale = Math.min(maxWidth / turnedW, maxHeight / turnedH, 1);
  const width = Math.max(1, Math.round(turnedW * scale));
  const height = Math.max(1, Math.round(turnedH * scale));
  return { width, height, imageWidth: sideways ? height : width, imageHeight: sideways ? width : height };
}

/** SPEC §4: after an image loads the crop is 80% of the smaller side, centred. */
export function centeredCrop(frame: Pick<Frame, "width" | "height">, fraction = 0.8): Crop {
  const size = Math.round(Math.min(frame.width, frame.height) * fraction);
  return { unit: "px", x: Math.round((frame.width - size) / 2), y: Math.round((frame.height - size) / 2), size };
}

export function clampCrop(crop: PixelCrop, frame: Pick<Frame, "width" | "height">): PixelCrop {
  const maxSize = Math.min(frame.width, frame.height);
  const size = Math.min(Math.max(crop.size, Math.min(MIN_CROP_PX, maxSize)), maxSize);
  return {
    size,
    x: Math.min(Math.max(crop.x, 0), frame.width - size),
    y: Math.min(Math.max(crop.y, 0), frame.height - size),
  };
}

export function toPixelCrop(crop: Crop, frame: Pick<Frame, "width" | "height">): PixelCrop {
  if (crop.unit === "px") return clampCrop(crop, frame);
  return clampCrop({ x: (crop.x / 100) * frame.width, y: (crop.y / 100) * frame.height, size: (crop.size / 100) * frame.width }, frame);
}

export function moveCrop(start: PixelCrop, dx: number, dy: number, frame: Pick<Frame, "width" | "height">): PixelCrop {
  return clampCrop({ ...start, x: start.x + dx, y: start.y + dy }, frame);
}

/** Drags one corner; the opposite corner stays put and the crop stays square and inside the frame. */
export function resizeCrop(start: PixelCrop, corner: Corner, dx: number, dy: number, frame: Pick<Frame, "width" | "height">): PixelCrop {
  const growX = corner === "ne" || corner === "se" ? dx : -dx;
  const growY = corner === "sw" || corner === "se" ? dy : -dy;
  const anchorX = corner === "ne" || corner === "se" ? start.x : start.x + start.size;
  const anchorY = corner === "sw" || corner === "se" ? start.y : start.y + start.size;
  const roomX = corner === "ne" || corner === "se" ? frame.width - anchorX : anchorX;
  const roomY = corner === "sw" || corner === "se" ? frame.height - anchorY : anchorY;
  const wanted = start.size + Math.max(growX, growY);
  const size = Math.max(Math.min(MIN_CROP_PX, roomX, roomY), Math.min(wanted, roomX, roomY));
  return {
    size,
    x: corner === "ne" || corner === "se" ? anchorX : anchorX - size,
    y: corner === "sw" || corner === "se" ? anchorY : anchorY - size,
  };
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

/** Output side in source pixels: what the crop covers at this zoom, capped (the server makes 512 px anyway). */
export function outputSide(crop: PixelCrop, frame: Frame, naturalWidth: number, zoom: number, cap = 1024): number {
  const sourcePerFramePx = naturalWidth / frame.imageWidth / zoom;
  return Math.max(64, Math.min(cap, Math.round(crop.size * sourcePerFramePx)));
}
