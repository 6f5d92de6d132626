/** The `content` namespace, English (the source the other languages are checked against). */
const en = {
  home: {
    menu: 'Menu',
    entries: 'Services',
    notice: 'Welcome! Deposits and withdrawals are reviewed within 24 hours. Never share your passwords or codes.',
    gainers: 'Gainers',
    pair: 'Pair',
    lastPrice: 'Last price',
    change: '24H change',
    newCoinsTitle: 'New coin subscription',
    newCoinsText: 'Subscribe to new listings before they launch',
    loginOrRegister: 'Log in / Sign up',
    entry: {
      rwa: 'RWA learning',
      ai: 'AI learning',
      airdrop: 'Airdrop',
      recharge: 'Fast recharge',
      withdraw: 'Fast withdrawal',
      vip: 'VIP channel',
      chat: 'Chat',
      newCoins: 'New coins',
    },
    menuItem: {
      deposit: 'Deposit',
      withdraw: 'Withdraw',
      referral: 'Referral',
      kyc: 'KYC',
      security: 'Security centre',
      addresses: 'Withdrawal addresses',
      contact: 'Contact us',
      help: 'Help centre',
      valuation: 'Valuation method',
      settings: 'Settings',
      records: 'Deposit and withdrawal records',
    },
  },
};

export default en;
export type ContentMessages = typeof en;
