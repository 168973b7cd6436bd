import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { useCallback, useEffect, useState } from "react";
import type { MessageUserView } from "@shared/messaging";
import { UserAvatar } from "~/components/shell/user-avatar";
import { useToast } from "~/components/shell/toaster";
import { dmCall } from "./messages/dm-client";

type BlockedUser = MessageUserView & { blocked_at: string };

/** The people you blocked, with Unblock (Inbox › Settings and the Messages tab's menu). */
export function BlockedUsers() {
  const toast = useToast();
  const [users, setUsers] = useState<BlockedUser[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    const res = await dmCall<{ users: BlockedUser[] }>("/api/users/blocked");
    if (res.ok) setUsers(res.body.users);
    else setFailed(true);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function unblock(user: BlockedUser) {
    setBusy(user.id);
    const res = await dmCall(`/api/users/${user.id}/block`, { method: "DELETE" });
    setBusy(null);
    if (!res.ok) {
      toast(res.body.detail ?? "Failed to unblock user", "danger");
      return;
    }
    setUsers((now) => (now ?? []).filter((u) => u.id !== user.id));
    toast(`${user.name} unblocked`, "success");
  }

  if (failed) return <p className="vets-muted">Failed to load blocked people</p>;
  if (users === null) return <Spinner size={20} />;
  if (users.length === 0) return <NonIdealState icon="blocked-person" description="You haven't blocked anyone." className="vets-dm-blocked-empty" />;
  return (
    <ul className="vets-dm-blocked" aria-label="Blocked people">
      {users.map((u) => (
        <li key={u.id}>
          <UserAvatar name={u.name} pictureUrl={u.profile_pic} size={32} />
          <span className="vets-dm-person-name">{u.name}</span>
          <Button text="Unblock" variant="outlined" size="small" loading={busy === u.id} onClick={() => void unblock(u)} />
        </li>
      ))}
    </ul>
  );
}
