import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_PASSWORD_LENGTH, type ChangePassword } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { PasswordField } from '../../../components/account-fields';
import { isApiError } from '../../../lib/api-client';
import { useNewPasswordMessage } from '../../../lib/forms/password-messages';
import {
  deferredCodeResolver,
  setServerFieldErrors,
  useCodedForm,
  useDeferredSubmit,
} from '../../../lib/forms/use-coded-form';
import { useChangePassword } from '../api/change-password';
import { AccountFormSection } from './account-form-section';

/** Core's changePasswordSchema, with zod, after the page shows (decision 288). */
const passwordSchema = deferredCodeResolver(() =>
  import('./account-schemas').then((module) => module.changePasswordSchema),
);

/**
 * Changing one's password (accounts that have one; provider-only accounts
 * sign in at the provider). Core's changePasswordSchema checks the form
 * (lib/forms, decision 262); the server checks the current password and the
 * new one's strength, whose reasons land on the new password.
 */
export function ChangePasswordSection() {
  const { t } = useTranslation('account');
  const newPasswordMessage = useNewPasswordMessage();
  const changePassword = useChangePassword();
  const form = useCodedForm<ChangePassword>({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: (values) => passwordSchema.validate(values),
    message: (field, code) => {
      if (field === 'newPassword') return newPasswordMessage(code);
      // A refused current password is kept as INVALID_VALUE on its field (see onError).
      return field === 'currentPassword' && code === 'INVALID_VALUE' ? t('password.wrongCurrent') : undefined;
    },
  });

  const change = form.onSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'pitch', message: t('password.changed') });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'INVALID_CREDENTIALS')
          form.setFieldError('currentPassword', 'INVALID_VALUE');
        else setServerFieldErrors(form, error);
      },
    }),
  );
  const { formProps, checking } = useDeferredSubmit(passwordSchema, change);

  const error = changePassword.error;
  // Refusals about a field are shown on it; any other as an alert.
  const aboutAField =
    isApiError(error) && (error.code === 'INVALID_CREDENTIALS' || Object.keys(error.fields).length > 0);

  return (
    <AccountFormSection
      id="account-password"
      title={t('password.title')}
      formProps={formProps}
      submitLabel={t('password.submit')}
      pending={changePassword.isPending || checking}
    >
      <Text size="sm" c="dimmed">
        {t('password.hint')}
      </Text>
      <PasswordField kind="current" label={t('password.current')} {...form.getInputProps('currentPassword')} />
      <PasswordField
        kind="new"
        label={t('password.new')}
        maxLength={MAX_PASSWORD_LENGTH}
        {...form.getInputProps('newPassword')}
      />
      {error && !aboutAField && <RequestError error={error} />}
    </AccountFormSection>
  );
}
