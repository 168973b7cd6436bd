import { Button, Icon, NonIdealState, Popover, Spinner, TextArea } from "@blueprintjs/core";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { MESSAGE_MAX_LENGTH, type MessageView, type ThreadView } from "@shared/messaging";
import { UserAvatar } from "~/components/shell/user-avatar";
import { ThreadMenu, type ThreadActions } from "./conversation-list";
import { otherParticipants, threadTitle } from "./dm-client";
import { MessageText } from "./message-text";

const GROUP_GAP_MS = 5 * 60 * 1000;

function dayLabel(iso: string): string {
  const date = new Date(iso);
  const today = new Date();
  const yesterday = new Date();
  yesterday.setDate(today.getDate() - 1);
  if (date.toDateString() === today.toDateString()) return "Today";
  if (date.toDateString() === yesterday.toDateString()) return "Yesterday";
  return date.toLocaleDateString("en-US", { weekday: "long", month: "short", day: "numeric", year: date.getFullYear() === today.getFullYear() ? undefined : "numeric" });
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

interface Props {
  meId: number;
  thread: ThreadView;
  messages: MessageView[];
  loading: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  typingNames: string[];
  online: ReadonlySet<number>;
  actions: ThreadActions;
  onLoadEarlier(): void;
  onSend(content: string): Promise<boolean>;
  onTyping(isTyping: boolean): void;
  onClose(): void;
}

/** The open conversation: messages grouped by day and sender, read state, typing, and the composer. */
export function ChatPane({ meId, thread, messages, loading, hasEarlier, loadingEarlier, typingNames, online, actions, onLoadEarlier, onSend, onTyping, onClose }: Props) {
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const typingSent = useRef(0);
  const typingStop = useRef<ReturnType<typeof setTimeout> | null>(null);
  const others = otherParticipants(thread, meId);
  const title = threadTitle(thread, meId);
  const lead = others[0];
  const isOnline = !thread.is_group && lead !== undefined && online.has(lead.user_id);
  const newestId = messages.length > 0 ? messages[messages.length - 1].id : 0;

  useEffect(() => {
    setDraft("");
    stickToBottom.current = true;
  }, [thread.id]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [newestId, messages.length, typingNames.length]);

  useEffect(
    () => () => {
      if (typingStop.current) clearTimeout(typingStop.current);
    },
    [],
  );

  function stopTyping() {
    if (typingStop.current) clearTimeout(typingStop.current);
    typingStop.current = null;
    if (typingSent.current) {
      typingSent.current = 0;
      onTyping(false);
    }
  }

  function noteTyping() {
    const now = Date.now();
    if (now - typingSent.current > 3000) {
      typingSent.current = now;
      onTyping(true);
    }
    if (typingStop.current) clearTimeout(typingStop.current);
    typingStop.current = setTimeout(stopTyping, 4000);
  }

  async function submit() {
    const content = draft.trim();
    if (!content || sending) return;
    setSending(true);
    stopTyping();
    stickToBottom.current = true;
    const ok = await onSend(content);
    setSending(false);
    if (ok) setDraft("");
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  // Read state of my newest message: seen by everyone else, or sent.
  const lastMine = [...messages].reverse().find((m) => m.sender_id === meId);
  const seenBy = lastMine ? others.filter((p) => p.last_read_message_id >= lastMine.id) : [];
  const readLabel = lastMine ? (others.length > 0 && seenBy.length === others.length ? "Seen" : seenBy.length > 0 ? `Seen by ${seenBy.map((p) => p.name.split(" ")[0]).join(", ")}` : "Sent") : null;

  return (
    <section className="vets-dm-chat" aria-label={`Conversation with ${title}`}>
      <header className="vets-dm-chat-header">
        <Button className="vets-dm-back" variant="minimal" icon="arrow-left" aria-label="Back to conversations" onClick={onClose} />
        <span className="vets-dm-avatar-wrap">
          {thread.is_group ? (
            <span className="vets-avatar vets-avatar-fallback" style={{ width: 36, height: 36 }}>
              <Icon icon="people" size={16} />
            </span>
          ) : (
            <UserAvatar name={lead?.name} pictureUrl={lead?.profile_pic} size={36} />
          )}
          {isOnline && <span className="vets-dm-presence" />}
        </span>
        <div className="vets-dm-chat-title">
          <h2>{title}</h2>
          <span className="vets-muted">
            {thread.is_group ? `${thread.participants.length} people` : isOnline ? "Online" : lead?.role === "employer" ? "Employer" : lead?.role === "admin" ? "Admin" : "Veteran"}
          </span>
        </div>
        <Popover content={<ThreadMenu thread={thread} meId={meId} actions={actions} />} placement="bottom-end">
          <Button variant="minimal" icon="more" aria-label="Conversation actions" />
        </Popover>
      </header>
      <div
        className="vets-dm-messages"
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 60;
        }}
        aria-live="polite"
      >
        {loading ? (
          <div className="vets-dm-chat-empty">
            <Spinner size={24} />
          </div>
        ) : messages.length === 0 ? (
          <div className="vets-dm-chat-empty">
            <NonIdealState icon="chat" title="No messages yet" description={`Say hello to ${title}.`} />
          </div>
        ) : (
          <>
            {hasEarlier && (
              <div className="vets-dm-earlier">
                <Button size="small" variant="minimal" loading={loadingEarlier} text="Load earlier messages" onClick={() => {
                  stickToBottom.current = false;
                  onLoadEarlier();
                }} />
              </div>
            )}
            {messages.map((m, i) => {
              const prev = messages[i - 1];
              const newDay = !prev || new Date(prev.created_at).toDateString() !== new Date(m.created_at).toDateString();
              const startsGroup = newDay || prev.sender_id !== m.sender_id || Date.parse(m.created_at) - Date.parse(prev.created_at) > GROUP_GAP_MS;
              const mine = m.sender_id === meId;
              return (
                <div key={m.id}>
                  {newDay && (
                    <div className="vets-dm-day" role="separator">
                      <span>{dayLabel(m.created_at)}</span>
                    </div>
                  )}
                  <div className={`vets-dm-message${mine ? " is-mine" : ""}${startsGroup ? " starts-group" : ""}`} data-message-id={m.id}>
                    {!mine && (
                      <span className="vets-dm-message-avatar">{startsGroup && <UserAvatar name={m.sender_name} pictureUrl={m.sender_profile_pic} size={28} />}</span>
                    )}
                    <div className="vets-dm-message-body">
                      {startsGroup && (
                        <div className="vets-dm-message-meta">
                          {!mine && <strong>{m.sender_name}</strong>} <span className="vets-muted">{clock(m.created_at)}</span>
                        </div>
                      )}
                      <div className="vets-dm-bubble">
                        <MessageText content={m.content} />
                      </div>
                      {lastMine?.id === m.id && readLabel && (
                        <div className="vets-dm-read" aria-label="Read state">
                          <Icon icon={readLabel === "Sent" ? "tick" : "double-chevron-right"} size={10} /> {readLabel}
                        </div>
                      )}
                    </div>
                  </div>
                </div>
              );
            })}
          </>
        )}
        {typingNames.length > 0 && (
          <div className="vets-dm-typing" aria-live="polite">
            <span className="vets-dm-typing-dots" aria-hidden>
              <i />
              <i />
              <i />
            </span>
            {typingNames.length === 1 ? `${typingNames[0]} is typing...` : `${typingNames.join(", ")} are typing...`}
          </div>
        )}
      </div>
      <form
        className="vets-dm-composer"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextArea
          aria-label="Message"
          placeholder="Write a message… (Enter to send, Shift+Enter for a new line)"
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          autoResize
          rows={1}
          fill
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value.trim()) noteTyping();
            else stopTyping();
          }}
          onKeyDown={onKeyDown}
          onBlur={stopTyping}
        />
        <Button type="submit" intent="primary" icon="send-message" aria-label="Send" disabled={!draft.trim()} loading={sending} />
      </form>
      {draft.length > MESSAGE_MAX_LENGTH - 200 && (
        <div className="vets-dm-counter vets-muted">
          {draft.length.toLocaleString("en-US")} / {MESSAGE_MAX_LENGTH.toLocaleString("en-US")}
        </div>
      )}
    </section>
  );
}
