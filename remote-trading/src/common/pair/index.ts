/** The pair the trading pages share: its store, live data and the views every page uses. */
import './pair.css';

export { DEFAULT_PAIR, choosePair, usePair } from './pairStore';
export { useChosenTicker, usePairs } from './usePairs';
export { PairHeader } from './PairHeader';
export { TickerList } from './TickerList';
export { TickerStats } from './TickerStats';
