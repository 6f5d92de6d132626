import { readKlineTheme } from './klineTheme';

describe('k-line chart theme', () => {
  it("adds the see-through volume colours and the MA colours beside the host's", () => {
    const page = document.createElement('div');
    page.style.setProperty('--h5-up', '#00ff00');
    page.style.setProperty('--tr-ma10', '#123456');
    document.body.append(page);
    const theme = readKlineTheme(page);
    expect(theme).toMatchObject({ up: '#00ff00', volumeUp: 'rgba(0, 255, 0, 0.45)', volumeDown: 'rgba(249, 95, 117, 0.45)' });
    expect(theme.ma).toEqual(['#f0b90b', '#123456', '#3fa7f5']);
    page.remove();
  });
});
