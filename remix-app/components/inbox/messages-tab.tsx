import { Button, Dialog, DialogBody, NonIdealState, Spinner } from "@blueprintjs/core";
import { useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { MessageView, ThreadView } from "@shared/messaging";
import type { Role } from "@shared/roles";
import { useRealtime, useRealtimeEvent } from "~/components/realtime/realtime-provider";
import { useToast } from "~/components/shell/toaster";
import { BlockedUsers } from "./blocked-users";
import { ChatPane } from "./messages/chat-pane";
import { ConversationList, type ThreadActions } from "./messages/conversation-list";
import { dmCall, otherParticipants, type MessagesResponse } from "./messages/dm-client";
import { NewConversationDialog } from "./messages/new-conversation-dialog";
import { ThreadConfirmAlert, type ThreadConfirm } from "./messages/thread-confirm-alert";
import { mergeMessages } from "./messages/thread-order";
import { usePresence } from "./messages/use-presence";
import { useThreadList, withRead } from "./messages/use-thread-list";
import { useTyping } from "./messages/use-typing";

/** SPEC's Messages tab: conversation list with filters, chat pane, new conversation, per-thread menu; live over the tab's socket. */
export function MessagesTab({ userId }: { userId: number; role: Role }) {
  const toast = useToast();
  const socket = useRealtime();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get("thread")) || null;
  const list = useThreadList(userId);
  const { filter, threads } = list;
  const [openThread, setOpenThread] = useState<ThreadView | null>(null);
  const [messages, setMessages] = useState<MessageView[]>([]);
  const [messagesLoading, setMessagesLoading] = useState(false);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  // `?compose=1` (the desktop tray's New Message, or a shared link) opens the new-conversation dialog.
  const [newOpen, setNewOpen] = useState(() => params.get("compose") === "1");
  const [blockedOpen, setBlockedOpen] = useState(false);
  const [confirm, setConfirm] = useState<ThreadConfirm>(null);
  const openRef = useRef<number | null>(null);
  openRef.current = selectedId;
  const messagesRef = useRef<MessageView[]>([]);
  messagesRef.current = messages;
  const { markSeen, reload, applyMessage, applyRead, upsert, remove } = list;
  const { online, forget } = usePresence(threads, userId);
  const { typingNames, stoppedTyping } = useTyping(openRef, selectedId, userId);

  const select = useCallback(
    (id: number | null) => {
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          if (id) next.set("thread", String(id));
          else next.delete("thread");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );


  const markRead = useCallback(async (threadId: number) => {
    await dmCall(`/api/dm/threads/${threadId}/read`, { method: "POST" });
  }, []);

  // Open the thread in ?thread=: its view (from the list, else the API), then its newest messages.
  useEffect(() => {
    if (!selectedId) {
      setOpenThread(null);
      setMessages([]);
      return;
    }
    let current = true;
    setMessagesLoading(true);
    setMessages([]);
    setHasEarlier(false);
    void (async () => {
      const [view, page] = await Promise.all([
        dmCall<{ thread: ThreadView }>(`/api/dm/threads/${selectedId}`),
        dmCall<MessagesResponse>(`/api/dm/threads/${selectedId}/messages`),
      ]);
      if (!current) return;
      setMessagesLoading(false);
      if (!view.ok || !page.ok) {
        toast("Failed to load messages", "danger");
        select(null);
        return;
      }
      setOpenThread(view.body.thread);
      setMessages([...page.body.messages].reverse());
      setHasEarlier(page.body.has_more);
      if (view.body.thread.unread_count > 0) {
        markSeen(selectedId);
        void markRead(selectedId);
      }
    })();
    return () => {
      current = false;
    };
  }, [selectedId, select, toast, markRead, markSeen]);

  // Catch up after a reconnect: the list, and the open thread since its newest message.
  const catchUp = useCallback(async () => {
    void reload();
    const threadId = openRef.current;
    if (!threadId) return;
    let after = messagesRef.current.length > 0 ? messagesRef.current[messagesRef.current.length - 1].id : 0;
    for (let round = 0; round < 20; round++) {
      const res = await dmCall<MessagesResponse>(`/api/dm/threads/${threadId}/messages?after=${after}&limit=100`);
      if (!res.ok || openRef.current !== threadId) return;
      const got = res.body.messages;
      if (got.length > 0) {
        setMessages((now) => mergeMessages(now, got));
        after = Math.max(...got.map((m) => m.id));
      }
      if (!res.body.has_more) break;
    }
    void markRead(threadId);
  }, [reload, markRead]);

  useEffect(() => {
    if (!socket) return;
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) void catchUp();
      connectedBefore = true;
    };
    socket.on("connect", onConnect);
    return () => {
      socket.off("connect", onConnect);
    };
  }, [socket, catchUp]);

  useRealtimeEvent("message:new", ({ thread_id: threadId, message }) => {
    const isOpen = openRef.current === threadId;
    if (isOpen) {
      setMessages((now) => mergeMessages(now, [message]));
      stoppedTyping(message.sender_id);
      if (message.sender_id !== userId) void markRead(threadId);
    }
    applyMessage(threadId, message, isOpen);
  });

  useRealtimeEvent("thread:updated", ({ thread_id: threadId, thread }) => {
    if (!thread) {
      remove(threadId);
      if (openRef.current === threadId) select(null);
      return;
    }
    if (openRef.current === threadId) setOpenThread(thread);
    upsert(thread);
  });

  useRealtimeEvent("message:read", ({ thread_id: threadId, user_id: readerId, last_read_message_id: lastRead }) => {
    applyRead(threadId, readerId, lastRead);
    setOpenThread((now) => (now && now.id === threadId ? withRead(now, userId, readerId, lastRead) : now));
  });

  async function loadEarlier() {
    if (!selectedId || messages.length === 0) return;
    setLoadingEarlier(true);
    const res = await dmCall<MessagesResponse>(`/api/dm/threads/${selectedId}/messages?before=${messages[0].id}`);
    setLoadingEarlier(false);
    if (!res.ok) {
      toast("Failed to load messages", "danger");
      return;
    }
    setMessages((now) => mergeMessages(now, res.body.messages));
    setHasEarlier(res.body.has_more);
  }

  async function send(content: string): Promise<boolean> {
    if (!selectedId) return false;
    const res = await dmCall<{ message: MessageView }>(`/api/dm/threads/${selectedId}/messages`, { json: { content, message_type: "text" } });
    if (!res.ok) {
      toast(res.body.detail ? `Failed to send message: ${res.body.detail}` : "Failed to send message", "danger");
      return false;
    }
    setMessages((now) => mergeMessages(now, [res.body.message]));
    return true;
  }

  async function patchThread(thread: ThreadView, patch: { is_pinned?: boolean; is_archived?: boolean }, done: string) {
    const res = await dmCall<{ thread: ThreadView }>(`/api/dm/threads/${thread.id}`, { method: "PATCH", json: patch });
    if (!res.ok) {
      toast("Failed to update thread", "danger");
      return;
    }
    toast(done, "success");
    const updated = res.body.thread;
    upsert(updated);
    if (patch.is_archived === true && selectedId === thread.id) select(null); // archiving the open thread closes it
    else if (selectedId === thread.id) setOpenThread(updated);
  }

  const actions: ThreadActions = {
    onPin: (t) => void patchThread(t, { is_pinned: !t.is_pinned }, t.is_pinned ? "Thread unpinned" : "Thread pinned"),
    onArchive: (t) => void patchThread(t, { is_archived: !t.is_archived }, t.is_archived ? "Thread unarchived" : "Thread archived"),
    onBlock: (t) => setConfirm({ kind: "block", thread: t }),
    onDelete: (t) => setConfirm({ kind: "delete", thread: t }),
  };

  async function confirmAction() {
    if (!confirm) return;
    const { kind, thread } = confirm;
    setConfirm(null);
    if (kind === "delete") {
      const res = await dmCall(`/api/dm/threads/${thread.id}`, { method: "DELETE" });
      if (!res.ok) return toast("Failed to delete conversation", "danger");
      remove(thread.id);
      if (selectedId === thread.id) select(null);
      toast("Conversation deleted", "success");
      return;
    }
    const other = otherParticipants(thread, userId)[0];
    if (!other) return;
    const res = await dmCall(`/api/users/${other.user_id}/block`, { method: "POST" });
    if (!res.ok) return toast(res.body.detail ?? "Failed to block user", "danger");
    forget(other.user_id);
    toast(`${other.name} blocked`, "success");
  }

  if (!list.ready && list.loading) {
    return (
      <div className="vets-dm-loading">
        <Spinner size={32} />
        <p>Loading your messages...</p>
      </div>
    );
  }

  const shownThread = openThread && openThread.id === selectedId ? openThread : null;

  return (
    <div className={`vets-dm${selectedId ? " has-open-thread" : ""}`}>
      <aside className="vets-dm-sidebar">
        <div className="vets-dm-sidebar-header">
          <h2>Conversations</h2>
          <div>
            <Button variant="minimal" icon="blocked-person" aria-label="Blocked people" title="Blocked people" onClick={() => setBlockedOpen(true)} />
            <Button intent="primary" icon="plus" text="New" onClick={() => setNewOpen(true)} />
          </div>
        </div>
        {list.failed && threads.length === 0 ? (
          <div className="vets-dm-list-empty">
            <NonIdealState icon="error" description="Failed to load conversations" action={<Button text="Try again" onClick={() => void list.reload()} />} />
          </div>
        ) : (
          <ConversationList
            meId={userId}
            threads={threads}
            filter={filter}
            loading={list.loading}
            selectedId={selectedId}
            online={online}
            actions={actions}
            onFilter={list.setFilter}
            onSelect={(t) => select(t.id)}
          />
        )}
      </aside>
      <div className="vets-dm-main">
        {selectedId && (shownThread || messagesLoading) ? (
          shownThread ? (
            <ChatPane
              meId={userId}
              thread={shownThread}
              messages={messages}
              loading={messagesLoading}
              hasEarlier={hasEarlier}
              loadingEarlier={loadingEarlier}
              typingNames={typingNames}
              online={online}
              actions={actions}
              onLoadEarlier={() => void loadEarlier()}
              onSend={send}
              onTyping={(isTyping) => socket?.emit("typing", { thread_id: shownThread.id, is_typing: isTyping })}
              onClose={() => select(null)}
            />
          ) : (
            <div className="vets-dm-chat-empty">
              <Spinner size={24} />
            </div>
          )
        ) : (
          <div className="vets-dm-chat-empty">
            <NonIdealState
              icon="chat"
              title="Select a conversation"
              description="Choose a conversation on the left, or start a new one."
              action={<Button intent="primary" icon="plus" text="New conversation" onClick={() => setNewOpen(true)} />}
            />
          </div>
        )}
      </div>
      <NewConversationDialog
        isOpen={newOpen}
        onClose={() => setNewOpen(false)}
        onStarted={(thread) => {
          setNewOpen(false);
          upsert(thread);
          select(thread.id);
        }}
      />
      <Dialog isOpen={blockedOpen} onClose={() => setBlockedOpen(false)} title="Blocked people" icon="blocked-person" className="vets-dm-blocked-dialog">
        <DialogBody>{blockedOpen && <BlockedUsers />}</DialogBody>
      </Dialog>
      <ThreadConfirmAlert confirm={confirm} meId={userId} onCancel={() => setConfirm(null)} onConfirm={() => void confirmAction()} />
    </div>
  );
}
