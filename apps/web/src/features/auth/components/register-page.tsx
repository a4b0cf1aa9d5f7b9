import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  useComputedColorScheme,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { MIN_PASSWORD_LENGTH, type FieldErrorCode } from '@touchline/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { currentLocale } from '../../../lib/i18n';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from './auth-card';
import { isEmail } from './validation';

interface RegisterErrors {
  name?: FieldErrorCode;
  email?: FieldErrorCode;
  password?: FieldErrorCode | 'PASSWORD_TOO_SHORT';
  acceptTerms?: FieldErrorCode;
}

/** /register: display name, email, password; lands signed in on the home page. */
export function RegisterPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const { errorMessage, fieldMessage, serverFieldMessage } = useErrorMessages();
  const router = useRouter();
  const signUp = useSignUp();
  const isDark = useComputedColorScheme('light') === 'dark';
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<RegisterErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { name: name.trim(), email: email.trim(), password, acceptTerms };
    const next: RegisterErrors = {
      name: input.name ? undefined : 'REQUIRED',
      email: !input.email ? 'REQUIRED' : isEmail(input.email) ? undefined : 'INVALID_FORMAT',
      password: !password ? 'REQUIRED' : password.length < MIN_PASSWORD_LENGTH ? 'PASSWORD_TOO_SHORT' : undefined,
      acceptTerms: acceptTerms ? undefined : 'REQUIRED',
    };
    setErrors(next);
    if (next.name || next.email || next.password || next.acceptTerms) return;
    signUp.mutate(
      { input, preferences: { locale: currentLocale(), isDarkMode: isDark } },
      { onSuccess: () => void router.navigate({ to: '/', replace: true }) },
    );
  };

  const fieldError = (field: keyof RegisterErrors) => {
    const code = errors[field];
    if (code === 'PASSWORD_TOO_SHORT') return t('errors:codes.PASSWORD_TOO_SHORT');
    return code ? fieldMessage(code) : serverFieldMessage(signUp.error, field);
  };
  const termsError = errors.acceptTerms || serverFieldMessage(signUp.error, 'acceptTerms');

  return (
    <Page title={t('register.title')}>
      <Text c="dimmed">{t('register.intro')}</Text>
      <AuthCard>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {signUp.isError && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {errorMessage(signUp.error)}
              </Alert>
            )}
            <TextInput
              label={t('fields.displayName')}
              autoComplete="nickname"
              required
              withAsterisk={false}
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={fieldError('name')}
            />
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              withAsterisk={false}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldError('email')}
            />
            <PasswordInput
              label={t('fields.password')}
              description={t('register.passwordHint')}
              autoComplete="new-password"
              required
              withAsterisk={false}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fieldError('password')}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
              visibilityToggleFocusable
            />
            <Checkbox
              label={t('register.acceptTerms')}
              checked={acceptTerms}
              onChange={(event) => setAcceptTerms(event.currentTarget.checked)}
              error={termsError ? t('register.termsRequired') : undefined}
              description={
                // The legal pages come with a later issue; new tabs keep this form filled in.
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
            <Button type="submit" loading={signUp.isPending} fullWidth>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      </AuthCard>
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor renderRoot={(props) => <Link to="/login" {...props} />}>{t('register.loginLink')}</Anchor>
      </Text>
    </Page>
  );
}
