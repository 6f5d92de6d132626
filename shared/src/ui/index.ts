import './ui.css';

export { PageFrame, type PageFrameProps } from './PageFrame';
export { EmptyState } from './EmptyState';
export { Spinner } from './Spinner';
export { ProgressBar } from './ProgressBar';
export { Skeleton, PageSkeleton } from './Skeleton';
export { PullToRefresh } from './PullToRefresh';
export { ComingSoon, comingSoonPage } from './ComingSoon';
export { PriceChange } from './PriceChange';
export { CoinIcon } from './CoinIcon';
export { SearchField, type SearchFieldProps } from './SearchField';
export { Tabs, type TabsProps } from './Tabs';
export { copyText } from './copy';
export { followLanguage } from './antdLanguage';
export { Countdown, useNow } from './Countdown';
export { storedFlag, type StoredFlag } from './storedFlag';
export { storedIds, type StoredIds } from './storedIds';
export { useSettled } from './useSettled';
