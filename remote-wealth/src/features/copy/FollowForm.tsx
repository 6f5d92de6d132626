import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { call } from '@h5/shared/api';
import { contract, type CopyConfig, type CopyLeadProfile } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { isShort, useForm } from '@h5/shared/form';
import { groupThousands, typedAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { minDecimal } from '@h5/shared/money';
import { useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { TransferInLink } from '../../common/TransferInLink';
import { AmountField } from '@h5/shared/ui/form';
import { percentText } from '../../common/rates';
import { Chips } from './Chips';
import { limit, ratioText } from './figures';
import { FollowConfirmSheet } from './FollowConfirmSheet';
import { checkFollow, defaultRatio, previewAmount, previewLots, stopLevels, type FollowRequest, type FollowValues } from './followForm';

/**
 * Following a lead: the amount from the contract account (a transfer offered when it is short,
 * coming back here with what was typed), the copy ratio, the follow's own stops, the lead's
 * profit share and what a lead position opens for you; then the confirm sheet, then the follow.
 */
export function FollowForm({ lead, config }: { lead: CopyLeadProfile; config: CopyConfig }) {
  const { t } = useTranslation('wealth');
  const navigate = useNavigate();
  // Back from a transfer this page sent the user to: the form as it was.
  const [search] = useSearchParams();
  const balance = useCall(contract.wallet.detail, { account: 'contract', currency_id: lead.currency_id });
  const available = balance.data?.available;
  const [confirming, setConfirming] = useState<FollowRequest | null>(null);
  const { values, errors, busy, set, submit } = useForm({
    initial: (): FollowValues => ({
      amount: typedAmount(search.get('amount') ?? '', lead.decimals),
      ratio: config.ratios.find((ratio) => ratio === search.get('ratio')) ?? defaultRatio(config),
      stop_loss: typedAmount(search.get('stop_loss') ?? '', 0),
      take_profit: typedAmount(search.get('take_profit') ?? '', 0),
    }),
    check: (v: FollowValues) => checkFollow(lead, config, v, available),
    send: (request) => call(contract.copy.follow, request, { loading: true }),
    done: t('copy.follow.done', { name: lead.name }),
    onDone: (follow) => navigate(pathOf('copyOrders', { id: follow.id }), { replace: true }),
  });
  const amountFor = (value: string) => limit(value, lead.currency, lead.decimals);
  const bounds = ({ min, max }: { min: number; max: number }) => t('copy.follow.bounds', { min: groupThousands(String(min)), max: groupThousands(String(max)) });
  const sample = previewAmount(lead, values.amount);
  const levels = stopLevels(values.amount, values, lead.decimals);
  const short = isShort(values.amount, available);
  const mine = previewLots(1, values.ratio, sample, lead);
  const preview = {
    lots: t('units.lots', { ns: 'common', count: 1 }),
    equity: amountFor(lead.equity),
    amount: amountFor(sample),
    ratio: ratioText(values.ratio),
    mine: t('units.lots', { ns: 'common', count: mine }),
  };

  // A valid follow is read in the sheet first; an invalid one shows its faults.
  const review = async () => {
    const checked = checkFollow(lead, config, values, available);
    if (checked.ok) setConfirming(checked.request);
    else await submit();
  };

  return (
    <form
      className="h5-card wl-fin-card wl-follow"
      aria-labelledby="wl-follow-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void review();
      }}
    >
      <h2 id="wl-follow-title" className="h5-title">
        {t('copy.follow.title', { name: lead.name })}
      </h2>
      <AmountField
        id="wl-follow-amount"
        label={t('copy.follow.amount')}
        value={values.amount}
        onChange={set('amount')}
        decimals={lead.decimals}
        unit={lead.currency}
        placeholder={t('copy.follow.range', { min: amountFor(lead.min_amount), max: amountFor(lead.max_amount) })}
        error={errors.amount}
        balance={{ available, currency: lead.currency, max: available === undefined ? undefined : minDecimal(available, lead.max_amount) }}
        balanceAction={
          short && (
            <TransferInLink
              to="contract"
              amount={values.amount}
              available={available}
              back={pathOf('copyBuy', { id: lead.id, amount: values.amount, ratio: values.ratio, stop_loss: values.stop_loss, take_profit: values.take_profit })}
              label={t('copy.follow.transfer')}
            />
          )
        }
      />
      <p className="wl-fin-note">{t('copy.follow.from')}</p>

      <div className="wl-follow__group">
        <span className="wl-follow__label" aria-hidden="true">
          {t('copy.follow.ratio')}
        </span>
        <Chips label={t('copy.follow.ratio')} options={config.ratios} chosen={values.ratio} onChoose={set('ratio')} text={ratioText} />
        <p className="wl-fin-note">{t('copy.follow.ratioHint', { ratio: ratioText(values.ratio) })}</p>
      </div>

      <AmountField
        id="wl-follow-stop-loss"
        label={t('copy.follow.stopLoss')}
        value={values.stop_loss}
        onChange={set('stop_loss')}
        decimals={0}
        unit="%"
        placeholder={bounds(config.stop_loss)}
        error={errors.stop_loss}
        hint={levels.stopLoss ? t('copy.follow.stopLossAt', { level: amountFor(levels.stopLoss) }) : bounds(config.stop_loss)}
      />
      <AmountField
        id="wl-follow-take-profit"
        label={t('copy.follow.takeProfit')}
        value={values.take_profit}
        onChange={set('take_profit')}
        decimals={0}
        unit="%"
        placeholder={bounds(config.take_profit)}
        error={errors.take_profit}
        hint={levels.takeProfit ? t('copy.follow.takeProfitAt', { level: amountFor(levels.takeProfit) }) : bounds(config.take_profit)}
      />

      <dl className="wl-follow__share">
        <dt>{t('copy.follow.profitShare')}</dt>
        <dd>{percentText(lead.profit_share_rate)}</dd>
      </dl>
      <p className="wl-fin-note">{t('copy.follow.profitShareNote', { rate: percentText(lead.profit_share_rate) })}</p>
      <p className="wl-follow__preview" data-testid="follow-preview">
        {mine > 0 ? t('copy.follow.preview', preview) : t('copy.follow.previewSkip', preview)}
      </p>
      <p className="wl-fin-note">{t('copy.follow.once')}</p>

      <Button className="wl-action" type="submit" color="primary" block loading={busy} disabled={busy}>
        {t('copy.follow.submit')}
      </Button>
      {confirming && (
        <FollowConfirmSheet
          feeRate={config.fee_rate}
          lead={lead}
          request={confirming}
          levels={levels}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void submit();
          }}
        />
      )}
    </form>
  );
}
