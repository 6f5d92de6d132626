import { useState } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { Sheet } from '@h5/shared/ui';
import { Explainer } from './Explainer';

interface InfoButtonProps {
  topic: 'contracts' | 'options';
  points: readonly string[];
}

/** An (i) button in the nav bar that opens how this kind of trading works. */
export function InfoButton({ topic, points }: InfoButtonProps) {
  const { t } = useTranslation('trading');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="h5-icon-button" aria-label={t(`explain.${topic}.title`)} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6M12 7.5v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Sheet visible={open} onMaskClick={close} onClose={close} destroyOnClose bodyClassName="h5-sheet tr-sheet">
        <div role="dialog" aria-modal="true" aria-label={t(`explain.${topic}.title`)} className="tr-sheet__body">
          <Explainer topic={topic} points={points} />
          <button type="button" className="tr-button tr-sheet__close" onClick={close}>
            {t('pair.close')}
          </button>
        </div>
      </Sheet>
    </>
  );
}
