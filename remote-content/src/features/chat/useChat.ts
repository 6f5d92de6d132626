import { useCallback, useEffect, useRef, useState } from 'react';
import { call, upload } from '@h5/shared/api';
import { CHAT_DELIVERED_EVENT, CHAT_SOCKET_EVENT, CHAT_TYPING_EVENT } from '@h5/shared/constants';
import { contract, type ChatContext, type ChatMessage, type ChatPush, type ChatState } from '@h5/shared/contract';
import { loadChatUnread, useChatUnread } from '@h5/shared/live';
import { currentSocket, onConnectionChange, onSocketEvent } from '@h5/shared/market';

/** A message as the page shows it: stored, or still on its way from here (or not sent). */
export interface ShownMessage extends ChatMessage {
  pending?: 'sending' | 'failed';
  /** A picture being sent, shown from the phone's own copy meanwhile. */
  localImage?: string;
}

export interface Outgoing {
  text: string;
  image?: Blob | undefined;
  context?: { param: string; errorText?: string | undefined; shown: ChatContext } | undefined;
}

/** How long "Support is typing" stays without another word from support. */
const TYPING_SHOWN_MS = 6000;
/** While the user types, the server hears so at most this often. */
const TYPING_EVERY_MS = 3000;
/** Whether an agent is online is asked again this often. */
const STATE_EVERY_MS = 30_000;
const newClientId = () => globalThis.crypto.randomUUID();

const byId = (list: ShownMessage[]) => [...list].sort((a, b) => (a.pending ? Infinity : a.id) - (b.pending ? Infinity : b.id));

/**
 * The user's conversation with support: its history (paged back), what the socket pushes
 * (support's messages, typing, receipts, closing), sending with a client id (a retry is kept
 * once by the server), and support's messages marked delivered on arrival and read while shown.
 */
