import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  FormGroup,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { CancelFooter } from "~/components/common/cancel-footer";
import { useEffect, useState } from "react";
import { THREAD_NAME_MAX_LENGTH, type MessageUserView, type ThreadView } from "@shared/messaging";
import { WHO_CAN_BE_MESSAGED } from "@shared/social";
import { UserAvatar } from "~/components/shell/user-avatar";
import { useToast } from "~/components/shell/toaster";
import { dmCall, startConversation } from "./dm-client";

interface Props {
  isOpen: boolean;
  onClose(): void;
  onStarted(thread: ThreadView): void;
}

/** SPEC's new conversation: search people you may message, pick one or more, group option and name when several. */
export function NewConversationDialog({ isOpen, onClose, onStarted }: Props) {
  const toast = useToast();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<MessageUserView[]>([]);
  const [searching, setSearching] = useState(false);
  const [selected, setSelected] = useState<MessageUserView[]>([]);
  const [asGroup, setAsGroup] = useState(true);
  const [groupName, setGroupName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (!isOpen) {
      setQuery("");
      setResults([]);
      setSelected([]);
      setGroupName("");
      setAsGroup(true);
      setError(null);
    }
  }, [isOpen]);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setResults([]);
      setSearching(false);
      return;
    }
    setSearching(true);
    let current = true;
    const timer = setTimeout(async () => {
      const res = await dmCall<{ users: MessageUserView[] }>(`/api/users/search?q=${encodeURIComponent(q)}`);
      if (!current) return;
      setResults(res.ok ? res.body.users : []);
      setSearching(false);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  function toggle(user: MessageUserView) {
    setError(null);
    setSelected((now) => (now.some((u) => u.id === user.id) ? now.filter((u) => u.id !== user.id) : [...now, user]));
  }

  async function start() {
    if (selected.length === 0) {
      setError("Please select at least one user");
      return;
    }
    setStarting(true);
    const group = selected.length > 1 && asGroup;
    const res = await startConversation(
      selected.map((u) => u.id),
      { isGroup: group, name: group ? groupName.trim() : undefined },
    );
    setStarting(false);
    if (!res.ok) {
      const detail = res.body.detail ?? "Failed to start conversation";
      setError(detail);
      toast("Failed to start conversation", "danger");
      return;
    }
    toast("Conversation started!", "success");
    onStarted(res.body.thread);
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="New conversation" icon="new-person" className="vets-dm-new-dialog">
      <DialogBody>
        <FormGroup label="To" labelFor="dm-user-search" helperText={WHO_CAN_BE_MESSAGED}>
          <InputGroup
            id="dm-user-search"
            leftIcon="search"
            placeholder="Search by name"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoFocus
            rightElement={searching ? <Spinner size={16} /> : undefined}
          />
        </FormGroup>
        {selected.length > 0 && (
          <div className="vets-dm-selected" aria-label="Selected people">
            {selected.map((u) => (
              <Tag
                key={u.id}
                round
                large
                onRemove={() => toggle(u)}
                icon={<UserAvatar name={u.name} pictureUrl={u.profile_pic} size={18} />}
              >
                {u.name}
              </Tag>
            ))}
          </div>
        )}
        <div className="vets-dm-search-results">
          {query.trim().length < 2 ? (
            <p className="vets-muted vets-dm-search-hint">Type at least two letters of a name.</p>
          ) : !searching && results.length === 0 ? (
            <NonIdealState
              icon="search"
              description="No one you can message matches that name. Someone who accepts connections only appears here once you follow each other."
            />
          ) : (
            <ul aria-label="People">
              {results.map((u) => {
                const picked = selected.some((s) => s.id === u.id);
                return (
                  <li key={u.id}>
                    <button
                      type="button"
                      className={`vets-dm-person${picked ? " is-picked" : ""}`}
                      onClick={() => toggle(u)}
                      aria-pressed={picked}
                    >
                      <UserAvatar name={u.name} pictureUrl={u.profile_pic} size={32} />
                      <span className="vets-dm-person-name">{u.name}</span>
                      <span className="vets-muted vets-dm-person-role">
                        {u.role === "employer" ? "Employer" : u.role === "admin" ? "Admin" : "Veteran"}
                      </span>
                      <Checkbox checked={picked} readOnly tabIndex={-1} aria-hidden className="vets-dm-person-check" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {selected.length > 1 && (
          <div className="vets-dm-group-options">
            <Checkbox
              label="Create a group conversation"
              checked={asGroup}
              onChange={(e) => setAsGroup(e.currentTarget.checked)}
            />
            {asGroup && (
              <FormGroup label="Group name" labelInfo="(optional)" labelFor="dm-group-name">
                <InputGroup
                  id="dm-group-name"
                  value={groupName}
                  maxLength={THREAD_NAME_MAX_LENGTH}
                  onChange={(e) => setGroupName(e.target.value)}
                  placeholder="e.g. Logistics veterans"
                />
              </FormGroup>
            )}
            {!asGroup && <p className="vets-muted">Without the group option the conversation is with {selected[0].name} only.</p>}
          </div>
        )}
        {error && (
          <Callout intent="danger" icon="error" className="vets-dm-dialog-error">
            {error}
          </Callout>
        )}
      </DialogBody>
      <CancelFooter onCancel={onClose}>
        <Button intent="primary" text="Start conversation" icon="chat" loading={starting} onClick={() => void start()} />
      </CancelFooter>
    </Dialog>
  );
}
