import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { call, takeRecentError } from '@h5/shared/api';
import { contract, type ChatContext } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { formatTime } from '@h5/shared/format';
import { moneyIn, useCurrencies } from '@h5/shared/market';
import { Link, useLoginRedirect, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { useSession } from '@h5/shared/session';
import { toast } from '@h5/shared/toast';
import { LoadState, PageFrame, Spinner } from '@h5/shared/ui';
import { DEFAULT_MAX_BYTES, compressImage, refusalOf, usePrivateImage } from '@h5/shared/ui/upload';
import { useChat, type Outgoing, type ShownMessage } from './useChat';
import { ChatSuggestions } from './ChatSuggestions';
import { useMoreWords } from '../../i18n/moreWords';
import './chat.css';

/** A context in the page's words: "Withdrawal #12 · 100 USDT · Under review", "Spot order #7 · BTC/USDT · 400.00 USDT · Waiting". */
export function useContextText(): (context: ChatContext) => string {
  const { t } = useMoreWords();
  const { currencies } = useCurrencies();
  return (context) => {
    if (context.kind === 'vip') return t('chat.context.vip');
    if (context.kind === 'error') return t('chat.context.error', { text: context.text ?? '' });
    const parts = [t(`chat.context.${context.kind}`, { ref: context.ref })];
    if (context.symbol) parts.push(context.symbol);
    if (context.amount && context.currency) parts.push(moneyIn(currencies, context.amount, context.currency));
    if (context.status) parts.push(t(`chat.status.${context.status}`));
    return parts.join(' · ');
  };
}

function Picture({ message }: { message: ShownMessage }) {
  const { t } = useMoreWords();
  const stored = usePrivateImage(message.localImage ? null : message.image);
  const url = message.localImage ?? stored.url;
  if (stored.failed) return <p className="ct-chat__picture-failed">{t('chat.pictureFailed')}</p>;
  return url ? <img className="ct-chat__picture" src={url} alt={t('chat.picture')} /> : <Spinner />;
}

function MessageView({ message, agentDelivered, agentRead, onRetry }: { message: ShownMessage; agentDelivered: number; agentRead: number; onRetry: (clientId: string) => void }) {
  const { t } = useMoreWords();
  const contextText = useContextText();
  const mine = message.sender === 'user';
  const state = message.pending ?? (agentRead >= message.id ? 'read' : agentDelivered >= message.id ? 'delivered' : 'sent');
  return (
    <li className={`ct-chat__message ct-chat__message--${mine ? 'mine' : 'support'}`} data-testid="chat-message" data-sender={message.sender} data-state={mine ? state : undefined}>
      <div className="ct-chat__bubble">
        {!mine && <span className="ct-chat__who">{t('chat.support')}</span>}
        {message.context && (
          <p className="ct-chat__about" data-testid="chat-message-context">
            {t('chat.about')}: {contextText(message.context)}
          </p>
        )}
        {(message.image || message.localImage) && <Picture message={message} />}
        {message.text && <p className="ct-chat__text">{message.text}</p>}
      </div>
      <span className="ct-chat__meta">
        {message.pending !== 'sending' && <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>}
        {mine &&
          (state === 'failed' ? (
            <button type="button" className="ct-chat__retry" onClick={() => message.client_id && onRetry(message.client_id)}>
              {t('chat.state.failed')}
            </button>
          ) : (
            <span className={`ct-chat__state ct-chat__state--${state}`}>{t(`chat.state.${state}`)}</span>
          ))}
      </span>
    </li>
  );
}

/**
 * `?context=withdrawal:12` (or `deposit:5`, `vip`, `error` with `?error=`): what the page the
 * chat was opened from was about. Opened without one soon after an error was shown, the chat
 * is about that error (the user may drop it before sending).
 */
function useOpenedAbout(enabled: boolean) {
  const [search] = useSearchParams();
  const asked = search.get('context');
  // Taken once the chat is live: a guest asked to log in first, or sent to support's own site,
  // keeps the error for the chat they open after.
  const taken = useRef<string | null | undefined>(undefined);
  if (enabled && taken.current === undefined) taken.current = asked ? null : takeRecentError();
  const recentError = taken.current ?? null;
  const param = asked ?? (recentError ? 'error' : null);
  const errorText = (asked ? search.get('error') : recentError) ?? undefined;
  const [about, setAbout] = useState<Outgoing['context'] | null>(null);
  useEffect(() => {
    if (!enabled || !param) return undefined;
    let live = true;
    void call(contract.chat.context, { context: param, ...(errorText ? { error_text: errorText.slice(0, 200) } : {}) }, { silent: true }).then((result) => {
      if (live && result.ok) setAbout({ param, errorText, shown: result.data });
    });
    return () => {
      live = false;
    };
  }, [enabled, param, errorText]);
  return [about, () => setAbout(null)] as const;
}

function Composer({ onSend, onTyping, about, onDropAbout, onDraft }: {
  onSend: (outgoing: Outgoing) => Promise<void>;
  onTyping: () => void;
  about: Outgoing['context'] | null;
  onDropAbout: () => void;
  onDraft: (text: string) => void;
}) {
  const { t } = useMoreWords();
  const contextText = useContextText();
  const [text, setText] = useState('');
  const picker = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words) return;
    setText('');
    onDraft('');
    void onSend({ text: words, context: about ?? undefined });
    onDropAbout();
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = refusalOf(file, DEFAULT_MAX_BYTES);
    if (refusal) return toast(t(refusal === 'tooLarge' ? 'common:upload.tooLarge' : 'common:upload.notImage'));
    await onSend({ text: '', image: await compressImage(file), context: about ?? undefined });
    onDropAbout();
  };

  return (
    <form className="ct-chat__composer" onSubmit={submit}>
      {about && (
        <div className="ct-chat__attached" data-testid="chat-context">
          <span>
            {t('chat.about')}: {contextText(about.shown)}
          </span>
          <button type="button" className="ct-chat__drop" aria-label={t('chat.removeContext')} onClick={onDropAbout}>
            ×
          </button>
        </div>
      )}
      <div className="ct-chat__row">
        <button type="button" className="ct-chat__tool" aria-label={t('chat.sendPicture')} onClick={() => picker.current?.click()}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 6h16v12H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1 1 0 1 0 0-.01" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </button>
        <input ref={picker} className="ct-chat__file" type="file" accept="image/*" tabIndex={-1} aria-hidden="true" onChange={(event) => void pick(event)} />
        <textarea
          className="ct-chat__input"
          rows={1}
          value={text}
          maxLength={2000}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            onDraft(event.target.value);
            onTyping();
          }}
        />
        <button type="submit" className="ct-chat__primary ct-chat__send" disabled={!text.trim()}>
          {t('chat.send')}
        </button>
      </div>
    </form>
  );
}

