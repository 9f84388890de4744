import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from '../stars';

/** The gradient a half star's path is filled with, and the element it names. */
function halfStar(container: HTMLElement) {
  const paths = [...container.querySelectorAll('path')];
  const half = paths.find((p) => p.getAttribute('fill')?.startsWith('url(#'));
  const id = half?.getAttribute('fill')?.slice('url(#'.length, -1);
  return { half, id, gradient: id ? container.querySelector(`[id="${id}"]`) : null };
}

describe('Stars', () => {
  it('reads the rating and draws a gradient only for a half star', () => {
    const { getByRole, container } = render(<Stars rating={4} />);
    expect(getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('linearGradient')).toHaveLength(0);
    const whole = render(<Stars rating={3.5} />).container;
    expect(whole.querySelectorAll('linearGradient')).toHaveLength(1);
  });

  it('gives each rating its own gradient, in its own colour', () => {
    // A red (1.5) and an amber (4.5) half star on one page: each fills from its own gradient,
    // whose currentColor is its svg's colour.
    const { container } = render(
      <>
        <div data-testid="low">
          <Stars rating={1.5} />
        </div>
        <div data-testid="high">
          <Stars rating={4.5} />
        </div>
      </>,
    );
    const [low, high] = ['low', 'high'].map((id) =>
      halfStar(container.querySelector(`[data-testid="${id}"]`)!),
    );
    expect(low!.id).toBeTruthy();
    expect(low!.id).not.toBe(high!.id);
    expect(low!.gradient?.closest('[data-testid]')?.getAttribute('data-testid')).toBe('low');
    expect(high!.gradient?.closest('[data-testid]')?.getAttribute('data-testid')).toBe('high');
    expect(low!.half!.closest('svg')).toHaveClass('text-red-600');
    expect(high!.half!.closest('svg')).toHaveClass('text-amber-500');
  });
});
