import { SearchField } from '@h5/shared/ui';
import './common.css';

/** The kernel's search field, kept in view at the top of a long list (coins, countries). */
export function SearchBox({ value, onChange, placeholder }: { value: string; onChange: (value: string) => void; placeholder: string }) {
  return (
    <div className="ac-search" role="search">
      <SearchField value={value} onChange={onChange} placeholder={placeholder} />
    </div>
  );
}
