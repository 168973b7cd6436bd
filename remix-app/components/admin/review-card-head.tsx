import { Button, Tag } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import type { QueueCardProps } from "./review-queue";

/** A waiting item's header: who, "Pending review" with the facts after it, and the two decisions. */
export function ReviewCardHead({
  avatar,
  personAvatar = false,
  title,
  approveIcon,
  children,
  busy,
  disabled,
  onApprove,
  onReject,
}: QueueCardProps & { avatar: string; personAvatar?: boolean; title: string; approveIcon: IconName; children: ReactNode }) {
  return (
    <header className="vets-review-head">
      <div className={personAvatar ? "vets-review-avatar is-person" : "vets-review-avatar"} aria-hidden>
        {avatar}
      </div>
      <div className="vets-review-title">
        <h3>{title}</h3>
        <div className="vets-review-meta">
          <Tag intent="warning" minimal round icon="time">
            Pending review
          </Tag>
          {children}
        </div>
      </div>
      <div className="vets-review-actions">
        <Button icon="disable" intent="danger" variant="outlined" text="Reject" onClick={onReject} disabled={disabled} />
        <Button
          icon={approveIcon}
          intent="success"
          text="Approve"
          onClick={onApprove}
          loading={busy}
          disabled={disabled && !busy}
        />
      </div>
    </header>
  );
}
