import type { BankCard, contract, ParsedRequestOf } from '@h5/shared/contract';
import { isoTime, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { allWithin } from '../../lib/text';
import { AppError, notFound } from '../../plugins/envelope';
import { BANK_CARD_FIELDS, insertBankCard, listBankCards, type BankCardFields } from './queries';

/** Longer than any real bank detail (an IBAN is at most 34 characters, an address a few lines). */
const MAX_FIELD_LENGTH = 200;

export type BankCardForm = ParsedRequestOf<typeof contract.user.cashSave>;

export interface BankCardService {
  /** The user's cards, or with an id just that one (another user's id is not found). */
  list(userId: number, id: string | undefined): Promise<BankCard[]>;
  bind(userId: number, form: BankCardForm): Promise<{ id: number }>;
}

export function createBankCardService(db: Database, clock: Clock): BankCardService {
  return {
    async list(userId, id) {
      const cards = await listBankCards(db, userId, id === undefined ? null : Number(id));
      if (id !== undefined && cards.length === 0) throw notFound();
      return cards;
    },

    async bind(userId, form) {
      const card = Object.fromEntries(BANK_CARD_FIELDS.map((field) => [field, form[field]])) as BankCardFields;
      if (!allWithin(Object.values(card), MAX_FIELD_LENGTH)) throw new AppError('validation.textTooLong');
      return { id: await insertBankCard(db, userId, card, isoTime(clock.now())) };
    },
  };
}
