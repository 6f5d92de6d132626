/**
 * The back office's words (`ops.*`: the ops CLI's refusals and field names), English. Only the
 * server answers with them, so they are no part of the `common` namespace the pages download;
 * `messages.ts` puts them beside it for `translate`.
 */
const en = {
  fieldFault: '{{field}}: {{reason}}',
  field: {
    name: 'Name',
    currency_id: 'Currency',
    cycle_days: 'Cycle',
    min_amount: 'Minimum per order',
    max_amount: 'Maximum per order',
    user_quota: 'Quota per user',
    total_quota: 'Total quota',
    daily_rate: 'Daily rate',
    penalty_ratio: 'Penalty ratio',
    dividend_time: 'Dividend time',
    opens_at: 'Opening time',
    coin: 'Coin',
    amount: 'Amount per user',
    total: 'Total',
    rule: 'Rule',
    hold_coin: 'Coin to hold',
    min: 'Minimum holding',
    snapshot_at: 'Snapshot time',
    from: 'Registered from',
    to: 'Registered before',
    starts_at: 'Claim window start',
    ends_at: 'Claim window end',
    reason: 'Reason',
    status: 'Status',
  },
  places: '{{currency}} has {{decimals}} decimal places',
  cycleInvalid: 'Enter a whole number of days from 1 to {{max}}',
  rateInvalid: 'Enter a fraction from 0 to 1 with at most 8 decimal places (0.005 is 0.5 %)',
  timeInvalid: 'Enter an ISO 8601 time with its zone, such as 2027-01-01T08:00:00Z',
  dividendTimeInvalid: 'Enter a UTC time as HH:MM, such as 08:00',
  nameInvalid: 'Enter a name of 1 to {{max}} characters',
  ruleInvalid: 'Choose verified, holding or new_users',
  statusInvalid: 'Choose pending, approved or rejected',
  maxBelowMin: 'The maximum per order ({{max}}) must be at least the minimum ({{min}})',
  userQuotaBelowMin: 'The quota per user ({{quota}}) must be at least the minimum per order ({{min}})',
  totalQuotaBelowMin: 'The total quota ({{quota}}) must be at least the minimum per order ({{min}})',
  totalQuotaBelowUserQuota: 'The total quota ({{total}}) must be at least the quota per user ({{quota}})',
  opensInPast: 'The opening time must be in the future; leave it out to open now',
  endsInPast: 'The claim window must end in the future',
  registrationInvalid: 'The registration range must end after it starts',
  kindInvalid: 'Choose notice, news, learning or help',
  sectionInvalid: 'A learning article needs --area rwa or ai, a help article --category funds, trading, security or wealth, and other kinds neither',
  noticeOnly: 'Only notices can be pinned or marked important',
  documentInvalid: 'The {{lang}} file needs a front matter (--- title: ... summary: ... ---) with a title of up to {{title}} characters and a summary of up to {{summary}}, then a body of up to {{body}} characters',
  englishRequired: 'Every article needs its English text (--en): readers of a language it lacks see the English one',
  chatStatusInvalid: 'Choose open or closed',
  imageInvalid: 'The image must be a PNG, JPEG or WebP file of at most {{max}}',
};

export default en;
export type OpsMessages = typeof en;
