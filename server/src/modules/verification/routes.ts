import * as z from 'zod/mini';
import { defineCall } from '@h5/shared/contract';
import { requiredText } from '@h5/shared/validation';
import type { RegisterCall } from '../../plugins/calls';
import type { DevOutbox, SentCode } from './outbox';

/** Embedded mode only: the codes lately sent to `to` (`86-13800000000` or an email), newest first. */
const devOutboxCall = defineCall<SentCode[]>()({
  method: 'GET',
  path: 'dev/outbox',
  auth: false,
  request: z.object({ to: requiredText('validation.accountRequired') }),
});

export function registerDevOutboxRoutes(register: RegisterCall, outbox: DevOutbox): void {
  register(devOutboxCall, async ({ to }) => outbox.latest(to.toLowerCase()));
}
