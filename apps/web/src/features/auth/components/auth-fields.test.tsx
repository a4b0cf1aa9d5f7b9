import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

// The email and password inputs come from one component (AuthFields) on both pages.
describe.each([
  {
    page: 'login',
    render: () => renderApp(<LoginPage redirectTo="/" />, { route: { path: '/login' } }),
    autocomplete: 'current-password',
    hint: null,
  },
  {
    page: 'register',
    render: () => renderApp(<RegisterPage />, { route: { path: '/register' } }),
    autocomplete: 'new-password',
    hint: 'At least 8 characters.',
  },
])('the $page page’s auth fields', ({ render, autocomplete, hint }) => {
  it('label the email and password alike, with the autocomplete the browser needs', async () => {
    await render();

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', autocomplete);
    if (hint) expect(password).toHaveAccessibleDescription(hint);
    else expect(password).not.toHaveAccessibleDescription();
  });

  it('show and hide the password with a named toggle', async () => {
    const { user } = await render();

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
