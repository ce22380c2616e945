import { useId } from 'react';
import playStyles from './SaferPlayPage.module.css';

/** One choice among a few periods, as radio buttons in a fieldset (the safer-play page's tools). */
export function Periods<P extends string>({
  legend,
  periods,
  value,
  label,
  onChange,
}: {
  legend: string;
  periods: readonly P[];
  value: P | null;
  label: (period: P) => string;
  onChange: (period: P) => void;
}) {
  const name = useId();
  return (
    <fieldset className={playStyles.periods}>
      <legend className={playStyles.legend}>{legend}</legend>
      {periods.map((period) => (
        <label key={period} className={playStyles.choice}>
          <input
            type="radio"
            name={name}
            value={period}
            checked={value === period}
            onChange={() => onChange(period)}
          />
          <span>{label(period)}</span>
        </label>
      ))}
    </fieldset>
  );
}
