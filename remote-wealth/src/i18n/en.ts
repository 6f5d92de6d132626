/** The `wealth` namespace, English: the source every other language is checked against. */
const en = {
  product: {
    dailyYield: 'Daily yield',
    cycle: 'Cycle',
    minAmount: 'Min. amount',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    soon: 'To be opened',
  },
  entry: {
    rules: 'Rules',
  },
  list: {
    failed: 'The list could not be loaded',
  },
  trust: {
    heading: 'Fixed-term managed products',
    pointYield: 'A fixed yield credited every day',
    pointCycle: 'Funds are held for a fixed cycle',
    pointRedeem: 'Redeem early at any time, with a penalty deducted from the principal',
    example: 'Example: {{rate}}% a day for {{days}} days on {{amount}} earns {{daily}} a day, {{total}} in total.',
    range: 'Amount range',
    totalOn_one: 'Yield on {{amount}} over {{count}} day',
    totalOn_other: 'Yield on {{amount}} over {{count}} days',
    buy: 'Buy now',
  },
  copy: {
    intro: 'Follow proven traders: invest for a fixed cycle and earn a daily yield from their strategies.',
    winRate: 'Win rate',
    followers_one: '{{n}} follower',
    followers_other: '{{n}} followers',
    follow: 'Follow',
  },
};

export default en;
export type WealthMessages = typeof en;
