import { Button, Divider } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { signInSchema, type SignIn } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, RequestError } from '../../../components/error-alert';
import { appConfig } from '../../../lib/app-config';
import { useSignIn } from '../api/sign-in';
import { useExternalSignIn } from '../api/sign-in-external';
import { AuthFields, AuthPage, authOutcome, useAuthForm } from './auth-fields';

interface LoginPageProps {
  /** Where to go once signed in (already checked by safeRedirect). */
  redirectTo: string;
  /** The external sign-in came back without a session. */
  externalFailed?: boolean;
}

/** /login: email and password, or the configured external provider; then on to `redirectTo`. */
export function LoginPage({ redirectTo, externalFailed = false }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const signIn = useSignIn();
  const externalSignIn = useExternalSignIn();
  const provider = appConfig.oidcLabel;
  const form = useAuthForm<SignIn>(signInSchema, { email: '', password: '' });

  const submit = form.onSubmit((values) =>
    signIn.mutate(
      values,
      authOutcome(form, () => router.navigate({ href: redirectTo, replace: true })),
    ),
  );

  return (
    <AuthPage
      page="login"
      onSubmit={submit}
      request={signIn}
      notices={
        <>
          {externalFailed && provider && !signIn.isError && (
            <ErrorAlert>{t('login.externalFailed', { provider })}</ErrorAlert>
          )}
          {externalSignIn.isError && <RequestError error={externalSignIn.error} />}
        </>
      }
      footer={
        provider && (
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
        )
      }
    >
      <AuthFields form={form} />
    </AuthPage>
  );
}