/**
 * Live support chat (dark blue). Guests are asked to log in; where the operator runs support
 * elsewhere (`set/get_customer_url`), the page leads there. Otherwise: the conversation, paged
 * back; whether support is online, or when it will answer; its typing; each of the user's
 * messages sent, delivered or read; pictures; the page it was opened from attached; and, before
 * the first message, help articles matching what is being typed.
 */
export default function ChatPage() {
  const { t } = useMoreWords();
  const signedIn = useSession((session) => Boolean(session.token));
  const logIn = useLoginRedirect();
  const where = useCall(contract.user.customerUrl, {}, { silent: true });
  const external = where.data && /^https?:/i.test(where.data.url) ? where.data.url : null;
  const chatting = signedIn && where.data !== undefined && !external;
  const chat = useChat(chatting);
  const [about, dropAbout] = useOpenedAbout(chatting);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count, chat.typing]);

  let body;
  // Support elsewhere (SUPPORT_URL) is for guests too: it does not know our sessions.
  if (where.data === undefined) {
    body = <LoadState failed={where.failed} onRetry={() => void where.reload()} />;
  } else if (external) {
    body = (
      <div className="h5-panel ct-chat__card">
        <p>{t('chat.external')}</p>
        <a className="ct-chat__primary" href={external} target="_blank" rel="noopener noreferrer">
          {t('chat.openExternal')}
        </a>
      </div>
    );
  } else if (!signedIn) {
    body = (
      <div className="h5-panel ct-chat__card">
        <h2>{t('chat.loginTitle')}</h2>
        <p>{t('chat.loginText')}</p>
        <button type="button" className="ct-chat__primary" onClick={() => logIn()}>
          {t('chat.login')}
        </button>
        <Link to={pathOf('helpCenter')}>{t('chat.helpCentre')}</Link>
      </div>
    );
  } else if (chat.failed) {
    body = <LoadState failed onRetry={() => void chat.load()} />;
  } else {
    const conversation = chat.state?.conversation;
    body = (
      <>
        {chat.state && (
          <p className={`ct-chat__presence${chat.state.agent_online ? ' ct-chat__presence--online' : ''}`} role="status" data-testid="chat-presence">
            {chat.state.agent_online ? t('chat.online') : t('chat.offline', { hours: chat.state.reply_hours })}
          </p>
        )}
        <div className="ct-chat__log" aria-live="polite">
          {chat.more && (
            <button type="button" className="ct-chat__earlier" onClick={() => void chat.loadEarlier()}>
              {t('chat.earlier')}
            </button>
          )}
          {about?.shown.kind === 'vip' && (
            <div className="h5-panel ct-chat__suggest" data-testid="chat-vip">
              <p>{t('chat.vip')}</p>
              <Link to={pathOf('bankDeposit')}>{t('chat.vipDeposit')}</Link>
            </div>
          )}
          {count === 0 && chat.state && (
            <>
              <p className="ct-chat__intro">{t('chat.start')}</p>
              <ChatSuggestions text={draft} />
            </>
          )}
          <ul className="ct-chat__messages">
            {chat.messages.map((message) => (
              <MessageView
                key={message.client_id ?? message.id}
                message={message}
                agentDelivered={conversation?.id === message.conversation_id ? conversation.agent_delivered_id : 0}
                agentRead={conversation?.id === message.conversation_id ? conversation.agent_read_id : 0}
                onRetry={(clientId) => void chat.retry(clientId)}
              />
            ))}
          </ul>
          {chat.typing && (
            <p className="ct-chat__typing" data-testid="chat-typing">
              {t('chat.typing')}
            </p>
          )}
          {chat.closed && <p className="ct-chat__closed">{t('chat.closed')}</p>}
          <div ref={end} />
        </div>
        <Composer onSend={chat.send} onTyping={chat.typed} about={about} onDropAbout={dropAbout} onDraft={setDraft} />
      </>
    );
  }

  return (
    <PageFrame title={t('common:page.chat')} className="ct-chat">
      {body}
    </PageFrame>
  );
}
