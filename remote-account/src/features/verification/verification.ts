/** What each verification level allows now, and the checks of its two forms. */
import type { VerificationInfo, VerificationStatus } from '@h5/shared/contract';
import { contract, type RequestOf } from '@h5/shared/contract';
import { schemaErrors, verdict, type Checked } from '@h5/shared/form';

/** A level can be submitted (`open`), is waiting or done, or (advanced) waits for basic. */
export type Access = 'open' | 'pending' | 'verified' | 'needsBasic';

const byStatus = (status: VerificationStatus): Access =>
  status === 'pending' ? 'pending' : status === 'verified' ? 'verified' : 'open';

export const basicAccess = (info: Pick<VerificationInfo, 'basic'>): Access => byStatus(info.basic);

/** Advanced needs basic verified first (spec section 4). */
export const advancedAccess = (info: Pick<VerificationInfo, 'basic' | 'advanced'>): Access =>
  info.basic === 'verified' ? byStatus(info.advanced) : 'needsBasic';

export type BasicRequest = RequestOf<typeof contract.user.realName>;
export type BasicField = keyof BasicRequest;
export type AdvancedRequest = RequestOf<typeof contract.user.realName2>;
export type AdvancedField = keyof AdvancedRequest;

/** Country, name, ID number and contact address, all required. */
export function checkBasic(values: BasicRequest): Checked<BasicRequest, BasicField> {
  const request = { country: values.country, name: values.name.trim(), id_number: values.id_number.trim(), address: values.address.trim() };
  return verdict(request, schemaErrors<BasicField>(contract.user.realName.request, request));
}

/** The ID's front, back and a photo holding it, all uploaded. */
export function checkAdvanced(values: AdvancedRequest): Checked<AdvancedRequest, AdvancedField> {
  return verdict(values, schemaErrors<AdvancedField>(contract.user.realName2.request, values));
}
