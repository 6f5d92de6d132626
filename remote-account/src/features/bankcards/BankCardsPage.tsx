import '../../common/common.css';
import { useState } from 'react';
import { contract, type BankCard } from '@h5/shared/contract';
import { formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { Loaded, useCall } from '@h5/shared/data';
import { FactList } from '@h5/shared/ui/facts';
import { Sheet } from '@h5/shared/ui';
import { Page } from '../../common/Page';
import { BANK_CARD_FIELDS, maskCardNumber } from './bankCard';
import './bankcards.css';

/** A card in full, in a sheet over the list. */
function CardSheet({ card, onClose }: { card: BankCard | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Sheet visible={card !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="ac-popup-body h5-sheet ac-sheet">
      {card && (
        <div role="dialog" aria-label={card.bank_name}>
          <header className="ac-sheet__head">
            <h2 className="h5-title ac-sheet__title">{card.bank_name}</h2>
          </header>
          <div className="ac-sheet__list">
            <FactList
              layout="rows"
              items={[
                ...BANK_CARD_FIELDS.map((field) => ({ label: t(`card.${field}`), value: card[field] })),
                { label: t('card.added'), value: formatDateTime(card.created_at) },
              ]}
            />
          </div>
        </div>
      )}
    </Sheet>
  );
}

/** The user's bank cards, numbers masked; a tap shows one in full. */
export default function BankCardsPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const cards = useCall(contract.user.cashInfo);
  const [open, setOpen] = useState<BankCard | null>(null);

  return (
    <Page title={tc('page.bankCards')}>
      <Loaded load={cards} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="h5-card-list ac-cards" aria-label={tc('page.bankCards')}>
            {list.map((card) => (
              <li key={card.id}>
                <button type="button" className="ac-bank-card" onClick={() => setOpen(card)}>
                  <span className="ac-bank-card__bank">{card.bank_name}</span>
                  <span className="ac-bank-card__number" aria-label={t('card.numberEnding', { last: card.card_number.slice(-4) })}>
                    {maskCardNumber(card.card_number)}
                  </span>
                  <span className="ac-bank-card__holder">{card.holder}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <div className="ac-page-actions">
        <button type="button" className="ac-button-primary" onClick={() => navigate(pathOf('bankCardAdd'))}>
          {tc('page.bankCardAdd')}
        </button>
      </div>
      <CardSheet card={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
