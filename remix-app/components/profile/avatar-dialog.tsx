import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, Slider } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Area, Point } from "react-easy-crop";
import { AVATAR_MESSAGES, AVATAR_PREVIEW_PX, AVATAR_ZOOM } from "@shared/avatar";
import { useToast } from "~/components/shell/toaster";
import { UserAvatar } from "~/components/shell/user-avatar";
import { isAvatarActionResult } from "./avatar-actions";
import { AvatarDropZone } from "./avatar-drop-zone";
import { clampZoom, nextRotation, outputSide } from "./crop-geometry";
import { CropStage } from "./crop-stage";
import { canvasToPng, drawCrop } from "./render-crop";
import { useAvatarImage } from "./use-avatar-image";

const CENTRED: Point = { x: 0, y: 0 };

interface Props {
  isOpen: boolean;
  onClose: () => void;
  /** The route whose action takes the multipart upload and the remove intent. */
  action: string;
  userName: string;
  currentPictureUrl: string | null;
}

export function AvatarDialog({ isOpen, onClose, action, userName, currentPictureUrl }: Props) {
  const fetcher = useFetcher({ key: "avatar-dialog" });
  const toast = useToast();
  const { loaded, error, setError, reading, pick, clear } = useAvatarImage();
  const [rotation, setRotation] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [crop, setCrop] = useState<Point>(CENTRED);
  const [area, setArea] = useState<Area | null>(null);
  const [pending, setPending] = useState<"avatar" | "remove-avatar" | null>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const submitted = useRef(false);
  const sawBusy = useRef(false);
  const dataAtSubmit = useRef<unknown>(undefined);
  const busy = pending !== null;

  const startOver = useCallback(() => {
    clear();
    setRotation(0);
    setZoom(1);
    setCrop(CENTRED);
    setArea(null);
  }, [clear]);

  const close = useCallback(() => {
    if (busy) return;
    startOver();
    onClose();
  }, [busy, onClose, startOver]);

  function onImageLoaded() {
    setRotation(0);
    setZoom(1);
    setCrop(CENTRED);
  }

  const rotate = useCallback(() => {
    if (!loaded) return;
    setRotation(nextRotation(rotation));
    setCrop(CENTRED);
  }, [loaded, rotation]);

  const fetcherData = fetcher.data;
  const markSubmitted = useCallback(() => {
    submitted.current = true;
    sawBusy.current = false;
    dataAtSubmit.current = fetcherData;
  }, [fetcherData]);

  const save = useCallback(async () => {
    if (busy) return;
    if (!loaded || !area || area.width <= 0) {
      setError(AVATAR_MESSAGES.nothingCropped);
      return;
    }
    setError(null);
    const canvas = document.createElement("canvas");
    const blob = drawCrop(canvas, loaded.image, area, rotation, outputSide(area)) ? await canvasToPng(canvas) : null;
    if (!blob) {
      setError(AVATAR_MESSAGES.processFailed);
      toast(AVATAR_MESSAGES.processFailed, "danger");
      return;
    }
    const form = new FormData();
    form.append("file", new File([blob], "profile-picture.png", { type: "image/png" }));
    markSubmitted();
    setPending("avatar");
    fetcher.submit(form, { method: "post", action, encType: "multipart/form-data" });
  }, [busy, loaded, area, rotation, setError, toast, fetcher, action, markSubmitted]);

  function remove() {
    markSubmitted();
    setPending("remove-avatar");
    fetcher.submit({ intent: "remove-avatar" }, { method: "post", action, encType: "application/json" });
  }

  // The answer to this dialog's own submission, handled once the fetcher is idle again with a new answer.
  // A quick answer can arrive without a render that saw the fetcher busy, so a new `data` counts too.
  useEffect(() => {
    if (fetcher.state !== "idle") {
      sawBusy.current = true;
      return;
    }
    if (!pending || !submitted.current) return;
    if (!sawBusy.current && fetcher.data === dataAtSubmit.current) return;
    submitted.current = false;
    const result = fetcher.data;
    setPending(null);
    if (!isAvatarActionResult(result)) {
      toast(pending === "avatar" ? AVATAR_MESSAGES.uploadFailed : AVATAR_MESSAGES.removeFailed, "danger");
      return;
    }
    if (result.intent === "avatar") {
      if (result.ok) {
        toast(AVATAR_MESSAGES.uploaded, "success");
        startOver();
        onClose();
      } else {
        setError(result.error || AVATAR_MESSAGES.uploadFailed);
        toast(AVATAR_MESSAGES.uploadFailed, "danger");
      }
    } else if (result.ok) {
      toast(AVATAR_MESSAGES.removed, "success");
      startOver();
      onClose();
    } else {
      toast(AVATAR_MESSAGES.removeFailed, "danger");
    }
  }, [fetcher.state, fetcher.data, pending, toast, startOver, onClose, setError]);

  useEffect(() => {
    if (!preview.current || !loaded || !area) return;
    drawCrop(preview.current, loaded.image, area, rotation, AVATAR_PREVIEW_PX * 2);
  }, [loaded, area, rotation]);

  // Ctrl/Cmd+S or Ctrl/Cmd+Enter saves, Ctrl/Cmd+R rotates (instead of reloading the page).
  useEffect(() => {
    if (!isOpen) return;
    function onKey(e: KeyboardEvent) {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === "s" || key === "enter") {
        e.preventDefault();
        void save();
      } else if (key === "r") {
        e.preventDefault();
        rotate();
      }
    }
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [isOpen, save, rotate]);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Update Profile Picture"
      icon="camera"
      className="vets-avatar-dialog"
      canEscapeKeyClose={!busy}
      canOutsideClickClose={!busy}
    >
      <DialogBody>
        {error && (
          <Callout intent="danger" icon="error" role="alert" className="vets-form-error">
            {error}
          </Callout>
        )}
        {!loaded ? (
          <div className="vets-avatar-empty">
            <AvatarDropZone onFile={(file) => pick(file, onImageLoaded)} disabled={busy || reading} />
            {currentPictureUrl && (
              <div className="vets-avatar-current">
                <UserAvatar name={userName} pictureUrl={currentPictureUrl} size={AVATAR_PREVIEW_PX} />
                <span className="vets-muted">Current picture</span>
              </div>
            )}
          </div>
        ) : (
          <div className="vets-avatar-editor">
            <div className="vets-crop-well">
              <CropStage
                src={loaded.src}
                crop={crop}
                zoom={zoom}
                rotation={rotation}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onAreaChange={setArea}
              />
            </div>
            <div className="vets-avatar-controls">
              <div className="vets-avatar-preview-block">
                <canvas
                  ref={preview}
                  className="vets-avatar-preview"
                  style={{ width: AVATAR_PREVIEW_PX, height: AVATAR_PREVIEW_PX }}
                  aria-label="Preview of the new picture"
                  role="img"
                />
                <span className="vets-muted">Preview</span>
              </div>
              <FormGroup label="Zoom" labelInfo={`${zoom.toFixed(1)}×`}>
                <Slider
                  min={AVATAR_ZOOM.min}
                  max={AVATAR_ZOOM.max}
                  stepSize={AVATAR_ZOOM.step}
                  labelStepSize={0.5}
                  labelRenderer={(v) => `${v}×`}
                  value={zoom}
                  onChange={(v) => setZoom(clampZoom(v))}
                  handleHtmlProps={{ "aria-label": "Zoom" }}
                />
              </FormGroup>
              <Button icon="image-rotate-right" text="Rotate 90°" onClick={rotate} disabled={busy} fill />
              <Button icon="reset" variant="minimal" text="Start Over" onClick={startOver} disabled={busy} fill />
              <p className={`vets-muted vets-avatar-tip ${Classes.TEXT_SMALL}`}>Drag the picture (or use the arrow keys) to place it in the circle; zoom to fit.</p>
            </div>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={close} disabled={busy} />
            <Button intent="primary" icon="floppy-disk" text="Save" loading={pending === "avatar"} disabled={busy && pending !== "avatar"} onClick={() => void save()} />
          </>
        }
      >
        <div className="vets-row">
          {currentPictureUrl && (
            <Button variant="minimal" intent="danger" icon="trash" text="Remove Picture" loading={pending === "remove-avatar"} disabled={busy} onClick={remove} />
          )}
          <span className={`vets-muted ${Classes.TEXT_SMALL}`}>Esc closes · Ctrl+S saves · Ctrl+R rotates</span>
        </div>
      </DialogFooter>
    </Dialog>
  );
}
