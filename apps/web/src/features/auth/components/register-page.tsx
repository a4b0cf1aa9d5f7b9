import { Anchor, Checkbox, Group, useComputedColorScheme } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { signUpSchema } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { DisplayNameInput } from '../../../components/account-fields';
import { currentLocale } from '../../../lib/i18n';
import { useSignUp, type SignUpInput } from '../api/sign-up';
import { AuthFields, AuthPage, authOutcome, useAuthForm } from './auth-fields';

/** /register: display name, email, password, terms; lands signed in on the home page. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const signUp = useSignUp();
  const isDark = useComputedColorScheme('light') === 'dark';
  const form = useAuthForm<SignUpInput>(
    signUpSchema,
    { name: '', email: '', password: '', acceptTerms: false },
    { newPassword: true },
  );

  const submit = form.onSubmit((input) =>
    signUp.mutate(
      // The language and theme chosen before registering go with the new account.
      { input, preferences: { locale: currentLocale(), isDarkMode: isDark } },
      authOutcome(form, () => router.navigate({ to: '/', replace: true })),
    ),
  );

  return (
    <AuthPage page="register" onSubmit={submit} request={signUp}>
      <DisplayNameInput label={t('fields.displayName')} {...form.getInputProps('name')} />
      <AuthFields form={form} newPassword />
      <Checkbox
        label={t('register.acceptTerms')}
        {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        description={
          // New tabs keep this form filled in.
          <Group gap="xs" component="span">
            <Anchor href="/agb" target="_blank" rel="noopener" size="xs">
              {t('register.termsLink')}
            </Anchor>
            <Anchor href="/policy" target="_blank" rel="noopener" size="xs">
              {t('register.policyLink')}
            </Anchor>
          </Group>
        }
      />
    </AuthPage>
  );
}
