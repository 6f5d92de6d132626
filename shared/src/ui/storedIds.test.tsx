import { act, render, screen } from '@testing-library/react';
import { storedIds } from './storedIds';

beforeEach(() => localStorage.clear());

describe('storedIds', () => {
  it('keeps ids on the device, each once, the newest 300', () => {
    const read = storedIds('test.read');
    expect(read.has(7)).toBe(false);
    read.add(7);
    read.add(7);
    expect(read.has(7)).toBe(true);
    expect(JSON.parse(localStorage.getItem('test.read') ?? '')).toEqual([7]);
    // Another set over the same key (another tab's, or a page loaded again) reads them.
    expect(storedIds('test.read').has(7)).toBe(true);
    for (let id = 1000; id < 1300; id++) read.add(id);
    expect(read.has(7)).toBe(false);
    expect(read.has(1000)).toBe(true);
  });

  it('starts again from a value it did not write, and tells a component of a change', () => {
    localStorage.setItem('test.bad', '{not json');
    const ids = storedIds('test.bad');
    expect(ids.has(1)).toBe(false);
    function Shown() {
      const has = ids.use();
      return <span>{has(3) ? 'yes' : 'no'}</span>;
    }
    render(<Shown />);
    expect(screen.getByText('no')).toBeTruthy();
    act(() => ids.add(3));
    expect(screen.getByText('yes')).toBeTruthy();
  });
});
