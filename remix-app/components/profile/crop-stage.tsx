import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { moveCrop, resizeCrop, type Corner, type Frame, type PixelCrop } from "./crop-geometry";

interface Props {
  src: string;
  frame: Frame;
  crop: PixelCrop;
  rotation: number;
  zoom: number;
  onCropChange: (crop: PixelCrop) => void;
}

type Drag = { pointerId: number; startX: number; startY: number; start: PixelCrop; corner: Corner | null };

const CORNERS: readonly Corner[] = ["nw", "ne", "sw", "se"];
const KEY_STEP = 4;

/** The image under a square crop with a circular mask; drag the square to move it, a corner to resize it. */
export function CropStage({ src, frame, crop, rotation, zoom, onCropChange }: Props) {
  const drag = useRef<Drag | null>(null);

  function begin(e: PointerEvent<HTMLElement>, corner: Corner | null) {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { pointerId: e.pointerId, startX: e.clientX, startY: e.clientY, start: crop, corner };
  }

  function move(e: PointerEvent<HTMLElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const dx = e.clientX - d.startX;
    const dy = e.clientY - d.startY;
    onCropChange(d.corner ? resizeCrop(d.start, d.corner, dx, dy, frame) : moveCrop(d.start, dx, dy, frame));
  }

  function end(e: PointerEvent<HTMLElement>) {
    if (drag.current?.pointerId === e.pointerId) drag.current = null;
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = e.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const delta = moves[e.key];
    if (!delta) return;
    e.preventDefault();
    onCropChange(moveCrop(crop, delta[0], delta[1], frame));
  }

  return (
    <div className="vets-crop-frame" style={{ width: frame.width, height: frame.height }}>
      <img
        src={src}
        alt="Picture being cropped"
        draggable={false}
        className="vets-crop-image"
        style={{
          width: frame.imageWidth,
          height: frame.imageHeight,
          left: (frame.width - frame.imageWidth) / 2,
          top: (frame.height - frame.imageHeight) / 2,
          transform: `rotate(${rotation}deg) scale(${zoom})`,
        }}
      />
      <div
        className="vets-crop-box"
        role="group"
        aria-label="Crop area: drag to move, drag a corner to resize, or use the arrow keys"
        tabIndex={0}
        style={{ left: crop.x, top: crop.y, width: crop.size, height: crop.size }}
        onPointerDown={(e) => begin(e, null)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={onKeyDown}
      >
        {CORNERS.map((corner) => (
          <span
            key={corner}
            className={`vets-crop-handle vets-crop-handle-${corner}`}
            aria-hidden
            onPointerDown={(e) => begin(e, corner)}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          />
        ))}
      </div>
    </div>
  );
}
