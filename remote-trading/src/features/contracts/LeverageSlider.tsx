import { useTranslation } from '@h5/shared/i18n';
import { PLACEHOLDER } from '@h5/shared/format';

interface LeverageSliderProps {
  /** The pair's allowed leverages, ascending (from `lever/deal`). */
  multiples: readonly number[];
  value: number | null;
  onChange: (multiple: number) => void;
  /** Marks the leverages above which the form warns (drawn in the warning colour). */
  highAbove: number;
}

/**
 * The leverage, chosen among the pair's allowed ones only: a slider whose stops are those
 * leverages (one step each, whatever their spacing), a step down and a step up, and the stops
 * named under the track. The slider is a native range input, so keys and screen readers work.
 */
export function LeverageSlider({ multiples, value, onChange, highAbove }: LeverageSliderProps) {
  const { t } = useTranslation('trading');
  const index = value === null ? -1 : multiples.indexOf(value);
  const at = Math.max(0, index);
  const last = multiples.length - 1;
  const step = (by: number) => {
    const next = multiples[Math.min(last, Math.max(0, at + by))];
    if (next !== undefined && next !== value) onChange(next);
  };
  const shown = value === null ? PLACEHOLDER : `${value}x`;
  return (
    <div className={`tr-contractage${value !== null && value > highAbove ? ' tr-contractage--high' : ''}`}>
      <div className="tr-contractage__row">
        <button type="button" className="tr-contractage__step" aria-label={t('contracts.lessLeverage')} disabled={at <= 0} onClick={() => step(-1)}>
          −
        </button>
        <output className="tr-contractage__value" htmlFor="tr-contract-multiple" data-testid="contract-multiple">
          {shown}
        </output>
        <button type="button" className="tr-contractage__step" aria-label={t('contracts.moreLeverage')} disabled={at >= last} onClick={() => step(1)}>
          +
        </button>
      </div>
      <input
        id="tr-contract-multiple"
        className="tr-contractage__range"
        type="range"
        min={0}
        max={Math.max(0, last)}
        step={1}
        value={at}
        aria-labelledby="tr-contract-multiple-label"
        aria-valuetext={shown}
        onChange={(event) => {
          const next = multiples[Number(event.target.value)];
          if (next !== undefined) onChange(next);
        }}
      />
      <div className="tr-contractage__stops" aria-hidden="true">
        {multiples.map((multiple) => (
          <button
            key={multiple}
            type="button"
            tabIndex={-1}
            className={`tr-contractage__stop${multiple === value ? ' tr-contractage__stop--on' : ''}${multiple > highAbove ? ' tr-contractage__stop--high' : ''}`}
            onClick={() => onChange(multiple)}
          >
            {multiple}x
          </button>
        ))}
      </div>
    </div>
  );
}
