import { contract } from '@h5/shared/contract';
import type { RegisterCall } from '../../plugins/calls';
import type { CopyService } from './service';

export function registerCopyRoutes(register: RegisterCall, copy: CopyService): void {
  register(contract.copy.products, () => copy.products());
}
