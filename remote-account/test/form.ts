/** What the form tests do to a page: type, press, read a field's message; and the currencies they offer. */
import { fireEvent, screen } from '@testing-library/react';
import type { Currency } from '@h5/shared/contract';

export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The message under a field, found the way a screen reader finds it. */
export function messageOf(label: string): string | undefined {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || undefined;
}

export const USDT: Currency = { id: 3, code: 'USDT', name: 'Tether', decimals: 6, chains: ['TRC20'], min_deposit: '10', min_withdraw: '20', withdraw_fee: '1' };
export const ETH: Currency = { id: 2, code: 'ETH', name: 'Ethereum', decimals: 8, chains: ['ERC20'], min_deposit: '0.005', min_withdraw: '0.01', withdraw_fee: '0.002' };
