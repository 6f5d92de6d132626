import { useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import { HELP_SEARCH_MAX, contract, type ArticleBrief } from '@h5/shared/contract';
import { Link } from '@h5/shared/router';
import { useSettled } from '@h5/shared/ui';
import { pathOf } from '@h5/shared/routes';
import { useMoreWords } from '../../i18n/moreWords';

/** Searches once typing pauses, and only from this many characters (a Chinese word is often two). */
const PAUSE_MS = 400;
const MIN_LETTERS = 2;
const SHOWN = 3;

/** Before the first message: help articles whose words match what is being typed, any of which may answer it at once. */
export function ChatSuggestions({ text }: { text: string }) {
  const { t } = useMoreWords();
  const [found, setFound] = useState<ArticleBrief[]>([]);
  const query = useSettled(text.trim().slice(0, HELP_SEARCH_MAX), PAUSE_MS);
  useEffect(() => {
    if (query.length < MIN_LETTERS) {
      setFound([]);
      return undefined;
    }
    let live = true;
    void call(contract.help.list, { q: query, limit: SHOWN }, { silent: true }).then((result) => {
      if (live && result.ok) setFound(result.data.list);
    });
    return () => {
      live = false;
    };
  }, [query]);
  if (found.length === 0) return null;
  return (
    <nav className="h5-panel ct-chat__suggest" aria-label={t('chat.suggest')} data-testid="chat-suggestions">
      <p>{t('chat.suggest')}</p>
      <ul>
        {found.map((article) => (
          <li key={article.id}>
            <Link to={pathOf('helpDetail', { id: article.id })}>{article.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
