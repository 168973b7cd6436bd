import { Button, Icon } from "@blueprintjs/core";
import { useRef, useState, type DragEvent } from "react";
import { AVATAR_ACCEPTED_EXTENSIONS, AVATAR_ACCEPTED_TYPES } from "@shared/avatar";

const ACCEPT = [...AVATAR_ACCEPTED_TYPES, ...AVATAR_ACCEPTED_EXTENSIONS.map((e) => `.${e}`)].join(",");

/** Drop one picture here or browse for it; only the first file of a drop is used. */
export function AvatarDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <div
      className={`vets-dropzone${dragging ? " is-dragging" : ""}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Icon icon="cloud-upload" size={40} className="vets-dropzone-icon" />
      <p className="vets-dropzone-title">Drag and drop a photo here</p>
      <p className="vets-muted">or</p>
      <Button intent="primary" icon="folder-open" text="Browse files" disabled={disabled} onClick={() => input.current?.click()} />
      <p className="vets-muted vets-dropzone-hint">JPEG, PNG, WebP or HEIC · up to 10 MB</p>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="vets-visually-hidden"
        aria-label="Choose a profile picture"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
