import './common.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { EmptyState, Sheet } from '@h5/shared/ui';
import { Menu, MenuRow } from './Menu';
import { SearchBox } from './SearchBox';

export interface Choice {
  value: string;
  label: ReactNode;
  extra?: ReactNode;
  /** Text the search box matches (a label that is not plain text needs it). */
  text?: string;
}

export interface ChoiceSheetProps {
  visible: boolean;
  title: string;
  choices: readonly Choice[];
  selected: string;
  onSelect: (value: string) => void;
  onClose: () => void;
  /** Shows a search box with this placeholder (long lists: countries). */
  searchPlaceholder?: string;
}

const matches = (choice: Choice, query: string) => {
  const q = query.trim().toLocaleLowerCase();
  const text = choice.text ?? (typeof choice.label === 'string' ? choice.label : '');
  return !q || text.toLocaleLowerCase().includes(q) || choice.value.toLocaleLowerCase() === q;
};

/** A bottom sheet to pick one of a list (coin, account, address, country). */
export function ChoiceSheet({ visible, title, choices, selected, onSelect, onClose, searchPlaceholder }: ChoiceSheetProps) {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState('');
  const shown = searchPlaceholder ? choices.filter((choice) => matches(choice, query)) : choices;
  const close = () => {
    setQuery('');
    onClose();
  };
  return (
    <Sheet visible={visible} onMaskClick={close} onClose={close} bodyClassName="ac-popup-body h5-sheet ac-sheet" destroyOnClose>
      <div role="dialog" aria-label={title}>
        <header className="ac-sheet__head">
          <h2 className="h5-title ac-sheet__title">{title}</h2>
        </header>
        {searchPlaceholder && <SearchBox value={query} onChange={setQuery} placeholder={searchPlaceholder} />}
        <div className="ac-sheet__list">
          {shown.length ? (
            <Menu label={title}>
              {shown.map((choice) => (
                <MenuRow
                  key={choice.value}
                  label={choice.label}
                  extra={choice.extra}
                  selected={choice.value === selected}
                  onClick={() => {
                    onSelect(choice.value);
                    close();
                  }}
                />
              ))}
            </Menu>
          ) : (
            <EmptyState text={t('list.noMatch')} />
          )}
        </div>
      </div>
    </Sheet>
  );
}
