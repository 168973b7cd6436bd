import type { Frame, PixelCrop } from "./crop-geometry";

/**
 * Draws what the crop square shows onto `canvas` at `side` × `side` pixels: the same
 * centre-rotate-scale the stage applies with CSS, so the saved picture is what was seen.
 */
export function drawCrop(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  frame: Frame,
  crop: PixelCrop,
  rotation: number,
  zoom: number,
  side: number,
): boolean {
  const ctx = canvas.getContext("2d");
  if (!ctx) return false;
  canvas.width = side;
  canvas.height = side;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, side, side);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = "high";
  const scale = side / crop.size;
  ctx.scale(scale, scale);
  ctx.translate(-crop.x + frame.width / 2, -crop.y + frame.height / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.scale(zoom, zoom);
  ctx.drawImage(image, -frame.imageWidth / 2, -frame.imageHeight / 2, frame.imageWidth, frame.imageHeight);
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
