/**
 * The home page's entries (spec section 1): learning areas, airdrop, fast recharge and
 * withdrawal, the VIP channel, chat and new coins. Each opens its page from the route table.
 */
import { pathOf } from '@h5/shared/routes';

export interface HomeEntry {
  key: string;
  path: string;
  icon: string;
}

/** Icons both lists show. */
const ICONS = {
  deposit: 'M12 4v12M7 11l5 5 5-5M5 20h14',
  withdraw: 'M12 20V8M7 13l5-5 5 5M5 4h14',
  chat: 'M4 5h16v11H9l-5 4z',
};

export const HOME_ENTRIES: HomeEntry[] = [
  { key: 'rwa', path: pathOf('learning', { tab: 'rwa' }), icon: 'M4 20h16M6 20V9l6-5 6 5v11M10 20v-6h4v6' },
  { key: 'ai', path: pathOf('learning', { tab: 'ai' }), icon: 'M9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3M6 6h12v12H6zM10 10h4v4h-4z' },
  { key: 'airdrop', path: pathOf('airdrop'), icon: 'M12 3a8 8 0 0 1 8 8H4a8 8 0 0 1 8-8zM4 11l8 7 8-7M12 18v3' },
  { key: 'recharge', path: pathOf('deposit'), icon: ICONS.deposit },
  { key: 'withdraw', path: pathOf('withdraw'), icon: ICONS.withdraw },
  // The VIP channel: large deposits by bank transfer, arranged with support first (the chat says so and leads to the bank deposit).
  { key: 'vip', path: pathOf('chat', { context: 'vip' }), icon: 'M3 8l4 10h10l4-10-5 4-4-7-4 7z' },
  { key: 'chat', path: pathOf('chat'), icon: ICONS.chat },
  { key: 'newCoins', path: pathOf('newCoins'), icon: 'M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z' },
];

/** The side menu (spec section 1), in its order. */
export const MENU_ENTRIES: HomeEntry[] = [
  { key: 'deposit', path: pathOf('deposit'), icon: ICONS.deposit },
  { key: 'withdraw', path: pathOf('withdraw'), icon: ICONS.withdraw },
  { key: 'referral', path: pathOf('referral'), icon: 'M16 11a4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0M19 8v6M16 11h6' },
  { key: 'kyc', path: pathOf('verification'), icon: 'M4 5h16v14H4zM8 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0M6 16a4 4 0 0 1 8 0M15 9h3M15 13h3' },
  { key: 'security', path: pathOf('security'), icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z' },
  { key: 'addresses', path: pathOf('addresses'), icon: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z' },
  { key: 'contact', path: pathOf('chat'), icon: ICONS.chat },
  { key: 'help', path: pathOf('helpCenter'), icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5' },
  { key: 'valuation', path: pathOf('valuation'), icon: 'M4 19h16M6 16l4-5 3 3 5-7' },
  { key: 'settings', path: pathOf('settings'), icon: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.4-1.4L17 5l-3-1-1 2h-2L10 4 7 5l.3 2-1.4 1.4L4 8l-1 3 2 1v0l-2 1 1 3 2-.3 1.4 1.4L7 19l3 1 1-2h2l1 2 3-1-.3-2 1.4-1.4 2 .4 1-3z' },
  { key: 'records', path: pathOf('records'), icon: 'M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 7h4' },
];
