import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../common/messages';
import { renderAdmin } from '../../test/admin-area';

describe('Features', () => {
  it('has its title and lists each switch as On or Off with its detail', async () => {
    renderAdmin('/ogs-admin/features', {
      features: () => [
        { id: 'mail', name: 'Outgoing mail (SMTP)', enabled: true, detail: 'Sent through the outbox.' },
        { id: 'payments', name: 'Payments (Stripe)', enabled: false, detail: 'Off: the local stand-in. Set STRIPE_SECRET_KEY.' },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Features', level: 1 })).toBeTruthy();
    const mail = await screen.findByRole('region', { name: 'Outgoing mail (SMTP)' });
    expect(within(mail).getByText('On')).toBeTruthy();
    expect(within(mail).getByText('Sent through the outbox.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payments (Stripe)' })).getByText('Off')).toBeTruthy();
  });

  it('says so when the features cannot be loaded, and Retry reads them again', async () => {
    let fail = true;
    renderAdmin('/ogs-admin/features', { features: () => (fail ? null : [{ id: 'mail', name: 'Outgoing mail (SMTP)', enabled: true, detail: 'Sent.' }]) });
    expect(await screen.findByText(messages.adminFeaturesLoadFailed)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Outgoing mail (SMTP)' })).toBeTruthy();
  });
});
