import { Icon, type IconName, type Intent } from "@blueprintjs/core";
import { FIT_REASON_KIND_LABELS, fitReasonKind, type FitReasonKind } from "@shared/fit-reasons";

const MARKS: Readonly<Record<FitReasonKind, { icon: IconName; intent: Intent }>> = {
  met: { icon: "tick-circle", intent: "success" },
  partial: { icon: "warning-sign", intent: "warning" },
  not_met: { icon: "cross-circle", intent: "danger" },
  unknown: { icon: "help", intent: "none" },
};

/** One fit reason with its mark: icon and colour for the eye, "Not met:" for a screen reader. */
export function FitReason({ reason, kind, iconSize = 12 }: { reason: string; kind: FitReasonKind; iconSize?: number }) {
  const mark = MARKS[kind];
  return (
    <span className={`vets-fit-reason vets-fit-reason-${kind}`} data-fit-kind={kind}>
      <Icon icon={mark.icon} size={iconSize} intent={mark.intent} aria-hidden />
      <span className="vets-visually-hidden">{FIT_REASON_KIND_LABELS[kind]}: </span>
      {reason}
    </span>
  );
}

interface ListProps {
  reasons: readonly string[] | undefined;
  /** fit_reason_kinds, index for index; missing kinds read as met. */
  kinds: readonly string[] | undefined;
  max?: number;
  iconSize?: number;
  className?: string;
}

/**
 * The first `max` reasons, but a shortfall is never cut: when every shown reason is good and a
 * later one is not met, it takes the last place (a short list must not read as all ticks).
 */
function shownReasons(reasons: readonly string[], kinds: readonly string[] | undefined, max: number | undefined) {
  const all = reasons.map((reason, index) => ({ reason, kind: fitReasonKind(kinds, index) }));
  if (max === undefined || all.length <= max) return all;
  const shown = all.slice(0, max);
  const gap = all.slice(max).find((entry) => entry.kind === "not_met");
  if (gap && !shown.some((entry) => entry.kind === "not_met")) shown[max - 1] = gap;
  return shown;
}

/** The reasons of a fit as the job card, job page, dashboard and applicant card all show them. */
export function FitReasonList({ reasons, kinds, max, iconSize, className }: ListProps) {
  if (!reasons || reasons.length === 0) return null;
  return (
    <ul className={className ?? "vets-fit-reasons"}>
      {shownReasons(reasons, kinds, max).map(({ reason, kind }) => (
        <li key={reason}>
          <FitReason reason={reason} kind={kind} iconSize={iconSize} />
        </li>
      ))}
    </ul>
  );
}
