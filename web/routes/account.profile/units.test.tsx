import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionFunctionArgs } from 'react-router';
import { messages } from '../../../common/messages';
import { signedInUser } from '../../test/api-stub';
import { pro, radio, render, unitsAction, unitsCard } from '../../test/units-pages';
import { settingsClientAction } from './settings-form';

describe('Settings: Units card', () => {
  it("shows the user's units as labelled radio groups, posts a new choice to the page at ?form=units and says so", async () => {
    let open!: () => void;
    const account = { user: signedInUser };
    const server = unitsAction(account, null, new Promise<void>((resolve) => (open = resolve)));
    render('/account/profile', signedInUser, {}, server.action, account);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(within(unitsCard()).getByRole('heading', { name: 'Units' })).toBeTruthy();
    expect(radio('Distance', 'Yards').checked).toBe(true);
    expect(radio('Distance', 'Metres').checked).toBe(false);
    expect(radio('Speed', 'mph').checked).toBe(true);
    expect(radio('Speed', 'km/h').checked).toBe(false);
    expect(radio('Distance', 'Yards').form!.getAttribute('action')).toBe('/account/profile?form=units');
    expect(radio('Distance', 'Yards').form!.getAttribute('method')).toBe('post');

    const user = userEvent.setup();
    await user.click(radio('Distance', 'Metres'));
    // The keyboard moves a radio group's choice with the arrow keys.
    radio('Speed', 'mph').focus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Speed', 'km/h').checked).toBe(true);
    await user.click(within(unitsCard()).getByRole('button', { name: 'Save Units' }));
    await waitFor(() => expect(radio('Distance', 'Metres').disabled).toBe(true));
    expect((within(unitsCard()).getByRole('button', { name: 'Save Units' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.posted).toEqual([{ form: 'units', fields: { distanceUnit: 'm', speedUnit: 'kmh' } }]);
    open();
    expect((await within(unitsCard()).findByRole('alert')).textContent).toBe(messages.unitsSaved);
    expect(radio('Distance', 'Metres').disabled).toBe(false);
    expect(radio('Distance', 'Metres').checked).toBe(true);
    expect(radio('Speed', 'km/h').checked).toBe(true);
  });

  it("shows the server's reason when the save is refused, and keeps the choice", async () => {
    const server = unitsAction({ user: signedInUser }, messages.unknownSpeedUnit);
    render('/account/profile', signedInUser, {}, server.action);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const user = userEvent.setup();
    await user.click(radio('Distance', 'Metres'));
    await user.click(within(unitsCard()).getByRole('button', { name: 'Save Units' }));
    expect((await within(unitsCard()).findByRole('alert')).textContent).toBe(messages.unknownSpeedUnit);
    expect(radio('Distance', 'Metres').checked).toBe(true);
    expect(server.posted).toHaveLength(1);
  });

  it('says in the card when the post never reached the action (the network, a proxy), and keeps the choice', async () => {
    let posts = 0;
    // The route's client action (web/routes/account.profile/route.tsx) around a server action that could not be reached.
    const action = ({ request }: ActionFunctionArgs) =>
      settingsClientAction(request, async () => {
        posts += 1;
        throw new TypeError('Failed to fetch');
      });
    render('/account/profile', signedInUser, {}, action);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const user = userEvent.setup();
    await user.click(radio('Distance', 'Metres'));
    await user.click(within(unitsCard()).getByRole('button', { name: 'Save Units' }));
    expect((await within(unitsCard()).findByRole('alert')).textContent).toBe(messages.unitsSaveFailed);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(radio('Distance', 'Metres').checked).toBe(true);
    expect(posts).toBe(1);
  });

  it('after choosing metres, a figure on the page is shown in metres at once', async () => {
    const account = { user: pro() };
    render(
      '/test/settings-and-stats',
      account.user,
      {},
      unitsAction(account).action,
      account,
    );
    const stats = await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    // 230 m x 1.09361 = 251.5 yd.
    await waitFor(() => expect(stats.textContent).toContain('251.5 yd'));
    const user = userEvent.setup();
    await user.click(radio('Distance', 'Metres'));
    await user.click(within(unitsCard()).getByRole('button', { name: 'Save Units' }));
    await waitFor(() => expect(stats.textContent).toContain('230.0 m'));
    expect(stats.textContent).toContain('200.0 m');
    expect(stats.textContent).toContain('57.1%');
    expect(stats.textContent).not.toMatch(/\dyd\b/);
  });
});
