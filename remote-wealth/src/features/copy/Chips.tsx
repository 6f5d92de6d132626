/** A row of choices, one pressed (a sort, a risk, a copy ratio): the wealth pages' chips, each a touch target. */
export function Chips<T extends string>({ label, options, chosen, onChoose, text }: {
  label: string;
  options: readonly T[];
  chosen: T;
  onChoose: (option: T) => void;
  text: (option: T) => string;
}) {
  return (
    <div className="wl-tabs wl-tabs--touch" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={`wl-tabs__tab${option === chosen ? ' wl-tabs__tab--on' : ''}`}
          aria-pressed={option === chosen}
          onClick={() => onChoose(option)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
