import { call } from '@h5/shared/api';
import { contract, type Position } from '@h5/shared/contract';
import { faultAt, useForm } from '@h5/shared/form';
import { formatAmount, plainAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { pairDecimalsOf, useTicker } from '@h5/shared/market';
import { Sheet } from '@h5/shared/ui';
import { checkStops } from './contractMath';
import { StopFields } from './StopFields';

interface StopSheetProps {
  position: Position;
  onClose: () => void;
  onSaved: () => void;
}

/** Sets a position's take-profit and stop-loss (`lever/setstop`), checked against its side. */
export function StopSheet({ position, onClose, onSaved }: StopSheetProps) {
  const { t } = useTranslation('trading');
  const live = useTicker(position.symbol);
  const priceDecimals = pairDecimalsOf(live).price;
  const { t: tc } = useTranslation('common');
  const [, quote = ''] = position.symbol.split('/');
  const long = position.side === 'long';
  // New levels are checked against the live price: one already crossed would close at once.
  const reference = live?.price ?? position.price;
  const { values: stops, errors, busy, change, submit } = useForm({
    initial: {
      take_profit: position.take_profit ? plainAmount(position.take_profit, priceDecimals) : '',
      stop_loss: position.stop_loss ? plainAmount(position.stop_loss, priceDecimals) : '',
    },
    check: (levels) => {
      const problem = checkStops(position.side, reference, levels, priceDecimals);
      if (problem) return faultAt(problem.field, problem.message);
      const { take_profit, stop_loss } = levels;
      return { ok: true, request: { id: position.id, ...(take_profit ? { take_profit } : {}), ...(stop_loss ? { stop_loss } : {}) } };
    },
    send: (request) => call(contract.contracts.setStop, request, { loading: true }),
    onDone: () => {
      onSaved();
      onClose();
    },
  });

  return (
    <Sheet visible onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="h5-sheet tr-sheet">
      <form
        className="tr-stop-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="tr-stop-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id="tr-stop-title" className="h5-title">{t('contracts.setStops')}</h2>
        <p className="tr-stop-sheet__ref">
          {t(long ? 'contracts.long' : 'contracts.short')} · {position.symbol} · {t('contracts.currentPrice')} {formatAmount(reference, priceDecimals)}
        </p>
        <StopFields
          idBase="tr-stop"
          side={position.side}
          values={stops}
          errors={errors}
          priceDecimals={priceDecimals}
          quote={quote}
          onChange={(field, value) => change({ [field]: value }, field)}
        />
        <div className="tr-stop-sheet__actions">
          <button type="button" className="tr-button" onClick={onClose}>
            {tc('action.cancel')}
          </button>
          <button type="submit" className="tr-submit tr-submit--primary" disabled={busy}>
            {tc('action.ok')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
