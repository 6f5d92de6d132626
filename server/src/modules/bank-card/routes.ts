import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { BankCardService } from './service';

export function registerBankCardRoutes(register: RegisterCall, cards: BankCardService): void {
  register(contract.user.cashInfo, ({ id }, context) => cards.list(signedIn(context).userId, id));
  register(contract.user.cashSave, (form, context) => cards.bind(signedIn(context).userId, form));
}
