import { screen, within } from '@testing-library/react';
import type { NewCoinProject } from '@h5/shared/contract';
import { renderInApp, startI18n } from '@h5/shared/testing';
import '../../start';
import { newCoinProject } from '../../../test/fixtures';
import { Timeline } from './Timeline';

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');
const current = () => steps().find((step) => step.getAttribute('aria-current') === 'step')?.textContent ?? null;

beforeAll(() => startI18n('en', 'wealth'));

describe('the launchpad timeline', () => {
  it('marks the step the sale is in and counts down to the next date', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-25T21:58:55.000Z') });
    try {
      renderInApp(<Timeline project={newCoinProject} />);
      expect(steps().map((step) => step.querySelector('.wn-timeline__label')?.textContent)).toEqual(['Subscribe', 'Calculate', 'Distribute', 'Launch', 'Unlock']);
      expect(current()).toMatch(/^Subscribe/);
      // Until the window closes, 2026-11-27 00:00 UTC: 1 day 2:01:05.
      expect(screen.getByTestId('new-coin-countdown').textContent).toBe('Closes in 1 day 02:01:05');
    } finally {
      jest.useRealTimers();
    }
  });

  it('follows the state: nothing current before it opens, unlock during the lock-up, all done after', () => {
    const { rerender } = renderInApp(<Timeline project={{ ...newCoinProject, state: 'upcoming' }} />);
    expect(current()).toBeNull();
    rerender(<Timeline project={{ ...newCoinProject, state: 'launched' } satisfies NewCoinProject} />);
    expect(current()).toMatch(/^Unlock/);
    expect(steps().filter((step) => step.classList.contains('wn-timeline__step--done'))).toHaveLength(4);
    rerender(<Timeline project={{ ...newCoinProject, state: 'sold_out' }} />);
    expect(current()).toBeNull();
    expect(screen.queryByTestId('new-coin-countdown')).toBeNull();
  });
});
