/**
 * Whether a contract order is shown on the confirmation sheet before it is sent: on unless the
 * user turned it off (the sheet's "don't show again", or the switch on the form). Kept in local
 * storage on this device; every component reading it hears a change at once.
 */
import { useSyncExternalStore } from 'react';

export const CONFIRM_STORAGE_KEY = 'h5.trading.confirmContractOrders';

const listeners = new Set<() => void>();
// Without storage (private mode) the choice holds here while the page is open.
let unstored = true;

export function confirmsOrders(): boolean {
  try {
    return globalThis.localStorage.getItem(CONFIRM_STORAGE_KEY) !== 'off';
  } catch {
    return unstored;
  }
}

export function setConfirmsOrders(on: boolean): void {
  try {
    globalThis.localStorage.setItem(CONFIRM_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    unstored = on;
  }
  listeners.forEach((notify) => notify());
}

/** The setting live, and the way to change it. */
export function useConfirmsOrders(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    confirmsOrders,
    () => true,
  );
  return [on, setConfirmsOrders];
}

