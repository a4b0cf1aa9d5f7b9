import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../../../lib/auth/get-me';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { AccountPage } from './account-page';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';

const me = aMe({ displayName: 'Ada Admin', isDarkMode: false, locale: 'en' });

describe('account: profile and preferences', () => {
  const profile = () => screen.getByRole('region', { name: 'Profile and preferences' });

  it('asks for a display name and saves the trimmed one with the preferences', async () => {
    const api = fakeApi({ 'PATCH /api/me': ok({ ...me, displayName: 'Ada L.' }) });
    const { user } = await renderApp(<AccountPage />, { me, route: { path: '/account' } });

    const name = within(profile()).getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(profile()).getByRole('button', { name: 'Save' }));
    // The check waits for the form's schema, which loads after the page shows (decision 288).
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required.'));
    expect(api.requests).toEqual([]);

    await user.type(name, 'Ada L. ');
    await user.click(within(profile()).getByRole('switch', { name: 'Dark mode' }));
    await user.click(within(profile()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(api.requests).toEqual([
      { method: 'PATCH', path: '/api/me', body: { displayName: 'Ada L.', isDarkMode: true, locale: 'en' } },
    ]);
  });

  it('keeps unsaved choices while typing and follows the header’s theme and language', async () => {
    fakeApi();
    const { user, queryClient } = await renderApp(<AccountPage />, { me, route: { path: '/account' } });

    const darkMode = within(profile()).getByRole('switch', { name: 'Dark mode' });
    const name = within(profile()).getByLabelText('Display name');
    await user.click(darkMode);
    await user.type(name, ' Lovelace');
    expect(darkMode).toBeChecked();
    await user.click(darkMode);

    // The header's toggles save to the account, which updates `me`; the typed name stays.
    // (TanStack Query tells its observers on the next tick.)
    queryClient.setQueryData(meQueryKey, { ...me, isDarkMode: true, locale: 'de' });
    await waitFor(() => expect(darkMode).toBeChecked());
    expect(within(profile()).getByRole('combobox', { name: 'Language' })).toHaveValue('de');
    expect(name).toHaveValue('Ada Admin Lovelace');
  });
});

describe('account: change password', () => {
  const current = () => screen.getByLabelText('Current password');
  const next = () => screen.getByLabelText('New password');
  const change = () => screen.getByRole('button', { name: 'Change password' });

  it('puts each problem on its field and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await renderApp(<ChangePasswordSection />, { me });

    await user.click(change());
    // The check waits for the form's schema, which loads after the page shows (decision 288).
    await waitFor(() => expect(current()).toHaveAccessibleDescription('Required.'));
    expect(next()).toHaveAccessibleDescription('Required.');

    await user.type(next(), 'short');
    await user.click(change());
    await waitFor(() => expect(next()).toHaveAccessibleDescription('The password must have at least 8 characters.'));
    expect(api.requests).toEqual([]);
  });

  it('shows a wrong current password and a weak new one on their fields, without an alert', async () => {
    fakeApi({
      'POST /api/auth/change-password': [
        apiError(401, 'INVALID_CREDENTIALS'),
        apiError(400, 'PASSWORD_TOO_WEAK', { newPassword: 'PASSWORD_COMMON' }),
      ],
    });
    const { user } = await renderApp(<ChangePasswordSection />, { me });

    await user.type(current(), 'not-mine');
    await user.type(next(), 'password123');
    await user.click(change());
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
    expect(current()).toHaveAccessibleDescription('This is not your current password.');

    await user.click(change());
    expect(await screen.findByText(/one of the most common passwords/)).toBeInTheDocument();
    expect(current()).not.toHaveAccessibleDescription();
    expect(within(screen.getByRole('region', { name: 'Password' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends both passwords, confirms and empties the form', async () => {
    const api = fakeApi({ 'POST /api/auth/change-password': ok({}) });
    const { user } = await renderApp(<ChangePasswordSection />, { me });

    await user.type(current(), 'old secret');
    await user.type(next(), 'three unrelated words');
    await user.click(change());

    expect(await screen.findByText(/Your password has been changed\./)).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({ currentPassword: 'old secret', newPassword: 'three unrelated words' });
    expect(current()).toHaveValue('');
    expect(next()).toHaveValue('');
  });
});

describe('account: delete', () => {
  async function openDialog(account = me) {
    const view = await renderApp(<DeleteAccountSection me={account} />, {
      me: account,
      route: { path: '/account' },
    });
    await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
  }

  it('asks for the password, and says when it is wrong', async () => {
    const api = fakeApi({ 'POST /api/me/delete': apiError(401, 'INVALID_CREDENTIALS') });
    const { user, dialog } = await openDialog();
    const password = within(dialog).getByLabelText('Your password');

    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    // The check waits for the form's schema, which loads after the page shows (decision 288).
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Required\./));
    expect(api.requests).toEqual([]);

    await user.type(password, 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await within(dialog).findByText('This password is not correct.')).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({ password: 'not-the-password' });
  });

  it('confirms an account without a password by its email, trimmed', async () => {
    const api = fakeApi({ 'POST /api/me/delete': apiError(401, 'INVALID_CREDENTIALS') });
    const { user, dialog } = await openDialog(aMe({ hasPassword: false, email: 'sso@club.example' }));

    await user.type(within(dialog).getByLabelText('Your email address'), ' someone@else.example ');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    expect(await within(dialog).findByText('This is not the email address of your account.')).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({ confirmEmail: 'someone@else.example' });
  });
});
