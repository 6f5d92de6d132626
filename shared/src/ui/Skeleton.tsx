import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from './PageFrame';

/** Lines standing where content is coming. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="h5-skeleton" role="progressbar" aria-label={t('status.loading')}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="h5-skeleton__line" />
      ))}
    </div>
  );
}

/** A page's frame (title, back) with a skeleton, at once, while its code is on its way. */
export function PageSkeleton({ title, back }: { title: string; back: boolean }) {
  return (
    <PageFrame title={title} back={back}>
      <Skeleton lines={6} />
    </PageFrame>
  );
}
