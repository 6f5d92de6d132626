/**
 * The live account channel on the page: events pushed to the signed-in user (fills, closes,
 * deliveries, reviews, transfers), what they refresh, the bell's unread count, and their words.
 */
export { startAccountEvents, onAccountEvent, useAccountEvent } from './events';
export { useUnreadStore, loadUnread, markRead } from './unread';
export { useEventText, type EventText } from './describe';
