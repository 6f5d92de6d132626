import { filterAreaCodes, nameAreaCodes } from './areaCodes';

const codes = [
  { iso: 'CN', code: '86' },
  { iso: 'JP', code: '81' },
  { iso: 'US', code: '1' },
  { iso: 'CA', code: '1' },
];

describe('nameAreaCodes', () => {
  it("names each region in the reader's language, in the server's order", () => {
    expect(nameAreaCodes(codes, 'en').map((e) => e.name)).toEqual(['China', 'Japan', 'United States', 'Canada']);
    expect(nameAreaCodes(codes, 'zh-CN').map((e) => e.name)).toEqual(['中国', '日本', '美国', '加拿大']);
    expect(nameAreaCodes(codes, 'ja')[1]).toEqual({ iso: 'JP', code: '81', name: '日本' });
  });

  it('falls back to the ISO code for a malformed one', () => {
    expect(nameAreaCodes([{ iso: '??', code: '0' }], 'en')[0]?.name).toBe('??');
  });
});

describe('filterAreaCodes', () => {
  const named = nameAreaCodes(codes, 'en');
  const isos = (query: string) => filterAreaCodes(named, query).map((e) => e.iso);

  it('matches names, ISO codes and calling codes', () => {
    expect(isos('')).toEqual(['CN', 'JP', 'US', 'CA']);
    expect(isos('  jap ')).toEqual(['JP']);
    expect(isos('ca')).toEqual(['CA']);
    expect(isos('+8')).toEqual(['CN', 'JP']);
    expect(isos('1')).toEqual(['US', 'CA']);
    expect(isos('xyz')).toEqual([]);
  });
});
