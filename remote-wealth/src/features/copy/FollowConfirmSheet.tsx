import Button from 'antd-mobile/es/components/button';
import type { CopyLead } from '@h5/shared/contract';
import { groupThousands } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { FactList } from '@h5/shared/ui/facts';
import { Sheet } from '@h5/shared/ui';
import { percentText } from '../../common/rates';
import { limit, money, ratioText } from './figures';
import type { FollowRequest } from './followForm';

export interface FollowConfirmSheetProps {
  lead: CopyLead;
  request: FollowRequest;
  /** The contract fee rate each mirrored position pays when it opens. */
  feeRate: string;
  /** Where the follow's own stops would end it, at this amount. */
  levels: { stopLoss: string | null; takeProfit: string | null };
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The follow as it will be sent, read before it is: lead, amount and account, ratio, stops with their levels, profit share and fees. */
export function FollowConfirmSheet({ lead, request, feeRate, levels, busy, onCancel, onConfirm }: FollowConfirmSheetProps) {
  const { t } = useTranslation('wealth');
  const amount = (value: string) => money(value, lead.currency, lead.decimals);
  const stop = (percent: string | number | undefined, level: string | null) =>
    percent && level ? t('copy.confirm.level', { percent: groupThousands(String(percent)), level: limit(level, lead.currency, lead.decimals) }) : t('copy.confirm.none');
  return (
    <Sheet visible onMaskClick={onCancel} onClose={onCancel} destroyOnClose bodyClassName="h5-sheet wl-sheet">
      <div className="wl-confirm" role="dialog" aria-modal="true" aria-labelledby="wl-confirm-title">
        <h2 id="wl-confirm-title" className="h5-title">
          {t('copy.confirm.title')}
        </h2>
        <FactList
          items={[
            { label: t('copy.confirm.lead'), value: lead.name, testId: 'confirm-lead' },
            { label: t('copy.confirm.amount'), value: amount(request.amount), testId: 'confirm-amount' },
            { label: t('copy.confirm.account'), value: t('account.contract', { ns: 'common' }) },
            { label: t('copy.confirm.ratio'), value: ratioText(String(request.ratio)), testId: 'confirm-ratio' },
            { label: t('copy.confirm.stopLoss'), value: stop(request.stop_loss, levels.stopLoss), testId: 'confirm-stop-loss' },
            { label: t('copy.confirm.takeProfit'), value: stop(request.take_profit, levels.takeProfit), testId: 'confirm-take-profit' },
            { label: t('copy.confirm.profitShare'), value: percentText(lead.profit_share_rate), testId: 'confirm-profit-share' },
            { label: t('copy.confirm.fee'), value: t('copy.confirm.feeText', { rate: percentText(feeRate) }), testId: 'confirm-fee' },
          ]}
        />
        <p className="wl-fin-note">{t('copy.confirm.note')}</p>
        <div className="wl-confirm__actions">
          <Button block onClick={onCancel}>
            {t('action.cancel', { ns: 'common' })}
          </Button>
          <Button block color="primary" loading={busy} disabled={busy} onClick={onConfirm}>
            {t('copy.confirm.send')}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
