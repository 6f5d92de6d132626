import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';

const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('.h5-progress__fill')!;

it('scales its fill to the share done, clamped to 0..1, and passes its attributes to the bar', () => {
  const { rerender } = render(<ProgressBar share={0.25} className="x-bar" role="progressbar" aria-valuenow={25} />);
  const bar = screen.getByRole('progressbar');
  expect(bar.className).toBe('h5-progress x-bar');
  expect(bar.getAttribute('aria-valuenow')).toBe('25');
  // A transform, never a width: the compositor moves it without a layout.
  expect(fillOf(bar).style.transform).toBe('scaleX(0.25)');
  expect(fillOf(bar).style.width).toBe('');
  rerender(<ProgressBar share={1.7} role="progressbar" />);
  expect(fillOf(bar).style.transform).toBe('scaleX(1)');
  rerender(<ProgressBar share={-0.2} role="progressbar" />);
  expect(fillOf(bar).style.transform).toBe('scaleX(0)');
  rerender(<ProgressBar share={Number.NaN} role="progressbar" />);
  expect(fillOf(bar).style.transform).toBe('scaleX(0)');
});
