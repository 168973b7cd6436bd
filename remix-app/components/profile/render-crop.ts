import type { Area } from "react-easy-crop";

/**
 * Draws the cropped square onto `canvas` at `side` × `side` pixels. `area` is react-easy-crop's
 * crop in source pixels of the picture as turned by `rotation` (its bounding box); below zoom 1
 * it may reach past the picture, which stays transparent there.
 */
export function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, area: Area, rotation: number, side: number): boolean {
  const ctx = canvas.getContext("2d");
  if (!ctx || area.width <= 0) return false;
  canvas.width = side;
  canvas.height = side;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, side, side);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = "high";
  const sideways = rotation % 180 !== 0;
  const turnedWidth = sideways ? image.naturalHeight : image.naturalWidth;
  const turnedHeight = sideways ? image.naturalWidth : image.naturalHeight;
  ctx.scale(side / area.width, side / area.height);
  ctx.translate(-area.x + turnedWidth / 2, -area.y + turnedHeight / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  return true;
}

/** SPEC §7: the upload is a PNG at quality 0.95 (browsers ignore quality for PNG; kept as specified). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), "image/png", 0.95);
    } catch {
      resolve(null);
    }
  });
}
