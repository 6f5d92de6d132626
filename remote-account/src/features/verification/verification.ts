/** What each verification level allows now, and the checks of its two forms. */
import type { IdType, VerificationInfo, VerificationStatus } from '@h5/shared/contract';
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

/** The three photos of the request, in the order the page asks for them. */
export const PHOTOS = ['front', 'back', 'hand'] as const;
export type Photo = (typeof PHOTOS)[number];

/** What a photo shows, naming its label (`verify.photo.*`). */
export type PhotoKind =
  | 'cardFront'
  | 'cardBack'
  | 'holdCard'
  | 'passportPage'
  | 'passportCover'
  | 'holdPassport'
  | 'licenceFront'
  | 'licenceBack'
  | 'holdLicence';

/**
 * What each photo is for each document. A passport has no back: its second photo is the cover
 * (the issuing country and the booklet itself), and it is held open at the photo page.
 */
export const PHOTO_KINDS: Readonly<Record<IdType, Readonly<Record<Photo, PhotoKind>>>> = {
  id_card: { front: 'cardFront', back: 'cardBack', hand: 'holdCard' },
  passport: { front: 'passportPage', back: 'passportCover', hand: 'holdPassport' },
  driving_licence: { front: 'licenceFront', back: 'licenceBack', hand: 'holdLicence' },
};

/** The advanced form before it is sent: no document chosen yet is ''. */
export type AdvancedValues = Omit<AdvancedRequest, 'id_type'> & { id_type: IdType | '' };

/** Country, name, ID number and contact address, all required. */
export function checkBasic(values: BasicRequest): Checked<BasicRequest, BasicField> {
  const request = { country: values.country, name: values.name.trim(), id_number: values.id_number.trim(), address: values.address.trim() };
  return verdict(request, schemaErrors<BasicField>(contract.user.realName.request, request));
}

/** The document chosen first, then its three photos (front, back or cover, holding it), all uploaded. */
export function checkAdvanced(values: AdvancedValues): Checked<AdvancedRequest, AdvancedField> {
  return verdict(values as AdvancedRequest, schemaErrors<AdvancedField>(contract.user.realName2.request, values));
}
