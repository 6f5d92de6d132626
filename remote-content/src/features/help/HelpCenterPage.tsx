import { useState } from 'react';
import { HELP_CATEGORIES, HELP_SEARCH_MAX, contract, type HelpCategory } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { Link, useQueryTab } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PageFrame, SearchField, useSettled } from '@h5/shared/ui';
import { ArticleList, useArticles } from '../../common/articles/ArticleList';
import { HELP_ICONS } from './icons';
import { useMoreWords } from '../../i18n/moreWords';
import './help.css';

const TABS = ['all', ...HELP_CATEGORIES] as const;
/** Searches once typing pauses. */
const SEARCH_PAUSE_MS = 300;


/**
 * The help centre: a search over the titles and bodies in the reader's language, the four
 * categories with their article counts (one chosen is kept in `?tab=`), the articles, and
 * support one tap away.
 */
export default function HelpCenterPage() {
  const { t } = useMoreWords();
  const [typed, setTyped] = useState('');
  const query = useSettled(typed.trim().slice(0, HELP_SEARCH_MAX), SEARCH_PAUSE_MS);
  const [tab, setTab] = useQueryTab(TABS, 'all');
  const counts = useCall(contract.help.categories);
  const category: HelpCategory | undefined = tab === 'all' ? undefined : tab;
  const list = useArticles(contract.help.list, query ? { q: query } : { category });
  const countOf = (key: HelpCategory) => counts.data?.find((entry) => entry.category === key)?.count;

  return (
    <PageFrame title={t('common:page.helpCenter')} onRefresh={() => Promise.all([list.refresh(), counts.reload()])}>
      <div className="ct-help__search">
        <SearchField value={typed} onChange={setTyped} placeholder={t('help.search')} />
      </div>
      {query ? (
        <p className="ct-intro" aria-live="polite">
          {t('help.results', { query })}
        </p>
      ) : (
        <div className="ct-help__categories" role="group" aria-label={t('help.categories')}>
          {HELP_CATEGORIES.map((key) => (
            <button
              key={key}
              type="button"
              className={`ct-help__category${tab === key ? ' ct-help__category--on' : ''}`}
              aria-pressed={tab === key}
              onClick={() => setTab(tab === key ? 'all' : key)}
              data-testid={`help-category-${key}`}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d={HELP_ICONS[key]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="ct-help__category-name">{t(`help.category.${key}`)}</span>
              {countOf(key) !== undefined && <span className="ct-help__count">{t('help.count', { count: countOf(key) })}</span>}
            </button>
          ))}
        </div>
      )}
      <ArticleList
        list={list}
        label={query ? t('help.resultsLabel') : t(category ? `help.category.${category}` : 'help.all')}
        emptyText={query ? t('help.noResults') : undefined}
        pathTo={(article) => pathOf('helpDetail', { id: article.id })}
      />
      <Link to={pathOf('chat')} className="h5-panel ct-help__contact" data-testid="help-contact">
        <strong>{t('help.stillNeed')}</strong>
        <span>{t('help.contact')}</span>
      </Link>
    </PageFrame>
  );
}
