import { DAY_MS } from '@h5/shared/constants';
import type { AirdropCampaign, AirdropRecord, AirdropRule, AirdropState, Page } from '@h5/shared/contract';
import { addDecimal, compareDecimal } from '@h5/shared/money';
import { isoTime, type Database, type IsoTime } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../plugins/envelope';
import { applyBalanceChanges } from '../ledger/service';
import type { Notifier } from '../notification/service';
import { checkOpsAmount, fieldRefusal, opsTimeOf } from '../ops/service';
import {
  countCampaigns,
  currencyOf,
  findCampaign,
  findClaimant,
  insertCampaign,
  insertClaim,
  listCampaigns,
  listAllCampaigns,
  listClaims,
  takeDueSnapshots,
  takeFromTotal,
  type CampaignRow,
  type Claimant,
  type NewCampaign,
} from './queries';
import type { CampaignBody } from './ops';

/** How long an ended campaign stays listed. */
const ENDED_LISTED_FOR = 30 * DAY_MS;

export interface AirdropService {
  campaigns(userId: number | null): Promise<AirdropCampaign[]>;
  claim(userId: number, id: number): Promise<AirdropRecord>;
  records(userId: number, page: PageRequest): Promise<Page<AirdropRecord>>;
  /** The scheduler's job: every holding snapshot whose time has come; how many were taken. */
  takeSnapshots(): Promise<number>;
  /** A campaign from the back office (coins by code, ISO times), checked; its id. */
  create(body: CampaignBody): Promise<number>;
  all(): Promise<Record<string, unknown>[]>;
  /** The demo campaigns (embedded mode), around the calendar's now, when there are none yet. */
  seedDemo(): Promise<number>;
}

const ruleOf = (row: CampaignRow): AirdropRule => {
  if (row.rule === 'holding')
    return { kind: 'holding', coin: row.hold_coin ?? '', min: row.hold_min ?? '0', snapshot_at: row.snapshot_at ?? '', snapshot_taken: row.snapshot_taken };
  if (row.rule === 'new_users') return { kind: 'new_users', from: row.registered_from ?? '', to: row.registered_to ?? '' };
  return { kind: 'verified' };
};

const at = (iso: string | null): number => (iso ? Date.parse(iso) : Number.NaN);

/** Where a user stands with a campaign, first reason first (see `AirdropState`). */
function stateOf(row: CampaignRow, claimant: Claimant | null, now: number): AirdropState {
  if (row.mine) return 'claimed';
  if (at(row.ends_at) <= now) return 'ended';
  if (at(row.starts_at) > now) return 'upcoming';
  if (compareDecimal(addDecimal(row.claimed, row.amount), row.total) > 0) return 'sold_out';
  if (!claimant) return 'login';
  if (row.rule === 'verified') return claimant.verified ? 'claimable' : 'verify';
  if (row.rule === 'holding') {
    if (!row.snapshot_taken) return 'snapshot_pending';
    return row.held !== null && compareDecimal(row.held, row.hold_min ?? '0') >= 0 ? 'claimable' : 'holding_short';
  }
  const registered = at(claimant.registered_at);
  return registered >= at(row.registered_from) && registered < at(row.registered_to) ? 'claimable' : 'registered_outside';
}

/** Why a claim is refused, by the state that refuses it. */
const REFUSAL: Record<Exclude<AirdropState, 'claimable'>, string> = {
  login: 'server.notLoggedIn',
  claimed: 'airdropClaim.alreadyClaimed',
  ended: 'airdropClaim.ended',
  upcoming: 'airdropClaim.notOpen',
  sold_out: 'airdropClaim.soldOut',
  verify: 'airdropClaim.verifyFirst',
  snapshot_pending: 'airdropClaim.snapshotPending',
  holding_short: 'airdropClaim.holdingShort',
  registered_outside: 'airdropClaim.registeredOutside',
};

const campaignOf = (row: CampaignRow, claimant: Claimant | null, now: number): AirdropCampaign => ({
  id: row.id,
  coin: row.coin,
  amount: row.amount,
  total: row.total,
  claimed: row.claimed,
  rule: ruleOf(row),
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  state: stateOf(row, claimant, now),
  held: row.rule === 'holding' && row.snapshot_taken && claimant ? (row.held ?? '0') : null,
});

/** The rule of a back-office campaign, with the fields its kind needs, each checked. */
async function ruleFrom(db: Database, body: CampaignBody, startsAt: IsoTime): Promise<NewCampaign['rule']> {
  if (body.rule === 'verified') return { kind: 'verified' };
  if (body.rule === 'new_users') {
    if (!body.from || !body.to) throw new AppError('airdropClaim.ruleIncomplete');
    const [from, to] = [momentOf(body.from), momentOf(body.to)];
    if (to <= from) throw new AppError('ops.registrationInvalid');
    return { kind: 'new_users', from, to };
  }
  if (!body.hold_coin || !body.min || !body.snapshot_at) throw new AppError('airdropClaim.ruleIncomplete');
  const snapshotAt = momentOf(body.snapshot_at);
  if (snapshotAt > startsAt) throw new AppError('airdropClaim.snapshotAfterStart');
  const held = await currencyOf(db, body.hold_coin);
  if (held === null) throw fieldRefusal('hold_coin', { key: 'airdropClaim.coinUnknown' });
  const min = body.min.trim();
  checkOpsAmount('min', min, { currency: held.code, decimals: held.decimals });
  return { kind: 'holding', currencyId: held.id, min, snapshotAt };
}

