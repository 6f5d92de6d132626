import type { AirdropCampaign } from '@h5/shared/contract';
import { contract } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { CoinIcon } from '@h5/shared/ui';
import { displayMoney } from '../../common/rates';
import { bestCampaign, isOpen } from './airdrop';
import './airdrop.css';

/** The hub's airdrop section as shown: how many campaigns are open and the one put forward. */
export function AirdropHub({ campaigns }: { campaigns: readonly AirdropCampaign[] }) {
  const { t } = useTranslation('wealth');
  const navigate = useNavigate();
  const open = campaigns.filter(isOpen).length;
  const best = bestCampaign(campaigns);
  return (
    <button type="button" className="h5-card wl-airdrop-hub" onClick={() => navigate(pathOf('airdrop'))}>
      {best && <CoinIcon code={best.coin} size={36} />}
      <span className="wl-airdrop-hub__text">
        <span className="wl-airdrop-hub__title">{t('airdrop.hubTitle')}</span>
        <span className="wl-airdrop-hub__line">{open > 0 ? t('airdrop.hubOpen', { count: open }) : t('airdrop.hubNone')}</span>
        {best && (
          <span className="wl-airdrop-hub__best">
            {t(`airdrop.title.${best.rule.kind}`, { coin: best.coin })} · {t('airdrop.hubBest', { amount: displayMoney(best.amount, best.coin) })}
          </span>
        )}
      </span>
      <svg className="wl-links__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** The hub's airdrop section, self-contained: loads the campaigns (guests too) and links to the page. */
export function AirdropHubCard() {
  const campaigns = useCall(contract.airdrop.campaigns, undefined, { silent: true });
  return <AirdropHub campaigns={campaigns.data ?? []} />;
}
