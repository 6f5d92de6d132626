import type { ReferralInfo } from '@h5/shared/contract';
import { formatDate, formatDateTime, ratePercent } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useMoney } from '@h5/shared/market';
import { inviteesToPartner } from '@h5/shared/money';
import { FactList, type Fact } from '@h5/shared/ui/facts';
import { inviteLink } from '@h5/shared/routes/invite';

/**
 * Who I am in the programme (inviter or partner, at which rate), my code and link to copy, what
 * I have earned, and how far partner status is.
 */
export function ReferralHead({ info, onPoster }: { info: ReferralInfo; onPoster: () => void }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const { terms } = info;
  const link = inviteLink(info.invite_code);
  const left = inviteesToPartner(info.qualified_count, terms.partner_invitees);
  const codes: Fact[] = [
    { label: t('referral.inviteCode'), value: info.invite_code, copy: info.invite_code, testId: 'referral-code' },
    { label: t('referral.link'), value: <span className="ac-referral__link">{link}</span>, copy: link, testId: 'referral-link' },
    ...(info.authorization_code ? [{ label: t('referral.authorizationCode'), value: info.authorization_code, copy: info.authorization_code, testId: 'referral-authorization' }] : []),
  ];
  const figures: Fact[] = [
    { label: t('referral.promoted'), value: String(info.promoted_count), testId: 'referral-promoted' },
    { label: t('referral.qualified'), value: String(info.qualified_count), testId: 'referral-qualified' },
    ...info.totals.flatMap((total) => [
      { label: t('referral.issued', { currency: total.currency }), value: money(total.issued, total.currency), tone: 'primary' as const, testId: `referral-issued-${total.currency}` },
      { label: t('referral.unissued', { currency: total.currency }), value: money(total.unissued, total.currency), testId: `referral-unissued-${total.currency}` },
      { label: t('referral.thisMonth', { currency: total.currency }), value: money(total.this_month, total.currency) },
    ]),
    { label: t('referral.rebateRatio'), value: `${ratePercent(info.rebate_ratio)}%` },
    { label: t('referral.rewardRatio'), value: `${ratePercent(info.reward_ratio)}%` },
    { label: t('referral.nextIssue'), value: formatDateTime(info.next_issue_at) },
  ];
  return (
    <section className="ac-referral__head">
      <div className="ac-referral__hero">
        <span className={`ac-referral__label${info.activated ? ' ac-referral__label--partner' : ''}`} data-testid="referral-label">
          {t(info.activated ? 'referral.partnerLabel' : 'referral.inviterLabel', { ratio: ratePercent(info.rebate_ratio) })}
        </span>
        <h2>{t('referral.heading')}</h2>
        <p>{t('referral.lead', { rebate: ratePercent(info.rebate_ratio), reward: ratePercent(info.reward_ratio) })}</p>
        <p className="ac-referral__progress" data-testid="referral-progress">
          {info.activated && info.partner_since
            ? t('referral.partnerSince', { date: formatDate(info.partner_since), ratio: ratePercent(terms.partner_ratio) })
            : t('referral.toPartner', { left, ratio: ratePercent(terms.partner_ratio) })}
        </p>
      </div>
      <FactList items={codes} className="ac-referral__codes" />
      <button type="button" className="ac-button-outline ac-referral__poster-open" onClick={onPoster}>
        {t('referral.poster')}
      </button>
      <FactList items={figures} className="ac-referral__figures" />
    </section>
  );
}
