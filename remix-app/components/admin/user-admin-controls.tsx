import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Tag, TextArea, type Intent } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { ADMIN_SETTABLE_TIERS, findPlan } from "@shared/plans";
import type { AdminUserRow } from "@shared/views/admin-users";
import {
  automaticStatusJustification,
  automaticTierJustification,
  JUSTIFICATION_MAX,
  USER_UPDATE_FAILED,
  USER_UPDATED,
} from "@shared/schemas/admin-back-office";
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

/** A change an admin has asked for and not yet confirmed. */
export type PendingUserChange = { kind: "tier"; user: ManagedUser; tier: string } | { kind: "status"; user: ManagedUser; active: boolean };

/**
 * Tier changes and suspensions post to the /admin/users action (domain calls, one audit row each)
 * only after the admin confirms them in a dialog that holds the justification; the toast is
 * SPEC's 'User updated successfully' or 'Failed to update user'. `onDone` reloads rows.
 */
export function useUserAdminAction(onDone: () => void) {
  const fetcher = useFetcher<ActionResult>();
  const toast = useToast();
  const handled = useRef<ActionResult | undefined>(undefined);
  const [pending, setPending] = useState<PendingUserChange | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    toast(fetcher.data.ok ? USER_UPDATED : USER_UPDATE_FAILED, fetcher.data.ok ? "success" : "danger");
    setPending(null);
    onDone();
  }, [fetcher.state, fetcher.data, toast, onDone]);
  const cancel = useCallback(() => setPending(null), []);
  const confirm = (justification: string) => {
    if (!pending) return;
    const fields: Record<string, string> =
      pending.kind === "tier"
        ? { intent: "tier", userId: String(pending.user.id), tier: pending.tier }
        : { intent: "status", userId: String(pending.user.id), active: String(pending.active) };
    if (justification.trim()) fields.justification = justification.trim();
    fetcher.submit(fields, { method: "post", action: "/admin/users" });
  };
  return { busy: fetcher.state !== "idle", pending, request: setPending, cancel, confirm };
}

type UserAdminActions = ReturnType<typeof useUserAdminAction>;

function changeCopy(change: PendingUserChange) {
  const who = change.user.full_name ? `${change.user.full_name} (${change.user.email})` : change.user.email;
  if (change.kind === "tier") {
    return {
      title: "Change subscription tier",
      verb: "Change tier",
      intent: "primary" as Intent,
      who,
      from: tierName(change.user.subscription_tier),
      to: tierName(change.tier),
      automatic: automaticTierJustification(tierName(change.tier)),
      effect: "The new plan's limits apply at once.",
    };
  }
  return {
    title: change.active ? "Activate account" : "Suspend account",
    verb: change.active ? "Activate" : "Suspend",
    intent: (change.active ? "success" : "danger") as Intent,
    who,
    from: change.active ? "Suspended" : "Active",
    to: change.active ? "Active" : "Suspended",
    automatic: automaticStatusJustification(change.active),
    effect: change.active ? "The user can sign in again." : "Every session of the user ends now and they cannot sign in until reactivated.",
  };
}

/** The one confirmation for a tier change or a suspension: what changes, for whom, and why. */
export function UserChangeDialog({ actions }: { actions: UserAdminActions }) {
  const { pending, busy, cancel, confirm } = actions;
  const [justification, setJustification] = useState("");
  useEffect(() => {
    if (pending) setJustification("");
  }, [pending]);
  const copy = pending ? changeCopy(pending) : null;
  return (
    <Dialog isOpen={pending !== null} onClose={busy ? undefined : cancel} title={copy?.title} icon="confirm" className="vets-dialog-narrow">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          confirm(justification);
        }}
      >
        <DialogBody>
          {copy && (
            <>
              <p>
                <strong>{copy.who}</strong>: {copy.from} → <strong>{copy.to}</strong>
              </p>
              <p className="vets-muted">{copy.effect}</p>
            </>
          )}
          <FormGroup label="Justification" labelFor="user-change-justification" labelInfo="(recorded in the audit log)" helperText={copy ? `Left empty, the log says: “${copy.automatic}”` : undefined}>
            <TextArea
              id="user-change-justification"
              fill
              autoFocus
              rows={3}
              maxLength={JUSTIFICATION_MAX}
              value={justification}
              onChange={(e) => setJustification(e.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={cancel} disabled={busy} />
              <Button type="submit" intent={copy?.intent} text={copy?.verb} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

export function UserRowControls({ user, selfId, actions }: { user: ManagedUser; selfId: number; actions: UserAdminActions }) {
  const locked = user.role === "admin" || user.id === selfId;
  const settable = ADMIN_SETTABLE_TIERS.includes(user.subscription_tier as never);
  const busy = actions.busy || actions.pending !== null;
  return (
    <div className="vets-row-controls">
      {user.role === "veteran" ? (
        <HTMLSelect
          minimal
          aria-label={`Tier for ${user.email}`}
          value={settable ? (user.subscription_tier ?? "") : ""}
          disabled={busy}
          onChange={(e) => {
            const tier = e.currentTarget.value;
            if (tier && tier !== user.subscription_tier) actions.request({ kind: "tier", user, tier });
          }}
        >
          {!settable && <option value="">{tierName(user.subscription_tier)}</option>}
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
        <Button small intent="danger" variant="outlined" disabled={busy} text="Suspend" aria-label={`Suspend ${user.email}`} onClick={() => actions.request({ kind: "status", user, active: false })} />
      ) : (
        <Button small intent="success" variant="outlined" disabled={busy} text="Activate" aria-label={`Activate ${user.email}`} onClick={() => actions.request({ kind: "status", user, active: true })} />
      )}
    </div>
  );
}
