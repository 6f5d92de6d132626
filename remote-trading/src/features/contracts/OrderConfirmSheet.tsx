import { useState } from 'react';
import { PLACEHOLDER, formatAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Sheet } from '@h5/shared/ui';
import type { ContractDraft, ContractFigures } from './contractForm';

export interface OrderConfirmSheetProps {
  symbol: string;
  draft: ContractDraft;
  /** The draft's figures, live (a market order's follow the price while the sheet is open). */
  figures: ContractFigures;
  priceDecimals: number;
  /** Places of the quote currency, which margin, fee and value are in. */
  amountDecimals: number;
  busy: boolean;
  onCancel: () => void;
  /** Sends the order; `stopAsking` when "don't show again" was ticked. */
  onConfirm: (stopAsking: boolean) => void;
}

/**
 * The contract order as it will be sent, read before it is: side, pair, price (or Market),
 * lots, leverage, then margin, fee, position value and the estimated liquidation price, which a
 * high leverage brings close. "Don't show again" turns the sheet off (the form's switch turns
 * it back on).
 */
export function OrderConfirmSheet({ symbol, draft, figures, priceDecimals, amountDecimals, busy, onCancel, onConfirm }: OrderConfirmSheetProps) {
  const { t } = useTranslation('trading');
  const { t: tc } = useTranslation('common');
  const [stopAsking, setStopAsking] = useState(false);
  const quote = symbol.split('/')[1] ?? '';
  const long = draft.side === 'long';
  const rows: Array<{ label: string; value: string; testId: string; tone?: 'up' | 'down' }> = [
    { label: t('contracts.direction'), value: t(long ? 'contracts.long' : 'contracts.short'), testId: 'confirm-side', tone: long ? 'up' : 'down' },
    { label: t('contracts.pair'), value: symbol, testId: 'confirm-pair' },
    { label: t('spot.price'), value: draft.type === 'market' ? t('spot.market') : `${formatAmount(draft.price, priceDecimals)} ${quote}`, testId: 'confirm-price' },
    { label: t('contracts.lots'), value: t('common:units.lots', { count: Number(draft.lots) }), testId: 'confirm-lots' },
    { label: t('contracts.multiple'), value: `${draft.multiple ?? PLACEHOLDER}x`, testId: 'confirm-multiple' },
    { label: t('contracts.margin'), value: `${formatAmount(figures.margin, amountDecimals)} ${quote}`, testId: 'confirm-margin' },
    { label: t('contracts.feeShort'), value: `${formatAmount(figures.fee, amountDecimals)} ${quote}`, testId: 'confirm-fee' },
    { label: t('contracts.positionValue'), value: `${formatAmount(figures.value, amountDecimals)} ${quote}`, testId: 'confirm-value' },
    {
      label: t('contracts.liquidationEstimate'),
      value: figures.liquidation ? `${formatAmount(figures.liquidation, priceDecimals)} ${quote}` : PLACEHOLDER,
      testId: 'confirm-liquidation',
    },
  ];
  return (
    <Sheet visible onMaskClick={onCancel} onClose={onCancel} destroyOnClose bodyClassName="h5-sheet tr-sheet">
      <div className="tr-confirm" role="dialog" aria-modal="true" aria-labelledby="tr-confirm-title">
        <h2 id="tr-confirm-title" className="h5-title">{t(long ? 'contracts.confirmLong' : 'contracts.confirmShort')}</h2>
        <dl className="tr-confirm__rows">
          {rows.map((row) => (
            <div key={row.testId} className="tr-confirm__row">
              <dt>{row.label}</dt>
              <dd data-testid={row.testId} className={row.tone ? `tr-tone--${row.tone}` : undefined}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        {draft.type === 'market' ? <p className="tr-confirm__note">{t('contracts.confirmMarketNote')}</p> : null}
        <label className="tr-check">
          <input type="checkbox" checked={stopAsking} onChange={(event) => setStopAsking(event.target.checked)} />
          <span>{t('contracts.dontShowAgain')}</span>
        </label>
        <div className="tr-stop-sheet__actions">
          <button type="button" className="tr-button" onClick={onCancel}>
            {tc('action.cancel')}
          </button>
          <button
            type="button"
            className={`tr-submit tr-submit--${long ? 'up' : 'down'}`}
            disabled={busy}
            onClick={() => onConfirm(stopAsking)}
            data-testid="confirm-send"
          >
            {t(long ? 'contracts.openLong' : 'contracts.openShort')}
          </button>
        </div>
      </div>
    </Sheet>
  );
}
