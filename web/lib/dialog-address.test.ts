import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { unlessOnlyDialogs, unlessOnlyDialogsOr, withoutDialogs } from './dialog-address';

const args = (current: string, next: string, formMethod?: 'POST'): ShouldRevalidateFunctionArgs =>
  ({
    currentUrl: new URL(current, 'http://localhost'),
    nextUrl: new URL(next, 'http://localhost'),
    formMethod,
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe('the dialogs’ address parameters (decision 032)', () => {
  it('are left out of what the page reads', () => {
    expect(withoutDialogs(new URLSearchParams('player=Ann&share=&club=7i&import')).toString()).toBe('player=Ann&club=7i');
  });

  it('are no reason to read the page again; anything else is', () => {
    expect(unlessOnlyDialogs(args('/account/shot-data?player=Ann&share=', '/account/shot-data?player=Ann'))).toBe(false);
    expect(unlessOnlyDialogs(args('/account/shot-data', '/account/shot-data?import='))).toBe(false);
    expect(unlessOnlyDialogs(args('/account/shot-data?share=', '/account/shot-data?player=Bob'))).toBe(true);
    expect(unlessOnlyDialogs(args('/account/round/1?share=', '/account/round/2'))).toBe(true);
    // After an action the framework reads again, whatever the address.
    expect(unlessOnlyDialogs(args('/account/shot-data?share=', '/account/shot-data', 'POST'))).toBe(true);
    expect(unlessOnlyDialogs(args('/account/shot-data', '/account/shot-data'))).toBe(true);
  });

  it('with parameters a part of the page reads for itself: those too are no reason, the others still are', () => {
    const shotData = unlessOnlyDialogsOr(['club', 'from', 'to']);
    expect(shotData(args('/account/shot-data?player=Ann', '/account/shot-data?player=Ann&club=7i'))).toBe(false);
    expect(shotData(args('/account/shot-data?club=7i&share=', '/account/shot-data?club=Dr&from=2025-03-01'))).toBe(false);
    expect(shotData(args('/account/shot-data?club=7i', '/account/shot-data?club=Dr&player=Bob'))).toBe(true);
    expect(shotData(args('/account/shot-data?club=7i', '/account/shot-data?club=7i&partial=true'))).toBe(true);
    expect(shotData(args('/account/shot-data?club=7i', '/account/shot-data?club=Dr', 'POST'))).toBe(true);
    expect(shotData(args('/account/shot-data?club=7i', '/account?club=7i'))).toBe(true);
  });
});
