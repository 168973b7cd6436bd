import { Button, DialogFooter } from "@blueprintjs/core";
import type { ReactNode } from "react";

/** A dialog's footer: Cancel (held while the dialog is busy), then the dialog's own actions. */
export function CancelFooter({ onCancel, busy, children, cancelText = "Cancel" }: { onCancel: () => void; busy?: boolean; children: ReactNode; cancelText?: string }) {
  return (
    <DialogFooter
      actions={
        <>
          <Button text={cancelText} onClick={onCancel} disabled={busy} />
          {children}
        </>
      }
    />
  );
}
