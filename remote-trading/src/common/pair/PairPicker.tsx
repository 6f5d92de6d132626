import { useState } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { searchPairs } from '@h5/shared/market';
import { EmptyState, SearchField, Spinner } from '@h5/shared/ui';
import { TickerList } from './TickerList';
import { usePairs } from './usePairs';

interface PairPickerProps {
  current: string;
  onChoose: (symbol: string) => void;
  onClose: () => void;
}

/** The sheet's content: every pair, live, with a search box. */
export function PairPicker({ current, onChoose, onClose }: PairPickerProps) {
  const { t } = useTranslation('trading');
  const [query, setQuery] = useState('');
  const pairs = usePairs();
  const shown = searchPairs(pairs, query);

  return (
    <div className="tr-picker" role="dialog" aria-modal="true" aria-labelledby="tr-picker-title">
      <div className="tr-picker__head">
        <h2 id="tr-picker-title" className="h5-title">{t('pair.choose')}</h2>
        <button type="button" className="h5-icon-button" aria-label={t('pair.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="tr-picker__search">
        <SearchField value={query} onChange={setQuery} placeholder={t('pair.search')} />
      </div>
      <div className="tr-picker__list">
        {pairs.length === 0 ? (
          <Spinner />
        ) : shown.length === 0 ? (
          <EmptyState text={t('pair.noMatch', { query: query.trim() })} />
        ) : (
          <TickerList tickers={shown} active={current} onChoose={onChoose} />
        )}
      </div>
    </div>
  );
}
