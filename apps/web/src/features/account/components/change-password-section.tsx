import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { MIN_PASSWORD_LENGTH } from '@touchline/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { isApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

/** Changing one's password (accounts that have one; provider-only accounts sign in at the provider). */
export function ChangePasswordSection() {
  const { t } = useTranslation(['account', 'errors']);
  const { errorMessage, fieldMessage, serverFieldMessage } = useErrorMessages();
  const changePassword = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [checked, setChecked] = useState(false);

  const missingCurrent = checked && !currentPassword;
  const newProblem = !checked
    ? null
    : !newPassword
      ? fieldMessage('REQUIRED')
      : newPassword.length < MIN_PASSWORD_LENGTH
        ? t('errors:codes.PASSWORD_TOO_SHORT')
        : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!currentPassword || newPassword.length < MIN_PASSWORD_LENGTH || changePassword.isPending) return;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setChecked(false);
          notifications.show({ color: 'teal', message: t('password.changed') });
        },
      },
    );
  };

  const error = changePassword.error;
  const wrongCurrent = isApiError(error) && error.code === 'INVALID_CREDENTIALS';
  const newFieldError = serverFieldMessage(error, 'newPassword');
  const generalError = error && !wrongCurrent && !newFieldError ? errorMessage(error) : null;
  const clearError = () => {
    if (changePassword.isError) changePassword.reset();
  };

  return (
    <Paper withBorder p={{ base: 'md', md: 'lg' }} component="section" aria-labelledby="account-password">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} fz="h3" id="account-password">
            {t('password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('password.hint')}
          </Text>
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={currentPassword}
            onChange={(event) => {
              setCurrentPassword(event.currentTarget.value);
              clearError();
            }}
            error={missingCurrent ? fieldMessage('REQUIRED') : wrongCurrent ? t('password.wrongCurrent') : undefined}
          />
          <PasswordInput
            label={t('password.new')}
            autoComplete="new-password"
            required
            withAsterisk={false}
            maxLength={128}
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.currentTarget.value);
              clearError();
            }}
            error={newProblem ?? newFieldError}
          />
          {generalError && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {generalError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={changePassword.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
