import { TextInput } from './TextInput';
import './common.css';

/** A search field over a list (countries, coins): the magnifier, then the text typed. */
export function SearchBox({ value, onChange, placeholder }: { value: string; onChange: (value: string) => void; placeholder: string }) {
  return (
    <div className="ac-search" role="search">
      <label className="ac-search__box">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M16 16l4 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <TextInput type="search" autoComplete="off" placeholder={placeholder} aria-label={placeholder} value={value} onChange={onChange} />
      </label>
    </div>
  );
}
