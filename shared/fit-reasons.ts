/**
 * How a fit reason reads against the job (SPEC Discover Jobs: honest marks): met (tick, green),
 * partial (warning, amber), not met (cross, red), unknown (neutral). The API sends the kinds in
 * `fit_reason_kinds`, index for index with `fit_reasons`, so clients that read only the texts
 * keep working.
 */
export const FIT_REASON_KINDS = ["met", "partial", "not_met", "unknown"] as const;
export type FitReasonKind = (typeof FIT_REASON_KINDS)[number];

/** Who reads the reasons: the veteran ("you hold Secret") or an employer ("Holds Secret"). */
export type FitAudience = "veteran" | "employer";

/** What a screen reader says before the reason ("Not met: Requires TS/SCI clearance…"). */
export const FIT_REASON_KIND_LABELS: Readonly<Record<FitReasonKind, string>> = {
  met: "Met",
  partial: "Partly met",
  not_met: "Not met",
  unknown: "Unknown",
};

/** The kind of reason i; a list without kinds (older rows) reads as met, as it used to show. */
export function fitReasonKind(kinds: readonly string[] | undefined, index: number): FitReasonKind {
  const kind = kinds?.[index];
  return (FIT_REASON_KINDS as readonly string[]).includes(kind ?? "") ? (kind as FitReasonKind) : "met";
}