/** A time the schema has checked (`opsMoment`), as stored. */
const momentOf = (text: string): IsoTime => isoTime(opsTimeOf(text.trim()) ?? Number.NaN);

/** Dates are on the calendar: the windows, the snapshots and the claims' times. */
export function createAirdropService(deps: { db: Database; calendar: Clock; notifier: Notifier }): AirdropService {
  const { db, calendar, notifier } = deps;

  return {
    async campaigns(userId) {
      const now = calendar.now();
      const claimant = userId === null ? null : await findClaimant(db, userId);
      const rows = await listCampaigns(db, claimant ? userId : null, isoTime(now), isoTime(now - ENDED_LISTED_FOR));
      return rows.map((row) => campaignOf(row, claimant, now));
    },

    async claim(userId, id) {
      const now = calendar.now();
      const [row, claimant] = await Promise.all([findCampaign(db, userId, id), findClaimant(db, userId)]);
      if (!row || !claimant) throw new AppError('airdropClaim.notFound');
      const state = stateOf(row, claimant, now);
      if (state !== 'claimable') throw new AppError(REFUSAL[state]);
      const when = isoTime(now);
      // The checks above tell the user why; these two writes hold whatever runs at the same time:
      // the unique claim (parallel taps of one user) and the conditional total (many users).
      return db.transaction(async (tx) => {
        const claim = await insertClaim(tx, id, userId, when);
        if (!claim) throw new AppError(REFUSAL.claimed);
        if (!(await takeFromTotal(tx, id, when))) throw new AppError(REFUSAL.sold_out);
        await applyBalanceChanges(
          tx,
          [{ userId, account: 'coin', currencyId: row.currency_id, available: claim.amount, frozen: '0', reason: 'airdrop', type: 'airdrop', reference: `airdrop:${claim.id}` }],
          when,
        );
        await notifier.record(tx, [{ userId, kind: 'airdrop.claimed', ref: claim.id, data: { coin: row.coin, amount: claim.amount } }]);
        return { id: claim.id, campaign_id: id, coin: row.coin, amount: claim.amount, rule: row.rule, created_at: when };
      });
    },

    records: (userId, page) => listClaims(db, userId, page),
    takeSnapshots: () => takeDueSnapshots(db, isoTime(calendar.now())),
    async create(body) {
      // Each claim credits `amount`: held to the coin's places, so every credit can be moved on.
      const coin = await currencyOf(db, body.coin);
      if (coin === null) throw fieldRefusal('coin', { key: 'airdropClaim.coinUnknown' });
      const [amount, total] = [body.amount.trim(), body.total.trim()];
      checkOpsAmount('amount', amount, { currency: coin.code, decimals: coin.decimals });
      checkOpsAmount('total', total, { currency: coin.code, decimals: coin.decimals });
      if (compareDecimal(total, amount) < 0) throw new AppError('airdropClaim.totalBelowAmount');
      const [startsAt, endsAt] = [momentOf(body.starts_at), momentOf(body.ends_at)];
      if (endsAt <= startsAt) throw new AppError('airdropClaim.windowInvalid');
      if (endsAt <= isoTime(calendar.now())) throw new AppError('ops.endsInPast');
      return insertCampaign(db, { currencyId: coin.id, amount, total, rule: await ruleFrom(db, body, startsAt), startsAt, endsAt }, isoTime(calendar.now()));
    },
    all: () => listAllCampaigns(db),

    async seedDemo() {
      const now = calendar.now();
      const day = (days: number) => isoTime(now + days * DAY_MS);
      const demo: NewCampaign[] = [
        // Open now: every verified account.
        { currencyId: 3, amount: '5', total: '100000', rule: { kind: 'verified' }, startsAt: day(-1), endsAt: day(14) },
        // Open now: accounts registered within the 30 days either side of the server's first start.
        { currencyId: 5, amount: '20', total: '200000', rule: { kind: 'new_users', from: day(-30), to: day(30) }, startsAt: day(-1), endsAt: day(30) },
        // HODLer style: BTC holders at tomorrow's snapshot, claimable for a week after it.
        { currencyId: 4, amount: '0.02', total: '50', rule: { kind: 'holding', currencyId: 1, min: '0.01', snapshotAt: day(1) }, startsAt: day(1), endsAt: day(8) },
        { currencyId: 6, amount: '0.05', total: '500', rule: { kind: 'verified' }, startsAt: day(3), endsAt: day(17) },
        { currencyId: 2, amount: '0.005', total: '10', rule: { kind: 'verified' }, startsAt: day(-20), endsAt: day(-2) },
      ];
      // Two processes starting on one empty database seed once: the second waits, then finds them.
      return db.transaction(async (tx) => {
        await tx.query('LOCK TABLE airdrop_campaigns IN SHARE ROW EXCLUSIVE MODE');
        if ((await countCampaigns(tx)) > 0) return 0;
        for (const campaign of demo) await insertCampaign(tx, campaign, isoTime(now));
        return demo.length;
      });
    },
  };
}
