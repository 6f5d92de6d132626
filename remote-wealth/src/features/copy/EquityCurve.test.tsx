import { render, screen } from '@testing-library/react';
import { formatDate } from '@h5/shared/format';
import { startI18n } from '@h5/shared/testing';
import { lineViews } from '@h5/shared/testing/chart';
import { copyProfileOf } from '../../../test/fixtures';
import '../../start';
import { EquityCurve } from './EquityCurve';

jest.mock('@h5/shared/chart/view', () => require('@h5/shared/testing/chart'));

const { curve } = copyProfileOf();
const [first, , last] = curve;
const view = () => lineViews[lineViews.length - 1]!;

beforeAll(() => startI18n('en', 'wealth'));
beforeEach(() => {
  lineViews.length = 0;
});

describe('the equity curve', () => {
  it("hands the chart each day's equity as a number, its scale read in cents, green when it ends above its start", () => {
    render(<EquityCurve curve={curve} currency="USDT" decimals={6} />);
    expect(lineViews).toHaveLength(1);
    expect(view().shown).toEqual({
      points: [
        { time: first!.time, value: 15000 },
        { time: curve[1]!.time, value: 14200 },
        { time: last!.time, value: 20000 },
      ],
      look: { color: '#0ecb81', decimals: 2 },
    });
  });

  it('tells screen readers the days, the equity at each end and its lowest and highest, as amounts', () => {
    render(<EquityCurve curve={curve} currency="USDT" decimals={2} />);
    const from = formatDate(first!.time * 1000);
    const to = formatDate(last!.time * 1000);
    expect(
      screen.getByRole('img', {
        name: `Equity from ${from} to ${to}: 15,000.00\u00a0USDT at the start, 20,000.00\u00a0USDT at the end, lowest 14,200.00\u00a0USDT, highest 20,000.00\u00a0USDT`,
      }),
    ).toBeTruthy();
  });

  it('is red when the curve ends below where it started', () => {
    render(<EquityCurve curve={[curve[0]!, { time: last!.time, equity: '14999.99' }]} currency="USDT" decimals={2} />);
    expect(view().shown?.look.color).toBe('#f95f75');
  });

  it('says so when the lead has no record yet, and draws nothing', () => {
    render(<EquityCurve curve={[]} currency="USDT" decimals={2} />);
    expect(screen.getByText('No record yet')).toBeTruthy();
    expect(lineViews).toHaveLength(0);
  });
});
