import type { Decimal } from '@h5/shared/contract';
import { subDecimal } from '@h5/shared/money';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';

/**
 * What a purchase form offers when the amount is more than the account holds: a transfer of the
 * difference from the spot account, coming back to `back` (the form as it was) once done.
 */
export function TransferInLink({ to, amount, available, back, label }: { to: 'contract' | 'trust'; amount: string; available: Decimal | undefined; back: string; label: string }) {
  return (
    <Link className="wl-fin-link" to={pathOf('transfer', { from: 'coin', to, amount: subDecimal(amount, available ?? '0'), back })}>
      {label}
    </Link>
  );
}
