/** What an account event says to its user (title and line, figures at their places) and where it leads. */
import { useCallback } from 'react';
import type { AccountEvent, AccountEventData } from '@h5/shared/contract';
import { formatAmount, formatDateTime, formatSignedAmount, ratePercent, withCurrency } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { currentCurrencies, decimalsOf, loadCurrencies, pairDecimalsOf, useTickerStore } from '@h5/shared/market';
import { addDecimal } from '@h5/shared/money/decimal';
import { eventPath } from '@h5/shared/routes';

export interface EventText {
  title: string;
  body: string;
  /** The page of the order, position, option or record it concerns. */
  link: string;
}

/**
 * A function giving each event's text in the page's language, with the decimals known when it
 * runs (the currency list is asked for then, not when a view mounts: the host holds this too).
 */
export function useEventText(): (event: AccountEvent) => EventText {
  const { t } = useTranslation('common');
  return useCallback(
    (event: AccountEvent): EventText => {
      const currencies = currentCurrencies();
      if (!currencies) void loadCurrencies();
      // Amounts at their currency's places and prices at the pair's, as the cards and the history show them.
      const amount = (value: string, currency: string, places?: number) => withCurrency(formatAmount(value, places ?? decimalsOf(currencies, currency)), currency);
      const price = (value: string, symbol: string) => formatAmount(value, pairDecimalsOf(useTickerStore.getState().bySymbol[symbol]).price);
      const link = eventPath(event);
      // Contracts are margined in their quote currency.
      const quoteOf = (symbol: string) => symbol.split('/')[1] ?? '';
      // A position opened or closed, the user's own or one copied from a lead: told alike.
      const openedBody = (data: AccountEventData['position.opened']) =>
        t('event.position.opened.body', {
          symbol: data.symbol,
          side: t(`event.side.${data.side}`),
          lots: t('units.lots', { count: data.lots }),
          price: price(data.price, data.symbol),
          margin: amount(data.margin, quoteOf(data.symbol)),
        });
      const closedBody = (data: AccountEventData['position.closed']) =>
        t('event.position.closed.body', {
          symbol: data.symbol,
          side: t(`event.side.${data.side}`),
          price: price(data.price, data.symbol),
          profit: `${formatSignedAmount(data.profit, decimalsOf(currencies, quoteOf(data.symbol)))} ${quoteOf(data.symbol)}`,
        });
      switch (event.kind) {
        case 'spot.filled':
        case 'spot.cancelled': {
          const [base = '', quote = ''] = event.data.symbol.split('/');
          const body = t(`event.${event.kind}.body`, {
            side: t(`event.side.${event.data.side}`),
            quantity: event.data.quantity,
            base,
            price: `${price(event.data.price, event.data.symbol)} ${quote}`,
            fee: event.kind === 'spot.filled' ? amount(event.data.fee, quote) : '',
          });
          return { title: t(`event.${event.kind}.title`), body, link };
        }
        case 'position.opened':
          return {
            title: t('event.position.opened.title'),
            body: openedBody(event.data),
            link,
          };
        case 'position.closed':
          return {
            title: t(`event.position.closed.${event.data.reason}`),
            body: closedBody(event.data),
            link,
          };
        case 'position.cancelled':
          return {
            title: t('event.position.cancelled.title'),
            body: t('event.position.cancelled.body', {
              symbol: event.data.symbol,
              side: t(`event.side.${event.data.side}`),
              lots: t('units.lots', { count: event.data.lots }),
              price: price(event.data.price, event.data.symbol),
              returned: amount(addDecimal(event.data.margin, event.data.fee), quoteOf(event.data.symbol)),
            }),
            link,
          };
        case 'option.delivered':
          return {
            title: t(`event.option.${event.data.outcome}`),
            body: t('event.option.body', {
              symbol: event.data.symbol,
              direction: t(`event.side.${event.data.direction}`),
              purchase: price(event.data.purchase_price, event.data.symbol),
              price: price(event.data.price, event.data.symbol),
              time: formatDateTime(event.data.tick_time),
              payout: amount(event.data.payout, event.data.currency),
            }),
            link,
          };
        case 'deposit.reviewed':
        case 'withdrawal.reviewed': {
          const figure = amount(event.data.amount, event.data.currency);
          const rejected = event.data.status === 'rejected';
          return {
            title: t(`event.${event.kind}.${event.data.status}`),
            body: rejected && event.data.reason ? t('event.withReason', { text: figure, reason: event.data.reason }) : figure,
            link,
          };
        }
        case 'identity.reviewed':
          return {
            title: t(`event.identity.${event.data.status}`),
            body: event.data.status === 'rejected' && event.data.reason
              ? t('event.withReason', { text: t(`event.identity.${event.data.level}`), reason: event.data.reason })
              : t(`event.identity.${event.data.level}`),
            link,
          };
        case 'transfer.done':
          return {
            title: t('event.transfer.title'),
            body: t('event.transfer.body', { amount: amount(event.data.amount, event.data.currency), from: t(`account.${event.data.from}`), to: t(`account.${event.data.to}`) }),
            link,
          };
        case 'trust.dividend':
          return {
            title: t('event.trust.dividend.title'),
            body: t('event.trust.dividend.body', {
              product: event.data.product,
              day: event.data.day,
              cycle: event.data.cycle_days,
              amount: amount(event.data.amount, event.data.currency),
            }),
            link,
          };
        case 'trust.matured':
          return {
            title: t('event.trust.matured.title'),
            body: t('event.trust.matured.body', {
              product: event.data.product,
              principal: amount(event.data.principal, event.data.currency),
              income: amount(event.data.income, event.data.currency),
            }),
            link,
          };
        case 'trust.redeemed':
          return {
            title: t('event.trust.redeemed.title'),
            body: t('event.trust.redeemed.body', {
              product: event.data.product,
              principal: amount(event.data.principal, event.data.currency),
              penalty: amount(event.data.penalty, event.data.currency),
              refund: amount(event.data.refund, event.data.currency),
            }),
            link,
          };
        case 'newCoin.allocated':
          return {
            title: t('event.newCoin.allocated.title'),
            body: t('event.newCoin.allocated.body', {
              allocated: amount(event.data.allocated, event.data.coin, event.data.coin_decimals),
              paid: amount(event.data.paid, event.data.currency),
              refunded: amount(event.data.refunded, event.data.currency),
            }),
            link,
          };
        case 'newCoin.released':
          return {
            title: t('event.newCoin.released.title'),
            body: t('event.newCoin.released.body', { amount: amount(event.data.amount, event.data.coin) }),
            link,
          };
        case 'airdrop.claimed':
          return {
            title: t('event.airdrop.claimed.title'),
            body: t('event.airdrop.claimed.body', { amount: amount(event.data.amount, event.data.coin) }),
            link,
          };
        case 'copy.opened':
          return {
            title: t('event.copy.opened.title', { lead: event.data.lead }),
            body: openedBody(event.data),
            link,
          };
        case 'copy.closed':
          return {
            title: t('event.copy.closed.title', { lead: event.data.lead, reason: t(`event.position.closed.${event.data.reason}`) }),
            body: closedBody(event.data),
            link,
          };
        case 'copy.skipped':
          return {
            title: t('event.copy.skipped.title', { lead: event.data.lead }),
            body: t(`event.copy.skipped.${event.data.reason}`, {
              symbol: event.data.symbol,
              side: t(`event.side.${event.data.side}`),
              lots: t('units.lots', { count: event.data.lead_lots }),
              needed: event.data.needed === null ? '' : amount(event.data.needed, quoteOf(event.data.symbol)),
            }),
            link,
          };
        case 'copy.profitShared':
          return {
            title: t('event.copy.profitShared.title', { lead: event.data.lead }),
            body: t('event.copy.profitShared.body', {
              amount: amount(event.data.amount, event.data.currency),
              realised: amount(event.data.realised, event.data.currency),
              mark: amount(event.data.high_water_mark, event.data.currency),
            }),
            link,
          };
        case 'copy.stopped':
          return {
            title: t(`event.copy.stopped.${event.data.reason}`, { lead: event.data.lead }),
            body: t('event.copy.stopped.body', { returned: amount(event.data.returned, event.data.currency) }),
            link,
          };
        case 'referral.issued':
          return {
            title: t('event.referral.issued.title'),
            body: t('event.referral.issued.body', { amount: amount(event.data.amount, event.data.currency), shares: event.data.shares }),
            link,
          };
        case 'referral.partner':
          return {
            title: t('event.referral.partner.title'),
            body: t('event.referral.partner.body', { ratio: ratePercent(event.data.ratio), invitees: event.data.invitees }),
            link,
          };
      }
    },
    [t],
  );
}
