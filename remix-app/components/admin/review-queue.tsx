import { NonIdealState } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { RecentDecisions, type DecisionRow } from "./recent-decisions";
import type { ReviewKind } from "./review-types";
import type { ReviewDecisions } from "./use-review-decisions";

/** What a card in the queue gets: its own busy state, the queue's, and the two decisions. */
export interface QueueCardProps {
  busy: boolean;
  disabled: boolean;
  onApprove(): void;
  onReject(): void;
}

/**
 * One review queue of /admin/approvals: the waiting items as cards (or the empty state), then the
 * recent decisions. `identify` names an item the way the decision form and its toast do.
 */
export function ReviewQueue<T>(props: {
  kind: ReviewKind;
  pending: T[];
  recent: T[];
  decisions: ReviewDecisions;
  identify(item: T): { id: number; name: string };
  empty: { title: string; description: string };
  card(item: T, card: QueueCardProps): ReactNode;
  recentTitle: string;
  recentRow(item: T): Omit<DecisionRow, "onReapprove"> & { reapprove?: boolean };
}) {
  const { kind, decisions, identify } = props;
  const anyBusy = decisions.busyKey !== null;
  return (
    <div className="vets-stack">
      {props.pending.length === 0 ? (
        <NonIdealState
          className="vets-queue-empty"
          icon="endorsed"
          title={props.empty.title}
          description={props.empty.description}
        />
      ) : (
        props.pending.map((item) => {
          const { id, name } = identify(item);
          return props.card(item, {
            busy: decisions.busyKey === `${kind}:${id}`,
            disabled: anyBusy,
            onApprove: () => decisions.approve(kind, id, name),
            onReject: () => decisions.openReject(kind, id, name),
          });
        })
      )}
      <RecentDecisions
        title={props.recentTitle}
        busy={anyBusy}
        rows={props.recent.map((item) => {
          const { reapprove, ...row } = props.recentRow(item);
          const { id, name } = identify(item);
          return { ...row, onReapprove: reapprove ? () => decisions.approve(kind, id, name) : undefined };
        })}
      />
    </div>
  );
}
