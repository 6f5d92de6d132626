/**
 * The live account channel on the page: events pushed to the signed-in user (fills, closes,
 * deliveries, reviews, transfers), what they refresh, the bell's unread count, their words and
 * their icons (each kind's category and icon are the contract's `EVENT_KIND_LOOK`).
 */
export { startAccountEvents, onAccountEvent, useAccountEvent } from './events';
export { useUnreadStore, loadUnread, markRead } from './unread';
export { useEventText, type EventText } from './describe';
export { EventIconView, EVENT_ICON_PATHS } from './icons';
