import type { Intent } from "@blueprintjs/core";
import type { ApplicationStatus } from "@shared/applications";

/** One colour per application state on every screen: the veteran's tracker and both employer lists. */
export const APPLICATION_STATUS_INTENT: Readonly<Record<ApplicationStatus, Intent>> = {
  pending: "warning",
  sent: "primary",
  interview: "success",
  offer: "success",
  rejected: "danger",
  withdrawn: "none",
};
