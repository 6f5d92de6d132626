import { useTranslation } from '@h5/shared/i18n';
import type { StatusLook } from './statuses';
import './common.css';

/** A coloured label for a review state. */
export function StatusTag({ look }: { look: StatusLook }) {
  const { t } = useTranslation('account');
  return <span className={`h5-tag ac-tag--${look.tone}`}>{t(look.label)}</span>;
}
