import type { ChatRecordKind } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import './askSupport.css';

export interface AskSupportProps {
  kind: ChatRecordKind;
  id: number;
  /** A small link at the end of a card (an order among others) rather than a block under a record's page. */
  inline?: boolean;
}

/**
 * Asks support about one of the user's records: the chat opens with it attached, so support
 * sees which one and where it stands without asking.
 */
export function AskSupport({ kind, id, inline = false }: AskSupportProps) {
  const { t } = useTranslation('common');
  return (
    <Link to={pathOf('chat', { context: `${kind}:${id}` })} className={`h5-ask-support${inline ? ' h5-ask-support--inline' : ''}`} data-testid="ask-support">
      {t('action.askSupport')}
    </Link>
  );
}
