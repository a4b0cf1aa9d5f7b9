import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { RegisterPage } from './register-page';

const displayName = () => screen.getByLabelText('Display name');
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const terms = () => screen.getByRole('checkbox', { name: /terms of use/i });
const createAccount = () => screen.getByRole('button', { name: 'Create account' });

function renderRegister() {
  return renderApp(<RegisterPage />, { route: { path: '/register' } });
}

async function fillIn(user: Awaited<ReturnType<typeof renderRegister>>['user']) {
  await user.type(displayName(), ' Cleo Coach ');
  await user.type(email(), 'cleo@club.example ');
  await user.type(password(), 'long enough words');
  await user.click(terms());
}

describe('register page', () => {
  it('puts each problem on its own field, in the texts of the API, and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await renderRegister();

    await user.type(displayName(), '   ');
    await user.type(email(), 'cleo');
    await user.type(password(), 'short');
    await user.click(createAccount());

    expect(displayName()).toHaveAccessibleDescription('Required.');
    expect(email()).toHaveAccessibleDescription('The address needs an @, as in name@example.com.');
    expect(password()).toHaveAccessibleDescription(
      // Mantine names the error before the hint.
      'The password must have at least 8 characters. At least 8 characters.',
    );
    expect(screen.getByText('Please accept the terms of use and the privacy policy to register.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);

    // Typing clears that field's problem, not the others'.
    await user.type(email(), '@club.example');
    expect(email()).not.toHaveAccessibleDescription();
    expect(displayName()).toHaveAccessibleDescription('Required.');
  });

  it('says what is wrong with an email address, in each case and in German', async () => {
    fakeApi();
    const { user } = await renderRegister();
    const cases: [string, string][] = [
      ['cleo club@example.com', 'An email address has no spaces.'],
      ['@club.example', 'Something goes before the @, as in name@example.com.'],
      ['cleo@club', 'After the @ comes a domain with a dot, as in name@example.com.'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(email());
      await user.type(email(), typed);
      await user.click(createAccount());
      expect(email(), typed).toHaveAccessibleDescription(message);
    }
    await act(async () => {
      await i18n.changeLanguage('de');
      await loadNamespaces('auth', 'errors');
    });
    try {
      expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription(
        'Nach dem @ folgt eine Domain mit Punkt, wie in name@beispiel.de.',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('registers with the trimmed name and address, stores the language and theme, and goes home', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-up/email': ok({}),
      'PATCH /api/me': ok(aMe({ displayName: 'Cleo Coach' })),
    });
    const { user } = await renderRegister();

    await fillIn(user);
    await user.click(createAccount());

    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/');
    expect(api.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/auth/sign-up/email',
        body: { name: 'Cleo Coach', email: 'cleo@club.example', password: 'long enough words', acceptTerms: true },
      },
      { method: 'PATCH', path: '/api/me', body: { locale: 'en', isDarkMode: false } },
    ]);
  });

  it("shows the server's refusal and puts its field code on the password", async () => {
    fakeApi({
      'POST /api/auth/sign-up/email': apiError(400, 'PASSWORD_TOO_WEAK', { password: 'PASSWORD_COMMON' }),
    });
    const { user } = await renderRegister();

    await fillIn(user);
    await user.click(createAccount());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too easy to guess. Please choose a stronger one.',
    );
    expect(password()).toHaveAccessibleDescription(
      'This is one of the most common passwords. Choose something less obvious. At least 8 characters.',
    );
    expect(screen.queryByTestId('navigated-to')).not.toBeInTheDocument();
  });

  it('says so when the address already has an account', async () => {
    fakeApi({ 'POST /api/auth/sign-up/email': apiError(422, 'EMAIL_TAKEN') });
    const { user } = await renderRegister();

    await fillIn(user);
    await user.click(createAccount());

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email address already exists.');
  });
});
