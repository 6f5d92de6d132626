import '../../../common/common.css';
import { useState } from 'react';
import { Button, Checkbox, Popup } from 'antd-mobile';
import { useTranslation } from '@h5/shared/i18n';
import { useMessageText, type Message } from '@h5/shared/form';

export type Agreement = 'user' | 'privacy';
export type AgreementTicks = Record<Agreement, boolean>;

const AGREEMENTS: readonly Agreement[] = ['user', 'privacy'];
/** Stands in for the agreement's name while the sentence around it is translated. */
const NAME_SLOT = '\u0000';

export interface AgreementsProps {
  value: AgreementTicks;
  onChange: (value: AgreementTicks) => void;
  error?: Message | undefined;
}

/**
 * The two boxes sign-up needs ticked. Each name is a button inside the box's label (so a tap on
 * it opens the text rather than ticking), and the text can be agreed to from there.
 */
export function Agreements({ value, onChange, error }: AgreementsProps) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const [open, setOpen] = useState<Agreement | null>(null);
  const tick = (which: Agreement, checked: boolean) => onChange({ ...value, [which]: checked });
  // The name goes where each language's sentence puts it.
  const [before = '', after = ''] = t('agreement.agreeTo', { name: NAME_SLOT }).split(NAME_SLOT);

  return (
    <div className="ac-agreements">
      {AGREEMENTS.map((which) => (
        <Checkbox key={which} className="ac-agreement" checked={value[which]} onChange={(checked) => tick(which, checked)}>
          {before}
          <button type="button" className="h5-link" onClick={() => setOpen(which)}>
            {t(`agreement.${which}`)}
          </button>
          {after}
        </Checkbox>
      ))}
      {error && (
        <p className="h5-field__error" role="alert">
          {text(error)}
        </p>
      )}
      <Popup visible={open !== null} onMaskClick={() => setOpen(null)} bodyClassName="ac-popup-body">
        {open && (
          <div className="ac-popup" role="dialog" aria-labelledby="ac-agreement-title">
            <h2 id="ac-agreement-title">{t(`agreement.${open}`)}</h2>
            <p>{t(`agreement.${open}Text`)}</p>
            <Button
              block
              color="primary"
              size="large"
              onClick={() => {
                tick(open, true);
                setOpen(null);
              }}
            >
              {t('agreement.accept')}
            </Button>
          </div>
        )}
      </Popup>
    </div>
  );
}
