import { contract } from '@h5/shared/contract';
import type { RegisterCall } from '../../plugins/calls';
import type { WealthService } from './service';

export function registerWealthRoutes(register: RegisterCall, wealth: WealthService): void {
  register(contract.copy.products, () => wealth.copyProducts());
}
