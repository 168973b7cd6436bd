import { Button, Icon, Menu, MenuDivider, MenuItem, NonIdealState, Popover, Spinner, Tag } from "@blueprintjs/core";
import { useState } from "react";
import { THREAD_FILTERS, unreadBadge, type ThreadFilter, type ThreadView } from "@shared/messaging";
import { timeAgo } from "@shared/job-view";
import { UserAvatar } from "~/components/shell/user-avatar";
import { otherParticipants, threadTitle } from "./dm-client";

const FILTER_LABELS: Record<ThreadFilter, string> = { all: "All", unread: "Unread", pinned: "Pinned", archived: "Archived" };
const EMPTY_TEXT: Record<ThreadFilter, string> = {
  all: "No conversations yet. Start one with the New button.",
  unread: "You're all caught up.",
  pinned: "Pin a conversation to keep it at the top.",
  archived: "Archived conversations show up here.",
};

export interface ThreadActions {
  onPin(thread: ThreadView): void;
  onArchive(thread: ThreadView): void;
  onBlock(thread: ThreadView): void;
  onDelete(thread: ThreadView): void;
}

export function ThreadMenu({ thread, meId, actions }: { thread: ThreadView; meId: number; actions: ThreadActions }) {
  const canBlock = !thread.is_group && otherParticipants(thread, meId).length === 1;
  return (
    <Menu aria-label="Conversation actions">
      <MenuItem icon="pin" text={thread.is_pinned ? "Unpin" : "Pin"} onClick={() => actions.onPin(thread)} />
      <MenuItem icon="archive" text={thread.is_archived ? "Unarchive" : "Archive"} onClick={() => actions.onArchive(thread)} />
      <MenuDivider />
      {canBlock && <MenuItem icon="blocked-person" text="Block" intent="danger" onClick={() => actions.onBlock(thread)} />}
      <MenuItem icon="trash" text="Delete" intent="danger" onClick={() => actions.onDelete(thread)} />
    </Menu>
  );
}

interface Props {
  meId: number;
  threads: ThreadView[];
  filter: ThreadFilter;
  loading: boolean;
  selectedId: number | null;
  online: ReadonlySet<number>;
  actions: ThreadActions;
  onFilter(filter: ThreadFilter): void;
  onSelect(thread: ThreadView): void;
}

/** SPEC's conversation list: filters, unread badges (99+), relative times, a context menu per conversation. */
export function ConversationList({ meId, threads, filter, loading, selectedId, online, actions, onFilter, onSelect }: Props) {
  const [menuFor, setMenuFor] = useState<number | null>(null);
  return (
    <div className="vets-dm-list">
      <div className="vets-dm-filters" role="tablist" aria-label="Conversation filters">
        {THREAD_FILTERS.map((f) => (
          <Button key={f} role="tab" aria-selected={filter === f} size="small" variant={filter === f ? "solid" : "minimal"} intent={filter === f ? "primary" : "none"} text={FILTER_LABELS[f]} onClick={() => onFilter(f)} />
        ))}
      </div>
      {loading && threads.length === 0 ? (
        <div className="vets-dm-list-empty">
          <Spinner size={20} />
        </div>
      ) : threads.length === 0 ? (
        <div className="vets-dm-list-empty">
          <NonIdealState icon="chat" description={EMPTY_TEXT[filter]} />
        </div>
      ) : (
        <ul className="vets-dm-threads" aria-label="Conversations">
          {threads.map((thread) => {
            const others = otherParticipants(thread, meId);
            const lead = others[0];
            const title = threadTitle(thread, meId);
            const last = thread.last_message;
            const isOnline = !thread.is_group && lead !== undefined && online.has(lead.user_id);
            return (
              <li
                key={thread.id}
                className={`vets-dm-thread${thread.id === selectedId ? " is-selected" : ""}${thread.unread_count > 0 ? " is-unread" : ""}`}
                onContextMenu={(e) => {
                  e.preventDefault();
                  setMenuFor(thread.id);
                }}
              >
                <button type="button" className="vets-dm-thread-main" onClick={() => onSelect(thread)} aria-label={`Conversation with ${title}`}>
                  <span className="vets-dm-avatar-wrap">
                    {thread.is_group ? (
                      <span className="vets-avatar vets-avatar-fallback vets-dm-group-avatar" style={{ width: 40, height: 40 }}>
                        <Icon icon="people" size={18} />
                      </span>
                    ) : (
                      <UserAvatar name={lead?.name} pictureUrl={lead?.profile_pic} size={40} />
                    )}
                    {isOnline && <span className="vets-dm-presence" aria-label="Online" />}
                  </span>
                  <span className="vets-dm-thread-text">
                    <span className="vets-dm-thread-top">
                      <span className="vets-dm-thread-title">{title}</span>
                      {thread.is_pinned && <Icon icon="pin" size={12} className="vets-muted" aria-label="Pinned" />}
                      <span className="vets-dm-thread-time">{timeAgo(last?.created_at ?? thread.updated_at)}</span>
                    </span>
                    <span className="vets-dm-thread-bottom">
                      <span className="vets-dm-thread-preview">
                        {last ? `${last.sender_id === meId ? "You: " : thread.is_group ? `${thread.participants.find((p) => p.user_id === last.sender_id)?.name.split(" ")[0] ?? ""}: ` : ""}${last.content}` : "No messages yet"}
                      </span>
                      {thread.unread_count > 0 && (
                        <Tag round intent="primary" className="vets-dm-badge" aria-label={`${thread.unread_count} unread`}>
                          {unreadBadge(thread.unread_count)}
                        </Tag>
                      )}
                    </span>
                  </span>
                </button>
                <Popover
                  content={<ThreadMenu thread={thread} meId={meId} actions={actions} />}
                  placement="bottom-end"
                  isOpen={menuFor === thread.id}
                  onInteraction={(next) => setMenuFor(next ? thread.id : null)}
                >
                  <Button className="vets-dm-thread-more" variant="minimal" size="small" icon="more" aria-label={`Actions for ${title}`} />
                </Popover>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
