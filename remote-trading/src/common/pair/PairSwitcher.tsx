import { useRef, useState } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { Sheet } from '@h5/shared/ui';
import { PairPicker } from './PairPicker';
import { choosePair } from './pairStore';

/** The pair's name as a button that opens the pair sheet; choosing there switches every page. */
export function PairSwitcher({ symbol }: { symbol: string }) {
  const { t } = useTranslation('trading');
  const [open, setOpen] = useState(false);
  // The sheet renders inside the page, not <body>, so it takes the page's colours (dark blue
  // on contracts) from the host's variables.
  const anchor = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  return (
    <div className="tr-switcher" ref={anchor}>
      <button
        type="button"
        className="tr-switcher__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('pair.switch', { symbol })}
        onClick={() => setOpen(true)}
      >
        <span className="tr-switcher__symbol">{symbol}</span>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Sheet
        visible={open}
        onMaskClick={close}
        onClose={close}
        destroyOnClose
        getContainer={() => anchor.current ?? document.body}
        bodyClassName="h5-sheet tr-picker-sheet"
      >
        <PairPicker
          current={symbol}
          onClose={close}
          onChoose={(chosen) => {
            choosePair(chosen);
            close();
          }}
        />
      </Sheet>
    </div>
  );
}
