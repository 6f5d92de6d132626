import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from './PageFrame';

/** The titled, translated frame of a page a later release fills in. */
export function ComingSoon({ page }: { page: string }) {
  const { t } = useTranslation('common');
  return (
    <PageFrame title={t(`page.${page}`)}>
      <div className="h5-coming-soon">
        <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M24 12v13l8 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <p>{t('status.comingSoon')}</p>
      </div>
    </PageFrame>
  );
}

/** A page-map entry for a page a later release fills in. */
export const comingSoonPage = (page: string) => () =>
  Promise.resolve({ default: () => <ComingSoon page={page} /> });
