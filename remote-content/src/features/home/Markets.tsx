import { useState } from 'react';
import type { Ticker } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { searchPairs, useTickers, useTickersFailed, useWatchlist } from '@h5/shared/market';
import { EmptyState, LoadState, SearchField, TabPanel, Tabs } from '@h5/shared/ui';
import { MarketList } from './MarketList';
import { DEFAULT_TAB, MARKET_TABS, marketRows, type MarketTab } from './markets';

/** The chosen tab outlives a visit to another page (home is kept mounted only while shown). */
let lastTab: MarketTab = DEFAULT_TAB;

interface MarketsProps {
  tickers: readonly Ticker[];
  watched: readonly string[];
  /** No pairs came (offline, server down): say so with Retry instead of waiting. */
  failed?: boolean;
  onRetry?: () => void;
}

/**
 * Home's markets: a pair search over every pair (by symbol or coin name) and, while nothing is
 * searched, the tabs: watchlist, gainers, losers, 24 h volume and new listings.
 */
export function Markets({ tickers, watched, failed = false, onRetry = () => undefined }: MarketsProps) {
  const { t } = useTranslation('content');
  const [tab, setTab] = useState<MarketTab>(lastTab);
  const [query, setQuery] = useState('');
  const choose = (next: MarketTab) => {
    lastTab = next;
    setTab(next);
  };

  let body;
  if (!tickers.length) body = <LoadState failed={failed} onRetry={onRetry} lines={6} />;
  else if (query.trim()) {
    const found = searchPairs(tickers, query);
    body = found.length ? (
      <MarketList tickers={found} label={t('home.results')} />
    ) : (
      <EmptyState text={t('home.noMatch', { query: query.trim() })} />
    );
  } else {
    const rows = marketRows(tab, tickers, watched);
    body = (
      <TabPanel idBase="ct-tab" active={tab}>
        {rows.length ? (
          <MarketList tickers={rows} label={t(`home.tab.${tab}`)} last={tab === 'volume' ? 'volume' : 'change'} listed={tab === 'new'} />
        ) : (
          <EmptyState text={t('home.watchlistEmpty')} />
        )}
      </TabPanel>
    );
  }

  return (
    <section className="ct-section ct-markets" aria-label={t('home.markets')}>
      <SearchField value={query} onChange={setQuery} placeholder={t('home.search')} label={t('home.searchLabel')} />
      {!query.trim() && (
        <Tabs
          idBase="ct-tab"
          label={t('home.markets')}
          tabs={MARKET_TABS.map((name) => ({ key: name, label: t(`home.tab.${name}`) }))}
          active={tab}
          onChange={choose}
          className="ct-tabs"
          tabClassName="ct-tabs__tab"
        />
      )}
      {body}
    </section>
  );
}

/** The markets fed by the live market and the watchlist of whoever is signed in. */
export function LiveMarkets() {
  const { failed, retry } = useTickersFailed();
  return <Markets tickers={useTickers()} watched={useWatchlist().symbols} failed={failed} onRetry={retry} />;
}
