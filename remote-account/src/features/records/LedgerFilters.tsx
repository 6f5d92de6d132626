import { useState } from 'react';
import { LEDGER_TYPES } from '@h5/shared/constants';
import type { Currency } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { ChoiceSheet } from '../../common/ChoiceSheet';
import { isFiltered, localDay, type LedgerFilter } from './ledger';

interface LedgerFiltersProps {
  filter: LedgerFilter;
  currencies: readonly Currency[] | null;
  /** One filter changed (`null`: that filter removed). */
  onChange: (name: keyof LedgerFilter, value: string | null) => void;
  onReset: () => void;
}

const ALL = '';

/** The history's filters: a type and a coin from sheets, a range of days, and a way back to everything. */
export function LedgerFilters({ filter, currencies, onChange, onReset }: LedgerFiltersProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [sheet, setSheet] = useState<'type' | 'coin' | null>(null);
  const today = localDay();
  const typeChoices = [{ value: ALL, label: t('records.filter.allTypes') }, ...LEDGER_TYPES.map((type) => ({ value: type, label: tc(`ledgerType.${type}`) }))];
  const coinChoices = [{ value: ALL, label: t('records.filter.allCoins') }, ...(currencies ?? []).map((c) => ({ value: c.code, label: c.code }))];

  return (
    <div className="ac-ledger-filters" role="group" aria-label={t('records.all')}>
      <div className="ac-ledger-filters__row">
        <button type="button" className="ac-filter-chip" aria-haspopup="dialog" data-testid="filter-type" onClick={() => setSheet('type')}>
          <span className="ac-filter-chip__label">{filter.type ? tc(`ledgerType.${filter.type}`) : t('records.filter.allTypes')}</span>
          <Caret />
        </button>
        <button type="button" className="ac-filter-chip" aria-haspopup="dialog" data-testid="filter-coin" onClick={() => setSheet('coin')}>
          <span className="ac-filter-chip__label">{filter.coin ?? t('records.filter.allCoins')}</span>
          <Caret />
        </button>
        {isFiltered(filter) && (
          <button type="button" className="h5-link ac-ledger-filters__reset" onClick={onReset}>
            {t('records.filter.reset')}
          </button>
        )}
      </div>
      <div className="ac-ledger-filters__row">
        <label className="ac-date">
          <span className="ac-date__label">{t('records.filter.from')}</span>
          <input
            type="date"
            data-testid="filter-from"
            value={filter.from ?? ''}
            max={filter.to ?? today}
            onChange={(event) => onChange('from', event.target.value || null)}
          />
        </label>
        <label className="ac-date">
          <span className="ac-date__label">{t('records.filter.to')}</span>
          <input
            type="date"
            data-testid="filter-to"
            value={filter.to ?? ''}
            min={filter.from ?? undefined}
            max={today}
            onChange={(event) => onChange('to', event.target.value || null)}
          />
        </label>
      </div>
      <ChoiceSheet
        visible={sheet === 'type'}
        title={t('records.filter.type')}
        choices={typeChoices}
        selected={filter.type ?? ALL}
        onSelect={(value) => onChange('type', value || null)}
        onClose={() => setSheet(null)}
      />
      <ChoiceSheet
        visible={sheet === 'coin'}
        title={t('records.filter.coin')}
        choices={coinChoices}
        selected={filter.coin ?? ALL}
        onSelect={(value) => onChange('coin', value || null)}
        onClose={() => setSheet(null)}
      />
    </div>
  );
}

function Caret() {
  return (
    <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
