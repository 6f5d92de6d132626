import type { Queryable } from '../../db/database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface SeedProject {
  id: number;
  coin: string;
  name: string;
  logo: string;
  description: string;
  coinCurrencyId: number;
  coinDecimals: number;
  priceDecimals: number;
  price: string;
  supply: string;
  minAmount: string;
  userCap: string;
  /** Dates relative to the first start, in ms. */
  start: number;
  end: number;
  launch: number;
  unlock: number;
}

/**
 * The demo projects, one or two in each state at the first start: dates relative to that start,
 * so a fresh database always opens with a window running, one coming, one calculating, one in its
 * lock-up and one finished; the calendar then moves them on like any project.
 */
const PROJECTS: readonly SeedProject[] = [
  {
    id: 1, coin: 'NOVA', name: 'Nova Chain', logo: '#7b61ff', coinCurrencyId: 101, coinDecimals: 4, priceDecimals: 5,
    description: 'A modular layer-1 with sub-second finality and native account abstraction.',
    price: '0.05', supply: '200000', minAmount: '10', userCap: '5000',
    start: -DAY, end: 2 * DAY, launch: 3 * DAY, unlock: 10 * DAY,
  },
  {
    id: 2, coin: 'ORBT', name: 'Orbit Swap', logo: '#00b8d9', coinCurrencyId: 102, coinDecimals: 4, priceDecimals: 4,
    description: 'A cross-chain exchange routing swaps across twelve networks in one transaction.',
    price: '0.12', supply: '1000000', minAmount: '20', userCap: '10000',
    start: 3 * DAY, end: 6 * DAY, launch: 7 * DAY, unlock: 21 * DAY,
  },
  {
    id: 3, coin: 'LUMA', name: 'Luma AI', logo: '#ff8a00', coinCurrencyId: 103, coinDecimals: 4, priceDecimals: 4,
    description: 'A marketplace where GPU owners rent idle compute to AI model training jobs.',
    price: '0.2', supply: '500000', minAmount: '10', userCap: '2000',
    start: -4 * DAY, end: -2 * HOUR, launch: DAY, unlock: 15 * DAY,
  },
  {
    id: 4, coin: 'PIXL', name: 'Pixel Realms', logo: '#f0b90b', coinCurrencyId: 104, coinDecimals: 2, priceDecimals: 4,
    description: 'An open-world game whose land, items and guild treasuries live on chain.',
    price: '0.08', supply: '3000000', minAmount: '10', userCap: '3000',
    start: -9 * DAY, end: -6 * DAY, launch: -5 * DAY, unlock: 25 * DAY,
  },
  {
    id: 5, coin: 'ZETA', name: 'Zeta Protocol', logo: '#0ecb81', coinCurrencyId: 105, coinDecimals: 4, priceDecimals: 4,
    description: 'Zero-knowledge proofs of solvency for exchanges and custodians.',
    price: '0.5', supply: '400000', minAmount: '50', userCap: '5000',
    start: -70 * DAY, end: -67 * DAY, launch: -66 * DAY, unlock: -36 * DAY,
  },
];

/** Adds the demo projects a database lacks (by id), dated from `now`; projects already there are left as they are. */
export async function seedNewCoins(db: Queryable, now: number): Promise<void> {
  const at = (offset: number) => new Date(now + offset).toISOString();
  await db.query(
    `INSERT INTO new_coin_projects (id, coin, name, logo, description, currency_id, coin_currency_id, coin_decimals, price_decimals,
                                    price, supply, min_amount, user_cap, start_at, end_at, launch_at, unlock_at, sort)
     SELECT p.id, p.coin, p.name, p.logo, p.description, c.id, p.coin_currency_id, p.coin_decimals, p.price_decimals,
            p.price, p.supply, p.min_amount, p.user_cap, p.start_at, p.end_at, p.launch_at, p.unlock_at, p.id
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::numeric[], $10::numeric[],
                   $11::numeric[], $12::numeric[], $13::timestamptz[], $14::timestamptz[], $15::timestamptz[], $16::timestamptz[])
            AS p (id, coin, name, logo, description, coin_currency_id, coin_decimals, price_decimals, price, supply, min_amount, user_cap,
                  start_at, end_at, launch_at, unlock_at)
       JOIN currencies c ON c.code = 'USDT'
     ON CONFLICT (id) DO NOTHING`,
    [
      PROJECTS.map((p) => p.id),
      PROJECTS.map((p) => p.coin),
      PROJECTS.map((p) => p.name),
      PROJECTS.map((p) => p.logo),
      PROJECTS.map((p) => p.description),
      PROJECTS.map((p) => p.coinCurrencyId),
      PROJECTS.map((p) => p.coinDecimals),
      PROJECTS.map((p) => p.priceDecimals),
      PROJECTS.map((p) => p.price),
      PROJECTS.map((p) => p.supply),
      PROJECTS.map((p) => p.minAmount),
      PROJECTS.map((p) => p.userCap),
      PROJECTS.map((p) => at(p.start)),
      PROJECTS.map((p) => at(p.end)),
      PROJECTS.map((p) => at(p.launch)),
      PROJECTS.map((p) => at(p.unlock)),
    ],
  );
}
