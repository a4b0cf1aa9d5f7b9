import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import type { FieldErrorCode } from '@touchline/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { appConfig } from '../../../lib/app-config';
import { useSignIn } from '../api/sign-in';
import { useExternalSignIn } from '../api/sign-in-external';
import { AuthCard } from './auth-card';
import { isEmail } from './validation';

interface LoginErrors {
  email?: FieldErrorCode;
  password?: FieldErrorCode;
}

interface LoginPageProps {
  /** Where to go once signed in (already checked by safeRedirect). */
  redirectTo: string;
  /** The external sign-in came back without a session. */
  externalFailed?: boolean;
}

/** /login: email and password, or the configured external provider; then on to `redirectTo`. */
export function LoginPage({ redirectTo, externalFailed = false }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const { errorMessage, fieldMessage, serverFieldMessage } = useErrorMessages();
  const router = useRouter();
  const signIn = useSignIn();
  const externalSignIn = useExternalSignIn();
  const provider = appConfig.oidcLabel;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const next: LoginErrors = {
      email: !trimmed ? 'REQUIRED' : isEmail(trimmed) ? undefined : 'INVALID_FORMAT',
      password: password ? undefined : 'REQUIRED',
    };
    setErrors(next);
    if (next.email || next.password) return;
    signIn.mutate(
      { email: trimmed, password },
      { onSuccess: () => void router.navigate({ href: redirectTo, replace: true }) },
    );
  };

  const fieldError = (name: keyof LoginErrors) => {
    const code = errors[name];
    return code ? fieldMessage(code) : serverFieldMessage(signIn.error, name);
  };

  return (
    <Page title={t('login.title')}>
      <Text c="dimmed">{t('login.intro')}</Text>
      <AuthCard>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {externalFailed && provider && !signIn.isError && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {t('login.externalFailed', { provider })}
              </Alert>
            )}
            {externalSignIn.isError && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {errorMessage(externalSignIn.error)}
              </Alert>
            )}
            {signIn.isError && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {errorMessage(signIn.error)}
              </Alert>
            )}
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
              autoComplete="current-password"
              required
              withAsterisk={false}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fieldError('password')}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
              visibilityToggleFocusable
            />
            <Button type="submit" loading={signIn.isPending} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
        {provider && (
          <>
            <Divider my="md" label={t('login.or')} labelPosition="center" />
            <Button
              variant="default"
              fullWidth
              loading={externalSignIn.isPending}
              onClick={() => externalSignIn.mutate({ callbackURL: redirectTo })}
            >
              {t('login.external', { provider })}
            </Button>
          </>
        )}
      </AuthCard>
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor renderRoot={(props) => <Link to="/register" {...props} />}>{t('login.registerLink')}</Anchor>
      </Text>
    </Page>
  );
}
