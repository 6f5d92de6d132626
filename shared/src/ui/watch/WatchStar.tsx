import { useTranslation } from '@h5/shared/i18n';
import { toggleWatch, useWatchlist } from '@h5/shared/market';

/** A star beside a pair: filled when it is on the watchlist; a tap adds or removes it. */
export function WatchStar({ symbol }: { symbol: string }) {
  const { t } = useTranslation('common');
  const starred = useWatchlist().has(symbol);
  return (
    <button
      type="button"
      className={`h5-star${starred ? ' h5-star--on' : ''}`}
      aria-pressed={starred}
      aria-label={t(starred ? 'action.unwatch' : 'action.watch', { pair: symbol })}
      onClick={() => void toggleWatch(symbol)}
      data-star={symbol}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z"
          fill={starred ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
