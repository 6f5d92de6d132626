/** The watchlist star: apart from `@h5/shared/ui`, so the plain components do not pull in the market store. */
export { WatchStar } from './WatchStar';
