/** How a ledger entry reads: why the balance changed, and by how much, signed. */
import { floorDecimal, groupThousands } from '@h5/shared/format';

const REASONS = ['deposit', 'withdraw_freeze', 'withdraw_paid', 'withdraw_refund', 'transfer_in', 'transfer_out'] as const;

/** The account-namespace key naming a change; a reason the app does not know yet is a plain "balance change". */
export const ledgerReasonKey = (reason: string): string =>
  (REASONS as readonly string[]).includes(reason) ? `ledger.${reason}` : 'ledger.other';

/** A change as shown: signed ("+12.5", "-3"), floored toward zero, grouped, no needless zeros. */
export function signedAmount(value: string, decimals: number): string {
  const floored = floorDecimal(value, decimals);
  if (floored === '--') return floored;
  const plain = floored.includes('.') ? floored.replace(/\.?0+$/, '') : floored;
  const grouped = groupThousands(plain);
  return grouped.startsWith('-') || /^0$/.test(grouped) ? grouped : `+${grouped}`;
}

/** Whether a signed change is nothing (a frozen part that did not move). */
export const isZeroChange = (value: string): boolean => /^-?0*(\.0*)?$/.test(value.trim());
