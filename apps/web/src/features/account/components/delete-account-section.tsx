import { Alert, Button, Group, List, Modal, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Me } from '@touchline/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { isApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth/get-me';
import { useDeleteAccount } from '../api/delete-account';

/** The danger zone: deleting one's own account (docs/product/privacy.md). */
export function DeleteAccountSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const [opened, setOpened] = useState(false);
  return (
    <Paper
      withBorder
      p={{ base: 'md', md: 'lg' }}
      component="section"
      aria-labelledby="account-danger"
      style={{ borderColor: 'var(--mantine-color-red-filled)' }}
    >
      <Stack>
        <Title order={2} fz="h3" id="account-danger" c="red">
          {t('delete.zone')}
        </Title>
        <Text>{t('delete.text')}</Text>
        <Group>
          <Button color="red" variant="light" onClick={() => setOpened(true)}>
            {t('delete.open')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('delete.modalTitle')} centered size="lg">
        {opened && <DeleteAccountForm me={me} onCancel={() => setOpened(false)} />}
      </Modal>
    </Paper>
  );
}

function DeleteAccountForm({ me, onCancel }: { me: Me; onCancel: () => void }) {
  const { t, i18n } = useTranslation('account');
  const { errorMessage, fieldMessage, serverFieldMessage } = useErrorMessages();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  // Accounts that only sign in through the external provider confirm with their email.
  const field = me.hasPassword ? 'password' : 'confirmEmail';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = me.hasPassword ? value : value.trim();
    setMissing(!typed);
    if (!typed || deleteAccount.isPending) return;
    try {
      await deleteAccount.mutateAsync(me.hasPassword ? { password: typed } : { confirmEmail: typed });
    } catch {
      return; // Shown below from deleteAccount.error.
    }
    // Leave the guarded page first, then forget the session: the guards of
    // /account would otherwise send us to the login page.
    const deleted = i18n.getFixedT(null, 'account')('delete.deleted');
    await navigate({ to: '/', replace: true });
    clearSession(queryClient);
    notifications.show({ color: 'teal', message: deleted, autoClose: 8000 });
  };

  const error = deleteAccount.error;
  const wrong = isApiError(error) && error.code === 'INVALID_CREDENTIALS';
  const fieldError = missing
    ? fieldMessage('REQUIRED')
    : wrong
      ? t(me.hasPassword ? 'delete.wrongPassword' : 'delete.wrongEmail')
      : error
        ? serverFieldMessage(error, field)
        : undefined;
  const generalError = error && !wrong && !serverFieldMessage(error, field) ? errorMessage(error) : null;

  const inputProps = {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.currentTarget.value);
      setMissing(false);
      if (deleteAccount.isError) deleteAccount.reset();
    },
    error: fieldError,
    required: true,
    withAsterisk: false,
    'data-autofocus': true,
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('delete.final')}
        </Alert>
        <List spacing={4}>
          <List.Item>{t('delete.effects.personal')}</List.Item>
          <List.Item>{t('delete.effects.sessions')}</List.Item>
          <List.Item>{t('delete.effects.ratings')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('delete.exportFirst')}
        </Text>
        {me.hasPassword ? (
          <PasswordInput
            label={t('delete.password')}
            description={t('delete.passwordHint')}
            autoComplete="current-password"
            {...inputProps}
          />
        ) : (
          <TextInput
            type="email"
            label={t('delete.email')}
            description={t('delete.emailHint', { email: me.email })}
            autoComplete="off"
            {...inputProps}
          />
        )}
        {generalError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {generalError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={deleteAccount.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button type="submit" color="red" loading={deleteAccount.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
