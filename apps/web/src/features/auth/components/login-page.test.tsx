import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { LoginPage } from './login-page';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const logIn = () => screen.getByRole('button', { name: 'Log in' });

function renderLogin() {
  return renderApp(<LoginPage redirectTo="/players" />, { route: { path: '/login' } });
}

describe('login page', () => {
  it('puts each problem on its own field and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await renderLogin();

    await user.click(logIn());
    expect(email()).toHaveAccessibleDescription('Required.');
    expect(password()).toHaveAccessibleDescription('Required.');

    await user.type(email(), 'coach@club');
    await user.type(password(), 'secret');
    await user.click(logIn());
    expect(email()).toHaveAccessibleDescription('After the @ comes a domain with a dot, as in name@example.com.');
    expect(password()).not.toHaveAccessibleDescription();
    expect(api.requests).toEqual([]);
  });

  it('sends the trimmed address and the password as typed, then goes where it was asked to', async () => {
    const api = fakeApi({ 'POST /api/auth/sign-in/email': ok({}), 'GET /api/session': ok({ user: aMe() }) });
    const { user } = await renderLogin();

    await user.type(email(), '  coach@club.example ');
    await user.type(password(), ' secret ');
    await user.click(logIn());

    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/players');
    expect(api.requests[0]).toEqual({
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: { email: 'coach@club.example', password: ' secret ' },
    });
  });

  it("shows the server's refusal in the user's words and stays", async () => {
    fakeApi({ 'POST /api/auth/sign-in/email': apiError(401, 'INVALID_CREDENTIALS') });
    const { user } = await renderLogin();

    await user.type(email(), 'coach@club.example');
    await user.type(password(), 'wrong');
    await user.click(logIn());

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(screen.queryByTestId('navigated-to')).not.toBeInTheDocument();
  });
});
