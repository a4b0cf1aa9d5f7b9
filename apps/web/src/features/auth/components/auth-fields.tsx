import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { PasswordField } from '../../../components/account-fields';
import { Page } from '../../../components/page';
import type { StandardSchema } from '../../../lib/forms/field-code-schema';
import { useNewPasswordMessage } from '../../../lib/forms/password-messages';
import {
  codeResolver,
  setServerFieldErrors,
  useCodedForm,
  type DeferredFormProps,
} from '../../../lib/forms/use-coded-form';
import { AuthCard } from './auth-card';

/** What the login and register forms share: an email address and a password. */
export interface AuthValues {
  email: string;
  password: string;
}

/** The values as sent: spaces around the address (and a display name) are not part of it; a password's are. */
function trimmed<Values extends AuthValues>(values: Values): Values {
  const name = 'name' in values && typeof values.name === 'string' ? { name: values.name.trim() } : {};
  return { ...values, ...name, email: values.email.trim() };
}

/**
 * What is wrong with an address the schema refused, as a key of
 * auth.json `fields.emailProblem` ("Invalid format." did
 * not say what to fix).
 */
export function emailProblem(address: string): 'spaces' | 'missingAt' | 'missingName' | 'missingDomain' | 'other' {
  const value = address.trim();
  if (/\s/.test(value)) return 'spaces';
  const at = value.indexOf('@');
  if (at < 0) return 'missingAt';
  if (at === 0) return 'missingName';
  const domain = value.slice(at + 1);
  if (!/^[^@]+\.[^@.]{2,}$/.test(domain)) return 'missingDomain';
  return 'other';
}

/**
 * The login or register form's state (lib/forms, decision 262): core's auth
 * schema (signInSchema, signUpSchema) over the trimmed values, checked on
 * submit; `onSubmit` receives the values trimmed. A new password's length
 * codes read as the API's sentences, a missing terms acceptance as the
 * register page's.
 */
export function useAuthForm<Values extends AuthValues>(
  schema: StandardSchema,
  initialValues: Values,
  { newPassword = false }: { newPassword?: boolean } = {},
) {
  const { t } = useTranslation('auth');
  const passwordMessage = useNewPasswordMessage();
  const resolve = codeResolver(schema);
  // The email message names the problem of what is typed; messages render after the form exists.
  const current: { form?: UseFormReturnType<Values> } = {};
  const form = useCodedForm<Values>({
    initialValues,
    validate: (values) => resolve(trimmed(values)),
    transformValues: trimmed,
    message: (field, code) => {
      if (field === 'acceptTerms') return t('register.termsRequired');
      if (field === 'email' && code === 'INVALID_FORMAT') {
        return t(`fields.emailProblem.${emailProblem(current.form?.getValues().email ?? '')}`);
      }
      return field === 'password' && newPassword ? passwordMessage(code) : undefined;
    },
  });
  current.form = form;
  return form;
}

interface AuthFieldsProps<Values extends AuthValues> {
  form: UseFormReturnType<Values>;
  /** Register: the browser may suggest a new password, and the length rule is shown below the label. */
  newPassword?: boolean;
}

/** The email and password inputs of the login and register forms: same labels, autocomplete and visibility toggle. */
export function AuthFields<Values extends AuthValues>({ form, newPassword = false }: AuthFieldsProps<Values>) {
  const { t } = useTranslation('auth');
  // Any form with these two fields; getInputProps' path type only knows a concrete form's paths.
  const { getInputProps } = form as unknown as UseFormReturnType<AuthValues>;
  return (
    <>
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        withAsterisk={false}
        {...getInputProps('email')}
      />
      <PasswordField
        kind={newPassword ? 'new' : 'current'}
        label={t('fields.password')}
        description={newPassword ? t('register.passwordHint') : undefined}
        {...getInputProps('password')}
        visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
        visibilityToggleFocusable
      />
    </>
  );
}

/**
 * The mutation callbacks of an auth form: on success go on (`next`), on a
 * refusal put its field codes on the inputs (the alert shows the code).
 */
export function authOutcome<Values>(form: UseFormReturnType<Values>, next: () => unknown) {
  return {
    onSuccess: () => void next(),
    onError: (error: unknown) => void setServerFieldErrors(form, error),
  };
}

/** Each page's texts (`auth:<page>.*`) and the way to the other page. */
const PAGES = {
  login: { other: '/register', question: 'login.noAccount', link: 'login.registerLink' },
  register: { other: '/login', question: 'register.haveAccount', link: 'register.loginLink' },
} as const;

interface AuthPageProps {
  page: keyof typeof PAGES;
  /** The form's submit handler (`form.onSubmit(…)`). */
  onSubmit: DeferredFormProps['onSubmit'];
  /** The form's request: its pending state on the button, its refusal above the fields. */
  request: { isPending: boolean; error: unknown };
  /** Alerts shown before that refusal (e.g. a failed external sign-in). */
  notices?: ReactNode;
  /** The inputs. */
  children: ReactNode;
  /** Inside the card, below the form (the external sign-in). */
  footer?: ReactNode;
}

/** /login and /register: title, intro, the form in its card (alerts, inputs, submit), and the way to the other page. */
export function AuthPage({ page, onSubmit, request, notices, children, footer }: AuthPageProps) {
  const { t } = useTranslation('auth');
  const { other, question, link } = PAGES[page];
  return (
    <Page title={t(`${page}.title`)}>
      <Text c="dimmed">{t(`${page}.intro`)}</Text>
      <AuthCard>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {notices}
            {request.error != null && <RequestError error={request.error} />}
            {children}
            <Button type="submit" loading={request.isPending} fullWidth>
              {t(`${page}.submit`)}
            </Button>
          </Stack>
        </form>
        {footer}
      </AuthCard>
      <Text size="sm" ta="center">
        {t(question)} {/* Underlined: a link inside a sentence must not be told apart by colour alone (WCAG 1.4.1). */}
        <Anchor underline="always" renderRoot={(props) => <Link to={other} {...props} />}>
          {t(link)}
        </Anchor>
      </Text>
    </Page>
  );
}
