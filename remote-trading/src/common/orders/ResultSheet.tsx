import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AccountEventKind } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useAccountEvent, useEventText } from '@h5/shared/live';
import { useCurrencyDecimals, usePairDecimals } from '@h5/shared/market';
import { toast } from '@h5/shared/toast';
import { Sheet } from '@h5/shared/ui';
import { resultView, type OrderResult } from './results';

const symbolOf = (result: OrderResult): string => (result.kind === 'delivered' ? result.delivered.symbol : result.placed.symbol);

/** The currency a result's money is in: the quote for spot and contracts, the paid one for options. */
function moneyCurrency(result: OrderResult): string {
  if (result.kind === 'option') return result.placed.currency;
  if (result.kind === 'delivered') return result.delivered.currency;
  return result.placed.symbol.split('/')[1] ?? '';
}

/** Says what a submit did (or how an option ended), instead of one toast for every action. */
export function ResultSheet({ result, onClose }: { result: OrderResult; onClose: () => void }) {
  const { t } = useTranslation('trading');
  const pair = usePairDecimals(symbolOf(result));
  const money = useCurrencyDecimals(moneyCurrency(result));
  const view = resultView(result, (key, options) => t(key, options ?? {}), { price: pair.price, amount: pair.amount, money });
  return (
    <Sheet visible onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="h5-sheet tr-sheet">
      <section className={`tr-result tr-result--${view.tone}`} role="dialog" aria-modal="true" aria-labelledby="tr-result-title" data-testid="order-result">
        <h2 id="tr-result-title" className="tr-result__title">
          {view.title}
        </h2>
        {view.subtitle && <p className="tr-result__subtitle">{view.subtitle}</p>}
        <dl className="tr-result__rows">
          {view.rows.map(([label, value]) => (
            <div key={label} className="tr-result__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className="tr-button tr-result__ok" onClick={onClose}>
          {t('result.ok')}
        </button>
      </section>
    </Sheet>
  );
}

const ANNOUNCE_MS = 3500;
/** How long an event waits for the submit that caused it to answer (then it is the sheet's to say). */
const ANSWER_GRACE_MS = 1500;

/**
 * A page's result sheet: `show` opens it with a result, and `sheet` is what the page renders.
 * The page announces the account events of `kinds` itself: an option's delivery in the sheet,
 * the others in a toast, except the event of the order the sheet has just shown (said once).
 */
export function useResultSheet(kinds: readonly AccountEventKind[]): { show: (result: OrderResult) => void; sheet: ReactNode } {
  const [result, setResult] = useState<OrderResult | null>(null);
  const shownRef = useRef<number | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const text = useEventText();
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const show = useCallback((next: OrderResult) => {
    shownRef.current = next.kind === 'delivered' ? next.ref : next.placed.id;
    setResult(next);
  }, []);
  useAccountEvent(
    kinds,
    (event) => {
      if (event.kind === 'option.delivered') return show({ kind: 'delivered', ref: event.ref, delivered: event.data });
      // The event of a market order may come before the submit's own answer: wait for it a moment.
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        if (event.ref !== shownRef.current) toast(text(event).title, ANNOUNCE_MS);
      }, ANSWER_GRACE_MS);
      timers.current.add(timer);
    },
    { announces: true },
  );
  return { show, sheet: result ? <ResultSheet result={result} onClose={() => setResult(null)} /> : null };
}
