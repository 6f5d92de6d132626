import { BANK_CARD_FIELDS, type BankCard } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { isoText } from '../../db/sql';


export type BankCardFields = Record<(typeof BANK_CARD_FIELDS)[number], string>;
export { BANK_CARD_FIELDS };

/** The user's cards, newest first; with an id, just that one (if it is theirs). */
export function listBankCards(db: Queryable, userId: number, id: number | null): Promise<BankCard[]> {
  return db.query<BankCard>(
    `SELECT id, ${BANK_CARD_FIELDS.join(', ')}, ${isoText('created_at')} AS created_at
       FROM bank_cards WHERE user_id = $1 AND ($2::int IS NULL OR id = $2)
      ORDER BY id DESC`,
    [userId, id],
  );
}

export async function insertBankCard(db: Queryable, userId: number, card: BankCardFields, at: IsoTime): Promise<number> {
  const placeholders = BANK_CARD_FIELDS.map((_, i) => `$${i + 3}`).join(', ');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO bank_cards (user_id, created_at, ${BANK_CARD_FIELDS.join(', ')}) VALUES ($1, $2, ${placeholders}) RETURNING id`,
    [userId, at, ...BANK_CARD_FIELDS.map((field) => card[field])],
  );
  if (!row) throw new Error('insert into bank_cards returned no row');
  return row.id;
}
