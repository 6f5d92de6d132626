/** A search field over a list (pairs, coins, countries): the magnifier, then the text typed. */
export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Its accessible name, when the placeholder is an example rather than a name. */
  label?: string;
}

export function SearchField({ value, onChange, placeholder, label = placeholder }: SearchFieldProps) {
  return (
    <label className="h5-search">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        className="h5-search__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        enterKeyHint="search"
        autoComplete="off"
      />
    </label>
  );
}
