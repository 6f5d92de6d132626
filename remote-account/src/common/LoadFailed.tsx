import './common.css';
import { Button } from 'antd-mobile';
import { useTranslation } from '@h5/shared/i18n';
import { EmptyState } from '@h5/shared/ui';

/** In place of data that did not arrive (the API client has already said why): a way to try again. */
export function LoadFailed({ text, onRetry }: { text?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="ac-load-failed">
      <EmptyState text={text} />
      <Button color="primary" fill="outline" onClick={onRetry}>
        {t('action.retry')}
      </Button>
    </div>
  );
}
