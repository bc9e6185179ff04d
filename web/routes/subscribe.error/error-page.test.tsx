import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '../../../common/messages';
import { renderPage, user } from '../../test/subscription-pages';
import { SubscribeErrorPage } from './error-page';

describe('subscription error page', () => {
  it('error', async () => {
    renderPage('/subscribe/error', '/subscribe/error', <SubscribeErrorPage />, user(false));
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(screen.getByText(messages.subscribeErrorText)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: /Contact Support/ }).getAttribute('href')).toMatch(/^https?:\/\//);
  });
});
