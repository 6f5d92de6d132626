import Button from 'antd-mobile/es/components/button';
import type { AirdropCampaign } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useLoginRedirect, useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { CoinIcon, ProgressBar } from '@h5/shared/ui';
import { CardHead, KeyFigures, ProductCard } from '../../common/ProductCard';
import { FactList } from '@h5/shared/ui/facts';
import { displayAmount, displayMoney } from '../../common/rates';
import { claimedPercent, whenText } from './airdrop';
import './airdrop.css';

/** The rule's and the state's placeholders: the holding rule's minimum and snapshot, the registration range. */
function ruleValues(campaign: AirdropCampaign): Record<string, string> {
  const { rule } = campaign;
  if (rule.kind === 'holding')
    return { min: displayMoney(rule.min, rule.coin), time: whenText(rule.snapshot_at), held: displayMoney(campaign.held ?? '0', rule.coin) };
  if (rule.kind === 'new_users') return { from: whenText(rule.from), to: whenText(rule.to) };
  return {};
}

const TONE: Partial<Record<AirdropCampaign['state'], string>> = { claimable: 'up', claimed: 'up', verify: 'warn', holding_short: 'warn', registered_outside: 'warn' };

/**
 * One campaign: what each user gets, the pool and how much of it is gone, who may claim and
 * when, where the user stands (and why not, with the way forward) and the one action.
 */
export function AirdropCard({ campaign, busy, onClaim }: { campaign: AirdropCampaign; busy: boolean; onClaim: (id: number) => void }) {
  const { t } = useTranslation('wealth');
  const navigate = useNavigate();
  const toLogin = useLoginRedirect();
  const values = ruleValues(campaign);
  const { state } = campaign;
  const stateText = t(`airdrop.state.${state}`, { ...values, time: state === 'upcoming' ? whenText(campaign.starts_at) : values.time });
  return (
    <ProductCard>
      <CardHead
        leading={<CoinIcon code={campaign.coin} />}
        title={t(`airdrop.title.${campaign.rule.kind}`, { coin: campaign.coin })}
        subtitle={`${whenText(campaign.starts_at)} – ${whenText(campaign.ends_at)}`}
      />
      <KeyFigures
        items={[
          { label: t('airdrop.perUser'), value: displayMoney(campaign.amount, campaign.coin), accent: 'primary' },
          { label: t('airdrop.pool'), value: displayAmount(campaign.total) },
          { label: t('airdrop.claimedShare'), value: `${claimedPercent(campaign)}%` },
        ]}
      />
      <ProgressBar share={Number(claimedPercent(campaign)) / 100} className="wl-airdrop__bar" aria-hidden="true" />
      <FactList items={[{ label: t('airdrop.rule'), value: t(`airdrop.ruleText.${campaign.rule.kind}`, values) }]} />
      <p className={`wl-airdrop__state${TONE[state] ? ` wl-airdrop__state--${TONE[state]}` : ''}`} role="status">
        {stateText}
      </p>
      {state === 'verify' ? (
        <Button className="wl-action" color="primary" fill="outline" block onClick={() => navigate(pathOf('verification'))}>
          {t('airdrop.verifyNow')}
        </Button>
      ) : state === 'login' ? (
        <Button className="wl-action" color="primary" block onClick={() => toLogin()}>
          {t('airdrop.logIn')}
        </Button>
      ) : state === 'claimable' ? (
        <Button className="wl-action" color="primary" block loading={busy} onClick={() => onClaim(campaign.id)}>
          {t('airdrop.claim')}
        </Button>
      ) : state === 'claimed' ? (
        <Button className="wl-action wl-action--soon" block disabled>
          {t('airdrop.claimedButton')}
        </Button>
      ) : (
        // Upcoming, ended, fully claimed or not eligible: the state above says why; nothing to press.
        null
      )}
    </ProductCard>
  );
}
