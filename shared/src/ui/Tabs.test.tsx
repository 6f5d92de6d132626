import { fireEvent, render, screen } from '@testing-library/react';
import { TabPanel, Tabs } from './Tabs';

it('draws a tab list whose tabs say which is chosen and which panel they control, and tells a choice', () => {
  const chosen: string[] = [];
  render(
    <Tabs
      idBase="x-tab"
      label="Categories"
      tabs={[{ key: 'all', label: 'All' }, { key: 'trade', label: 'Trade' }]}
      active="trade"
      onChange={(key) => chosen.push(key)}
      className="x-tabs"
      tabClassName="x-tabs__tab"
    />,
  );
  const list = screen.getByRole('tablist', { name: 'Categories' });
  expect(list.className).toBe('h5-tabs x-tabs');
  const trade = screen.getByRole('tab', { name: 'Trade' });
  expect([trade.id, trade.getAttribute('aria-selected'), trade.getAttribute('aria-controls')]).toEqual(['x-tab-trade', 'true', 'x-tab-panel']);
  expect(trade.className).toBe('h5-tabs__tab x-tabs__tab h5-tabs__tab--on');
  expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('false');
  expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-controls')).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: 'All' }));
  expect(chosen).toEqual(['all']);
});

it('draws the panel the chosen tab controls, named by that tab', () => {
  render(
    <>
      <Tabs idBase="x-tab" label="Categories" tabs={[{ key: 'all', label: 'All' }, { key: 'trade', label: 'Trade' }]} active="trade" onChange={() => undefined} />
      <TabPanel idBase="x-tab" active="trade" className="x-panel">
        <p>Trades</p>
      </TabPanel>
    </>,
  );
  const panel = screen.getByRole('tabpanel', { name: 'Trade' });
  expect([panel.id, panel.className, panel.textContent]).toEqual(['x-tab-panel', 'x-panel', 'Trades']);
  expect(screen.getByRole('tab', { name: 'Trade' }).getAttribute('aria-controls')).toBe(panel.id);
});
