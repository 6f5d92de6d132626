import { render, screen } from '@testing-library/react';
import { startI18n } from '@h5/shared/testing';
import { lineViews } from '@h5/shared/testing/chart';
import { LineChart } from './LineChart';

jest.mock('@h5/shared/chart/view', () => require('@h5/shared/testing/chart'));

const view = () => lineViews[lineViews.length - 1]!;
const points = [
  { time: 1_787_788_800, value: '15000' },
  { time: 1_787_875_200, value: '14200.5' },
];

beforeAll(() => startI18n('en'));
beforeEach(() => {
  lineViews.length = 0;
});

describe('the line chart', () => {
  it("draws the points as numbers in the theme's colour, labelled for screen readers, and credits TradingView", () => {
    render(<LineChart points={points} decimals={2} tone="up" label="Equity rose" />);
    expect(screen.getByRole('img', { name: 'Equity rose' })).toBeTruthy();
    expect(lineViews).toHaveLength(1);
    expect(view().locale).toBe('en');
    expect(view().shown).toEqual({
      points: [
        { time: 1_787_788_800, value: 15000 },
        { time: 1_787_875_200, value: 14200.5 },
      ],
      look: { color: '#0ecb81', decimals: 2 },
    });
    expect(screen.getByRole('link', { name: 'Charts by TradingView' }).getAttribute('href')).toBe('https://www.tradingview.com/');
  });

  it('draws again when the tone or the points change, on the same chart, and removes it when it goes', () => {
    const { rerender, unmount } = render(<LineChart points={points} decimals={2} tone="up" label="x" />);
    rerender(<LineChart points={points.slice(0, 1)} decimals={2} tone="down" label="x" />);
    expect(lineViews).toHaveLength(1);
    expect(view().shown).toEqual({ points: [{ time: 1_787_788_800, value: 15000 }], look: { color: '#f95f75', decimals: 2 } });
    rerender(<LineChart points={points} decimals={6} tone="neutral" label="x" />);
    expect(view().shown?.look).toEqual({ color: '#eaecef', decimals: 6 });
    unmount();
    expect(view().removed).toBe(true);
  });
});
