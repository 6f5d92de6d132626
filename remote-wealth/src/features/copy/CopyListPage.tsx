import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { LeadList } from './LeadList';
import './copy.css';

/** documentation/lists: every lead over a window, sorted and filtered by risk. */
export default function CopyListPage() {
  const { t } = useTranslation('wealth');
  return (
    <PageFrame title={t('page.copyList', { ns: 'common' })}>
      <LeadList filters />
    </PageFrame>
  );
}
