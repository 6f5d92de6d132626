import { useCallback } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { useConfirm } from '@h5/shared/ui/confirm';
import { WAYS_FORWARD, type Blocker } from './blockers';

/** Asks about a blocker in a dialog and, when the user agrees, opens the page that removes it. */
export function useWayForward(currencyId: number): (blocker: Blocker) => Promise<void> {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const confirm = useConfirm();
  return useCallback(
    async (blocker: Blocker) => {
      const way = WAYS_FORWARD[blocker];
      if (await confirm({ content: t(way.message), confirmText: t(way.action) })) {
        // A new address is for the coin being withdrawn.
        navigate(pathOf(way.page, blocker === 'noAddress' ? { currency_id: currencyId } : {}));
      }
    },
    [t, navigate, confirm, currencyId],
  );
}
