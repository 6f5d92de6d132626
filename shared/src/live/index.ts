/**
 * The live account channel on the page: events pushed to the signed-in user (fills, closes,
 * deliveries, reviews, transfers), what they refresh, the bell's unread count, their words and
 * their icons (`@h5/shared/live/icons`, apart so that the host's first script goes without the
 * drawings; each kind's category and icon are the contract's `EVENT_KIND_LOOK`).
 */
export { startAccountEvents, onAccountEvent, useAccountEvent } from './events';
export { useUnreadStore, loadUnread, markRead } from './unread';
export { useChatUnread, loadChatUnread } from './chatUnread';
export { useEventText, type EventText } from './describe';
