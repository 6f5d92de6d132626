import type { FieldErrors } from '@h5/shared/form';
import { useTranslation } from '@h5/shared/i18n';
import { AmountField } from '@h5/shared/ui/form';
import type { PositionSide, StopField } from './contractMath';

interface StopFieldsProps {
  idBase: string;
  side: PositionSide;
  values: Record<StopField, string>;
  errors: FieldErrors<StopField>;
  priceDecimals: number;
  quote: string;
  onChange: (field: StopField, value: string) => void;
}

/** Take-profit and stop-loss prices, each hinting which side of the price it belongs on. */
export function StopFields({ idBase, side, values, errors, priceDecimals, quote, onChange }: StopFieldsProps) {
  const { t } = useTranslation('trading');
  const long = side === 'long';
  const field = (name: StopField, label: string, hint: string) => (
    <AmountField
      id={`${idBase}-${name}`}
      label={label}
      value={values[name]}
      decimals={priceDecimals}
      unit={quote}
      placeholder={hint}
      error={errors[name]}
      onChange={(value) => onChange(name, value)}
    />
  );
  return (
    <>
      {field('take_profit', t('contracts.takeProfit'), long ? t('contracts.tpHintLong') : t('contracts.tpHintShort'))}
      {field('stop_loss', t('contracts.stopLoss'), long ? t('contracts.slHintLong') : t('contracts.slHintShort'))}
    </>
  );
}
