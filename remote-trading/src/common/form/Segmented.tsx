import type { ReactNode } from 'react';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
  /** Colour when chosen: buy/long green, sell/short red, else the primary colour. */
  tone?: 'up' | 'down';
}

interface SegmentedProps<T extends string> {
  label: string;
  options: ReadonlyArray<SegmentOption<T>>;
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}

/** One choice among a few, as a row of buttons (a radio group for screen readers). */
export function Segmented<T extends string>({ label, options, value, onChange, disabled = false, className }: SegmentedProps<T>) {
  return (
    <div className={`tr-seg${className ? ` ${className}` : ''}`} role="radiogroup" aria-label={label}>
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={chosen}
            disabled={disabled}
            className={`tr-seg__item${chosen ? ` tr-seg__item--on tr-seg__item--${option.tone ?? 'primary'}` : ''}`}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
