import { act, screen } from '@testing-library/react';
import { contract, type NewCoinProject } from '@h5/shared/contract';
import { cacheKey, dataClient } from '@h5/shared/data';
import { renderInApp, startI18n } from '@h5/shared/testing';
import '../../start';
import { newCoinProject } from '../../../test/fixtures';
import { FeaturedNewCoin } from './FeaturedNewCoin';

/** Renders the card with `lh/send/get_recommend`'s reply already in the data cache, as a second view finds it. */
async function renderFeaturing(project: NewCoinProject | null) {
  await startI18n('en', 'wealth');
  dataClient.setQueryData(cacheKey(contract.newCoin.recommend, undefined), project);
  return renderInApp(<FeaturedNewCoin />);
}

afterEach(() => dataClient.clear());

describe('featured new coin', () => {
  it('shows the open window with its price and closing time, linking to the details', async () => {
    await act(() => renderFeaturing(newCoinProject));
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('#/pages/publication/details?id=1');
    expect(link.textContent).toContain('New coin · Nova Chain');
    expect(link.textContent).toContain('0.05\u00a0USDT');
    expect(link.textContent).toMatch(/Ends \d{4}\u2011\d{2}\u2011\d{2}/);
    expect(screen.getByText('Subscribing')).toBeTruthy();
  });

  it('shows when an upcoming window opens', async () => {
    await act(() => renderFeaturing({ ...newCoinProject, state: 'upcoming' }));
    expect(screen.getByRole('link').textContent).toMatch(/Opens \d{4}\u2011\d{2}\u2011\d{2}/);
    expect(screen.getByText('Upcoming')).toBeTruthy();
  });

  it('shows nothing when there is no project', async () => {
    const { container } = await renderFeaturing(null);
    expect(container.textContent).toBe('');
  });
});
