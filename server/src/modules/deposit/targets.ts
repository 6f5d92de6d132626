import { createHmac } from 'node:crypto';
import type { DepositTarget } from '@h5/shared/contract';
import type { PlatformBank } from '../../config';
import { chainFormat } from '../../lib/chain-address';

/**
 * The user's deposit address on `chain`: derived from the server's secret and the user's id, so
 * it is the same on every call and across restarts, different for every user, and a valid
 * address of the chain. (A real custody service would hand out addresses it holds keys for.)
 */
export function depositAddress(secret: string, chain: string, userId: number): string {
  const format = chainFormat(chain);
  if (!format) throw new Error(`no address format for chain ${chain}`);
  const digest = createHmac('sha256', secret).update(`deposit:${chain}:${userId}`).digest();
  return format.encode(digest.subarray(0, format.payloadBytes));
}

/** The code a user writes on a bank transfer so it is matched to them: one per user, from the id. */
export const bankReference = (userId: number): string => `H5${String(userId).padStart(8, '0')}`;

export function depositTarget(secret: string, bank: PlatformBank, kind: 'chain' | 'bank', chain: string, userId: number): DepositTarget {
  return kind === 'bank'
    ? { kind, ...bank, reference: bankReference(userId) }
    : { kind, chain, address: depositAddress(secret, chain, userId) };
}
