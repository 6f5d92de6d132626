import { useLocation, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';

/** The pages that show one record by `?id=`. */
export type RecordPage = 'depositDetail' | 'withdrawDetail' | 'ledgerDetail';

/**
 * The record a details page shows (`?id=`), and whether to ask for it: `ok`, `invalid` (an id
 * that is no id; someone else's is the server's to refuse, in words) or `elsewhere`. A page being
 * left renders once more at the next page's address (a deposit's page at its ledger entry's
 * `?id=`): it asks for nothing then, and shows nothing.
 */
export function useRecordId(page: RecordPage): { id: string; status: 'ok' | 'invalid' | 'elsewhere' } {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  if (pathname !== pathOf(page)) return { id, status: 'elsewhere' };
  return { id, status: /^[1-9]\d{0,8}$/.test(id) ? 'ok' : 'invalid' };
}
