import { Alert } from "@blueprintjs/core";
import type { ThreadView } from "@shared/messaging";
import { otherParticipants, threadTitle } from "./dm-client";

export type ThreadConfirm = { kind: "block" | "delete"; thread: ThreadView } | null;

/** The question before blocking the other person or deleting a conversation (for the viewer only). */
export function ThreadConfirmAlert({
  confirm,
  meId,
  onCancel,
  onConfirm,
}: {
  confirm: ThreadConfirm;
  meId: number;
  onCancel(): void;
  onConfirm(): void;
}) {
  const confirmName = confirm
    ? confirm.kind === "block"
      ? (otherParticipants(confirm.thread, meId)[0]?.name ?? "this person")
      : threadTitle(confirm.thread, meId)
    : "";
  return (
    <Alert
      isOpen={confirm !== null}
      intent="danger"
      icon={confirm?.kind === "block" ? "blocked-person" : "trash"}
      confirmButtonText={confirm?.kind === "block" ? "Block" : "Delete"}
      cancelButtonText="Cancel"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {confirm?.kind === "block" ? (
        <p>
          Block <strong>{confirmName}</strong>? They won&apos;t be able to message you or see when you&apos;re online. You can
          unblock them later in Settings.
        </p>
      ) : (
        <p>
          Delete your conversation with <strong>{confirmName}</strong>? It disappears for you only, and comes back if they write
          again.
        </p>
      )}
    </Alert>
  );
}
