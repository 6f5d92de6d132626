import '../../../common/common.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useTranslation } from '@h5/shared/i18n';
import { useMessageText, type Message } from '@h5/shared/form';
import { Sheet } from '@h5/shared/ui';

export type Agreement = 'user' | 'privacy';

/** Stands in for a document's name while the sentence around the two is translated. */
const SLOT = '\u0000';
const slot = (which: Agreement) => `${SLOT}${which}${SLOT}`;
/** The sentence cut at the names, each name kept as its own part (`user`, `privacy`). */
const NAMES = new RegExp(`${SLOT}(user|privacy)${SLOT}`);
const isAgreement = (part: string): part is Agreement => part === 'user' || part === 'privacy';

export interface AgreementsProps {
  /** The one box: the user agreement and the privacy policy both agreed to. */
  value: boolean;
  onChange: (value: boolean) => void;
  error?: Message | undefined;
}

/**
 * The one box sign-up needs ticked, for both documents. Each document's name is a button inside
 * the box's label (so a tap on it opens the text rather than ticking); the text is read in a
 * sheet, and the box is ticked by the user alone.
 */
export function Agreements({ value, onChange, error }: AgreementsProps) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const [open, setOpen] = useState<Agreement | null>(null);
  // The names go where each language's sentence puts them.
  const parts = t('agreement.agreeToBoth', { user: slot('user'), privacy: slot('privacy') }).split(NAMES);

  return (
    <div className="ac-agreements">
      <Checkbox className="ac-agreement" checked={value} onChange={onChange}>
        {parts.map((part, index) =>
          isAgreement(part) && index % 2 === 1 ? (
            <button key={part} type="button" className="h5-link ac-agreement__doc" onClick={() => setOpen(part)}>
              {t(`agreement.${part}`)}
            </button>
          ) : (
            part
          ),
        )}
      </Checkbox>
      {error && (
        <p className="h5-field__error" role="alert">
          {text(error)}
        </p>
      )}
      <Sheet visible={open !== null} onMaskClick={() => setOpen(null)} onClose={() => setOpen(null)} bodyClassName="ac-popup-body">
        {open && (
          <div className="ac-popup" role="dialog" aria-labelledby="ac-agreement-title">
            <h2 id="ac-agreement-title">{t(`agreement.${open}`)}</h2>
            <p>{t(`agreement.${open}Text`)}</p>
            <Button block color="primary" size="large" onClick={() => setOpen(null)}>
              {t('agreement.close')}
            </Button>
          </div>
        )}
      </Sheet>
    </div>
  );
}
