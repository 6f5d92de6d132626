import type { ReactNode } from 'react';
import { contract, type NewCoinProject } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { useSearchParams } from '@h5/shared/router';
import { EmptyState } from '@h5/shared/ui';

const detail = contract.newCoin.detail;

/**
 * The project the page's `?id=` names. An id the call would refuse is not asked for: a page
 * being left renders once more with the next page's address, and asking then would toast an error.
 */
export function ProjectFromQuery({ children }: { children: (project: NewCoinProject) => ReactNode }) {
  const { t } = useTranslation('wealth');
  const [search] = useSearchParams();
  const params = { id: search.get('id') ?? '' };
  const valid = detail.request.safeParse(params).success;
  const project = useCall(detail, params, { enabled: valid });
  if (!valid) return <EmptyState text={t('validation.productRequired', { ns: 'common' })} />;
  return (
    <Loaded load={project} failedText={t('list.failed')}>
      {children}
    </Loaded>
  );
}
