import { ID_TYPES } from '@h5/shared/contract';
import { PHOTO_KINDS, PHOTOS, advancedAccess, basicAccess, checkAdvanced, checkBasic } from './verification';
import { countries } from './countries';

describe('access to each level', () => {
  it('opens basic until it is under review or verified, and again after a rejection', () => {
    expect(basicAccess({ basic: 'none' })).toBe('open');
    expect(basicAccess({ basic: 'rejected' })).toBe('open');
    expect(basicAccess({ basic: 'pending' })).toBe('pending');
    expect(basicAccess({ basic: 'verified' })).toBe('verified');
  });

  it('keeps advanced closed until basic is verified', () => {
    for (const basic of ['none', 'pending', 'rejected'] as const) expect(advancedAccess({ basic, advanced: 'none' })).toBe('needsBasic');
    expect(advancedAccess({ basic: 'verified', advanced: 'none' })).toBe('open');
    expect(advancedAccess({ basic: 'verified', advanced: 'rejected' })).toBe('open');
    expect(advancedAccess({ basic: 'verified', advanced: 'pending' })).toBe('pending');
    expect(advancedAccess({ basic: 'verified', advanced: 'verified' })).toBe('verified');
  });
});

describe('checkBasic', () => {
  it('requires every field', () => {
    const checked = checkBasic({ country: '', name: ' ', id_number: '', address: '' });
    expect(!checked.ok && checked.errors).toEqual({
      country: 'validation.countryRequired',
      name: 'validation.nameRequired',
      id_number: 'validation.idNumberRequired',
      address: 'validation.addressTextRequired',
    });
  });

  it('sends the ISO code of the country and trimmed text', () => {
    expect(checkBasic({ country: 'JP', name: ' Ana ', id_number: 'X1 ', address: ' 1 Main St' })).toEqual({
      ok: true,
      request: { country: 'JP', name: 'Ana', id_number: 'X1', address: '1 Main St' },
    });
  });
});

describe('checkAdvanced', () => {
  it('requires the document first, then the three photos', () => {
    const none = checkAdvanced({ id_type: '', front: '', back: '', hand: '' });
    expect(!none.ok && none.errors).toMatchObject({ id_type: 'validation.idTypeRequired' });
    const checked = checkAdvanced({ id_type: 'passport', front: '', back: 'b1', hand: '' });
    expect(!checked.ok && checked.errors).toEqual({ front: 'validation.frontRequired', hand: 'validation.handRequired' });
    expect(checkAdvanced({ id_type: 'driving_licence', front: 'f', back: 'b', hand: 'h' })).toEqual({
      ok: true,
      request: { id_type: 'driving_licence', front: 'f', back: 'b', hand: 'h' },
    });
  });

  it('names each photo for its document: a passport has a photo page and a cover, never a back', () => {
    expect(PHOTO_KINDS.passport).toEqual({ front: 'passportPage', back: 'passportCover', hand: 'holdPassport' });
    expect(PHOTO_KINDS.id_card).toEqual({ front: 'cardFront', back: 'cardBack', hand: 'holdCard' });
    expect(PHOTO_KINDS.driving_licence).toEqual({ front: 'licenceFront', back: 'licenceBack', hand: 'holdLicence' });
    // Nine slots, each its own words.
    const kinds = ID_TYPES.flatMap((type) => PHOTOS.map((photo) => PHOTO_KINDS[type][photo]));
    expect(new Set(kinds).size).toBe(9);
  });
});

describe('countries', () => {
  it("names and sorts them in the reader's language", () => {
    const en = countries('en');
    expect(en.length).toBeGreaterThan(230);
    expect(en.find((c) => c.iso === 'JP')?.name).toBe('Japan');
    expect(en[0]?.name).toBe('Afghanistan');
    expect(countries('zh-CN').find((c) => c.iso === 'JP')?.name).toBe('日本');
  });
});
