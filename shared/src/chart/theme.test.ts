import { cssVariables, readTheme, withAlpha } from './theme';

describe('chart theme', () => {
  it('makes a colour see-through', () => {
    expect(withAlpha('#0ecb81', 0.45)).toBe('rgba(14, 203, 129, 0.45)');
    expect(withAlpha(' #fff ', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(withAlpha('rgb(246, 70, 93)', 0.3)).toBe('rgba(246, 70, 93, 0.3)');
    expect(withAlpha('rgba(1 2 3 / 1)', 0.2)).toBe('rgba(1, 2, 3, 0.2)');
    expect(withAlpha('red', 0.5)).toBe('red');
  });

  it("reads the host's variables on the chart's container", () => {
    const page = document.createElement('div');
    page.style.setProperty('--h5-up', '#00ff00');
    page.style.setProperty('--h5-down', '#ff0000');
    page.style.setProperty('--h5-bg', '#000000');
    document.body.append(page);
    expect(readTheme(page)).toMatchObject({ up: '#00ff00', down: '#ff0000', background: '#000000', grid: 'rgba(38, 44, 55, 0.6)' });
    page.remove();
  });

  it("falls back to the host theme's colours where a variable is missing", () => {
    expect(readTheme(document.body)).toMatchObject({ up: '#0ecb81', down: '#f95f75', background: '#0e1117', line: '#eaecef' });
  });

  it('reads any variable, with its own fallback', () => {
    const page = document.createElement('div');
    page.style.setProperty('--x-set', ' #123456 ');
    document.body.append(page);
    const read = cssVariables(page, { '--x-set': '#000', '--x-missing': '#abcdef' });
    expect([read('--x-set'), read('--x-missing'), read('--x-unknown')]).toEqual(['#123456', '#abcdef', '']);
    page.remove();
  });
});
