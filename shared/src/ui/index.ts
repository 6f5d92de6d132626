import './ui.css';

export { PageFrame, type PageFrameProps } from './PageFrame';
export { EmptyState } from './EmptyState';
export { Spinner } from './Spinner';
export { Skeleton, PageSkeleton } from './Skeleton';
export { PullToRefresh } from './PullToRefresh';
export { ComingSoon, comingSoonPage } from './ComingSoon';
export { PriceChange } from './PriceChange';
export { CoinIcon } from './CoinIcon';
export { SearchField, type SearchFieldProps } from './SearchField';
export { copyText } from './copy';
