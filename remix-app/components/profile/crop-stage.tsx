import { useState } from "react";
import Cropper, { type Area, type Point } from "react-easy-crop";
import { AVATAR_ZOOM } from "@shared/avatar";
import { clampZoom, cropSide } from "./crop-geometry";

interface Props {
  src: string;
  crop: Point;
  zoom: number;
  rotation: number;
  onCropChange: (crop: Point) => void;
  onZoomChange: (zoom: number) => void;
  /** The crop in source pixels, after each move or zoom. */
  onAreaChange: (area: Area) => void;
}

const KEY_STEP = 4;

/** react-easy-crop under a circular mask: drag (or arrow keys) moves the picture, the wheel or a pinch zooms. */
export function CropStage({ src, crop, zoom, rotation, onCropChange, onZoomChange, onAreaChange }: Props) {
  const [side, setSide] = useState<number | null>(null);
  return (
    <div className="vets-crop-frame">
      <Cropper
        image={src}
        crop={crop}
        zoom={zoom}
        rotation={rotation}
        aspect={1}
        cropShape="round"
        showGrid={false}
        minZoom={AVATAR_ZOOM.min}
        maxZoom={AVATAR_ZOOM.max}
        // Below zoom 1 the picture is smaller than the circle, so it may sit anywhere inside it.
        restrictPosition={zoom >= 1}
        cropSize={side ? { width: side, height: side } : undefined}
        keyboardStep={KEY_STEP}
        // Called on load and whenever the shown picture is resized (a narrower window), so the circle fits it.
        setMediaSize={(media) => setSide(cropSide(media))}
        onCropChange={onCropChange}
        onZoomChange={(next) => onZoomChange(clampZoom(next))}
        onCropComplete={(_, pixels) => onAreaChange(pixels)}
        mediaProps={{ alt: "Picture being cropped" }}
        cropperProps={{ role: "group", "aria-label": "Crop area: drag the picture to move it, or use the arrow keys" }}
      />
    </div>
  );
}
