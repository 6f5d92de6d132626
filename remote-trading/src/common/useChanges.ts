import { useCallback, useReducer } from 'react';
import { useOnNewKey } from './useOnNewKey';

export interface Changes {
  /** Moves on whenever orders or balances may have changed: placed, cancelled, filled or closed. */
  version: number;
  changed: () => void;
}

/** The page's change counter; `reload` (its balances) runs on each change. */
export function useChanges(reload: () => Promise<void>): Changes {
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const changed = useCallback(() => bump(), []);
  const reloadNow = useCallback(() => void reload(), [reload]);
  useOnNewKey(version, reloadNow);
  return { version, changed };
}
