import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { PlayerSelect } from './player-select';

/**
 * Decision 032: the Player choice works before the app is live. Drawn as the server draws it, the
 * select is used while the page is only HTML; React then takes the page over (hydrateRoot).
 */
const page = (address: string, onChange: (player: string) => void, drop?: string[]) => (
  <MemoryRouter initialEntries={[address]}>
    <PlayerSelect players={['Ann', 'Bob']} value="all" onChange={onChange} drop={drop} />
  </MemoryRouter>
);

// hydrateRoot directly, not through Testing Library: tell React that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function drawn(address: string, drop?: string[]): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(address, () => {}, drop));
  document.body.append(container);
  return container;
}

const hidden = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]);

describe('PlayerSelect before the app is live', () => {
  it('is a GET form of a native select that keeps the address’ other filters', () => {
    const container = drawn('/account/shot-data?from=2025-03-01&player=Ann&club=7i');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    const select = form.querySelector('select')!;
    expect(select.name).toBe('player');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['all', 'All players'],
      ['Ann', 'Ann'],
      ['Bob', 'Bob'],
    ]);
    expect(hidden(container)).toEqual([
      ['from', '2025-03-01'],
      ['club', '7i'],
    ]);
    // A new player starts a list again at its first page: Rounds leaves `page` out.
    expect(hidden(drawn('/account/rounds?page=3', ['page']))).toEqual([]);
  });

  it('applies a choice made in the drawn page once React has taken it over, once', async () => {
    const container = drawn('/account/shot-data?from=2025-03-01');
    container.querySelector('select')!.value = 'Bob';
    const onChange = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page('/account/shot-data?from=2025-03-01', onChange));
    });
    expect(onChange.mock.calls).toEqual([['Bob']]);
  });

  it('does nothing when nothing was chosen before', async () => {
    const container = drawn('/account/shot-data');
    const onChange = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page('/account/shot-data', onChange));
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
