import { useEffect, useState, type CSSProperties } from 'react';
import type { Ticker } from '@h5/shared/contract';
import { PLACEHOLDER, formatAmount, trendOf } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { formatPrice } from '../../common/pair/figures';
import { depthView, stepChoices, stepOf, type DepthRow } from './depth';
import { useOrderBook } from './useMarketDepth';
import { pairDecimalsOf } from '@h5/shared/market';
import { LoadState } from '@h5/shared/ui';

/** Rows a side: with 44 px rows the book stands as tall as the order form beside it. */
export const BOOK_ROWS = 5;

interface OrderBookViewProps {
  symbol: string;
  ticker: Ticker | undefined;
  /** A price tapped: the form takes it as its limit price. */
  onPick: (price: string) => void;
}

const shareStyle = (row: DepthRow): CSSProperties => ({ ['--tr-share' as string]: row.share.toFixed(4) }) as CSSProperties;

/** Asks above, bids below, live, with depth bars; tapping a row fills the order form's price. */
export function OrderBookView({ symbol, ticker, onPick }: OrderBookViewProps) {
  const { t } = useTranslation('trading');
  const { t: tc } = useTranslation('common');
  const book = useOrderBook(symbol);
  const priceDecimals = pairDecimalsOf(ticker).price;
  const amountDecimals = pairDecimalsOf(ticker).amount;
  const steps = stepChoices(priceDecimals);
  const [stepIndex, setStepIndex] = useState(0);
  useEffect(() => setStepIndex(0), [symbol]);
  const places = steps[stepIndex] ?? priceDecimals;
  const view = book.data ? depthView(book.data, places, BOOK_ROWS) : null;
  const shownPlaces = Math.max(0, places);
  const [base = '', quote = ''] = symbol.split('/');

  // The name starts with the row's visible text (label in name), so voice control finds it.
  const row = (side: 'ask' | 'bid', level: DepthRow) => (
    <li key={level.price}>
      <button
        type="button"
        className={`tr-book__row tr-book__row--${side}`}
        style={shareStyle(level)}
        aria-label={t(side === 'ask' ? 'book.askRow' : 'book.bidRow', {
          price: formatAmount(level.price, shownPlaces),
          amount: formatAmount(level.amount, amountDecimals),
        })}
        onClick={() => onPick(level.price)}
      >
        <span className="tr-book__price">{formatAmount(level.price, shownPlaces)}</span>{' '}
        <span className="tr-book__amount">{formatAmount(level.amount, amountDecimals)}</span>
      </button>
    </li>
  );

  let body;
  if (!view) {
    body = <LoadState failed={book.failed} failedText={t('book.failed')} onRetry={() => void book.reload()} />;
  } else {
    body = (
      <>
        <ul className="tr-book__side tr-book__side--asks" aria-label={t('book.asks')}>
          {[...view.asks].reverse().map((level) => row('ask', level))}
          {view.asks.length === 0 ? <li className="tr-book__none">{tc('status.noData')}</li> : null}
        </ul>
        <button
          type="button"
          className={`tr-book__mid tr-trend--${ticker ? trendOf(ticker.change24h) : 'flat'}`}
          aria-label={t('book.lastPrice', { price: ticker ? formatPrice(ticker) : PLACEHOLDER })}
          disabled={!ticker}
          onClick={() => ticker && onPick(ticker.price)}
          data-testid="book-mid"
        >
          {ticker ? formatPrice(ticker) : PLACEHOLDER}
        </button>
        <ul className="tr-book__side tr-book__side--bids" aria-label={t('book.bids')}>
          {view.bids.map((level) => row('bid', level))}
          {view.bids.length === 0 ? <li className="tr-book__none">{tc('status.noData')}</li> : null}
        </ul>
      </>
    );
  }

  return (
    <section className="tr-book" aria-label={t('book.title')}>
      <div className="tr-book__head">
        <span>{t('book.price', { quote })}</span>
        <span>{t('book.amount', { base })}</span>
      </div>
      {body}
      <button
        type="button"
        className="tr-book__step"
        aria-label={t('book.step', { step: stepOf(places) })}
        onClick={() => setStepIndex((i) => (i + 1) % steps.length)}
      >
        <span>{stepOf(places)}</span>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
