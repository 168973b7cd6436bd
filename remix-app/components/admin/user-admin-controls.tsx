import { Button, HTMLSelect, Tag, type Intent } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ADMIN_SETTABLE_TIERS, findPlan } from "@shared/plans";
import type { AdminUserRow } from "@shared/views/admin-users";
import { USER_UPDATE_FAILED, USER_UPDATED } from "@shared/schemas/admin-back-office";
import { useToast } from "~/components/shell/toaster";

/** One account row of the admin lists. */
export type ManagedUser = AdminUserRow;

const TIER_INTENT: Record<string, Intent> = { pro: "primary", premium: "warning", elite: "success" };
export const tierName = (tier: string | null) => (tier ? (findPlan(tier)?.name ?? tier) : "—");

export function TierBadge({ tier }: { tier: string | null }) {
  if (!tier) return <span className="vets-muted">—</span>;
  return (
    <Tag minimal round intent={TIER_INTENT[tier] ?? "none"}>
      {tierName(tier)}
    </Tag>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Tag minimal round intent={status === "active" ? "success" : "danger"} icon={status === "active" ? "tick" : "disable"}>
      {status === "active" ? "Active" : "Suspended"}
    </Tag>
  );
}

type ActionResult = { ok: true; message: string } | { ok: false; error: string };

/**
 * Tier changes and suspensions post to the /admin/users action (domain calls, one audit row each);
 * the toast is SPEC's 'User updated successfully' or 'Failed to update user'. `onDone` reloads rows.
 */
export function useUserAdminAction(onDone: () => void) {
  const fetcher = useFetcher<ActionResult>();
  const toast = useToast();
  const handled = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    toast(fetcher.data.ok ? USER_UPDATED : USER_UPDATE_FAILED, fetcher.data.ok ? "success" : "danger");
    onDone();
  }, [fetcher.state, fetcher.data, toast, onDone]);
  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: "post", action: "/admin/users" });
  return {
    busy: fetcher.state !== "idle",
    changeTier: (user: ManagedUser, tier: string, justification: string) => submit({ intent: "tier", userId: String(user.id), tier, justification }),
    setActive: (user: ManagedUser, active: boolean, justification: string) =>
      submit({ intent: "status", userId: String(user.id), active: String(active), justification }),
  };
}

export function UserRowControls({
  user,
  selfId,
  busy,
  justification,
  actions,
}: {
  user: ManagedUser;
  selfId: number;
  busy: boolean;
  justification: string;
  actions: ReturnType<typeof useUserAdminAction>;
}) {
  const locked = user.role === "admin" || user.id === selfId;
  return (
    <div className="vets-row-controls">
      {user.role === "veteran" ? (
        <HTMLSelect
          minimal
          aria-label={`Tier for ${user.email}`}
          value={ADMIN_SETTABLE_TIERS.includes(user.subscription_tier as never) ? (user.subscription_tier ?? "") : ""}
          disabled={busy}
          onChange={(e) => actions.changeTier(user, e.currentTarget.value, justification)}
        >
          {!ADMIN_SETTABLE_TIERS.includes(user.subscription_tier as never) && <option value="">{tierName(user.subscription_tier)}</option>}
          {ADMIN_SETTABLE_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tierName(tier)}
            </option>
          ))}
        </HTMLSelect>
      ) : (
        <span className="vets-muted vets-row-controls-gap">No veteran tier</span>
      )}
      {locked ? (
        <span className="vets-muted">Admin</span>
      ) : user.account_status === "active" ? (
        <Button small intent="danger" variant="outlined" disabled={busy} text="Suspend" aria-label={`Suspend ${user.email}`} onClick={() => actions.setActive(user, false, justification)} />
      ) : (
        <Button small intent="success" variant="outlined" disabled={busy} text="Activate" aria-label={`Activate ${user.email}`} onClick={() => actions.setActive(user, true, justification)} />
      )}
    </div>
  );
}