export function useChat(enabled: boolean) {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [more, setMore] = useState(false);
  const [state, setState] = useState<ChatState | null>(null);
  const [failed, setFailed] = useState(false);
  const [typing, setTyping] = useState(false);
  const [closed, setClosed] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);
  const readUpTo = useRef(0);

  const merge = useCallback((incoming: ShownMessage[]) => {
    setMessages((shown) => {
      const kept = shown.filter((message) => !incoming.some((next) => next.id === message.id || (next.client_id && next.client_id === message.client_id)));
      return byId([...kept, ...incoming]);
    });
  }, []);

  const loadState = useCallback(async () => {
    const result = await call(contract.chat.state, {}, { silent: true });
    if (result.ok) setState(result.data);
    return result.ok;
  }, []);

  const load = useCallback(async () => {
    setFailed(false);
    const [stateOk, history] = await Promise.all([loadState(), call(contract.chat.history, {}, { silent: true })]);
    if (!stateOk || !history.ok) return setFailed(true);
    merge(history.data.list);
    setMore(history.data.more);
  }, [loadState, merge]);

  useEffect(() => {
    if (!enabled) return undefined;
    void load();
    const timer = setInterval(() => void loadState(), STATE_EVERY_MS);
    // What came while the socket was away is in the history.
    const stopReconnect = onConnectionChange((connected) => {
      if (connected) void load();
    });
    const stopPushes = onSocketEvent<ChatPush>(CHAT_SOCKET_EVENT, (push) => {
      if (push.type === 'message') {
        merge([push.message]);
        if (push.message.sender === 'agent') {
          clearTimeout(typingTimer.current);
          setTyping(false);
          currentSocket()?.emit(CHAT_DELIVERED_EVENT, { up_to: push.message.id });
        }
        setClosed(false);
      } else if (push.type === 'typing') {
        setTyping(push.typing);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
      } else if (push.type === 'receipt') {
        setState((current) =>
          current?.conversation?.id === push.conversation_id
            ? { ...current, conversation: { ...current.conversation, agent_delivered_id: push.agent_delivered_id, agent_read_id: push.agent_read_id } }
            : current,
        );
      } else {
        setClosed(true);
      }
    });
    return () => {
      clearInterval(timer);
      clearTimeout(typingTimer.current);
      stopReconnect();
      stopPushes();
      // What was read here is not unread on the badge.
      void loadChatUnread();
    };
  }, [enabled, load, loadState, merge]);

  // Support's messages on the screen are read: the server and the badge hear so.
  const newestFromSupport = messages.reduce((newest, message) => (message.sender === 'agent' && !message.pending ? Math.max(newest, message.id) : newest), 0);
  useEffect(() => {
    if (!enabled || newestFromSupport <= readUpTo.current) return;
    readUpTo.current = newestFromSupport;
    useChatUnread.setState({ count: 0 });
    void call(contract.chat.read, { up_to: newestFromSupport }, { silent: true });
  }, [enabled, newestFromSupport]);

  const loadEarlier = useCallback(async () => {
    const oldest = messages.find((message) => !message.pending);
    if (!oldest) return;
    const result = await call(contract.chat.history, { before: oldest.id });
    if (!result.ok) return;
    merge(result.data.list);
    setMore(result.data.more);
  }, [messages, merge]);

  const deliver = useCallback(
    async (clientId: string, outgoing: Outgoing): Promise<boolean> => {
      let image: string | undefined;
      if (outgoing.image) {
        const uploaded = await upload(contract.wallet.uploadImage, outgoing.image, { purpose: 'chat' });
        if (!uploaded.ok) return false;
        image = uploaded.data.id;
      }
      const result = await call(contract.chat.send, {
        client_id: clientId,
        ...(outgoing.text ? { text: outgoing.text } : {}),
        ...(image ? { image } : {}),
        ...(outgoing.context ? { context: outgoing.context.param, error_text: outgoing.context.errorText } : {}),
      });
      if (!result.ok) return false;
      merge([result.data]);
      if (!state?.conversation || state.conversation.status === 'closed') void loadState();
      return true;
    },
    [loadState, merge, state],
  );

  const pendingSends = useRef(new Map<string, Outgoing>());

  const send = useCallback(
    async (outgoing: Outgoing): Promise<void> => {
      const clientId = newClientId();
      pendingSends.current.set(clientId, outgoing);
      const localImage = outgoing.image && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(outgoing.image) : undefined;
      merge([
        {
          id: -Date.now(),
          conversation_id: state?.conversation?.id ?? 0,
          sender: 'user',
          text: outgoing.text,
          image: null,
          context: outgoing.context?.shown ?? null,
          created_at: new Date().toISOString(),
          client_id: clientId,
          pending: 'sending',
          ...(localImage ? { localImage } : {}),
        },
      ]);
      lastTypingSent.current = 0;
      currentSocket()?.emit(CHAT_TYPING_EVENT, { typing: false });
      const sent = await deliver(clientId, outgoing);
      if (sent) pendingSends.current.delete(clientId);
      else setMessages((shown) => shown.map((message) => (message.client_id === clientId ? { ...message, pending: 'failed' } : message)));
    },
    [deliver, merge, state],
  );

  const retry = useCallback(
    async (clientId: string) => {
      const outgoing = pendingSends.current.get(clientId);
      if (!outgoing) return;
      setMessages((shown) => shown.map((message) => (message.client_id === clientId ? { ...message, pending: 'sending' } : message)));
      if (await deliver(clientId, outgoing)) pendingSends.current.delete(clientId);
      else setMessages((shown) => shown.map((message) => (message.client_id === clientId ? { ...message, pending: 'failed' } : message)));
    },
    [deliver],
  );

  /** The user is typing: support hears so, not on every key. */
  const typed = useCallback(() => {
    if (Date.now() - lastTypingSent.current < TYPING_EVERY_MS) return;
    lastTypingSent.current = Date.now();
    currentSocket()?.emit(CHAT_TYPING_EVENT, { typing: true });
  }, []);

  return { messages, more, state, failed, typing, closed, load, loadEarlier, send, retry, typed };
}
