import { Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { DeleteAccount, Me } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { ErrorAlert, RequestError } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth/get-me';
import {
  deferredCodeResolver,
  setServerFieldErrors,
  useCodedForm,
  useDeferredSubmit,
} from '../../../lib/forms/use-coded-form';
import { useDeleteAccount } from '../api/delete-account';
import { AccountSection } from './account-form-section';

/** The danger zone: deleting one's own account (docs/product/privacy.md). */
export function DeleteAccountSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const [opened, setOpened] = useState(false);
  return (
    <AccountSection id="account-danger" title={t('delete.zone')} danger>
      <Text>{t('delete.text')}</Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setOpened(true)}>
          {t('delete.open')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('delete.modalTitle')} centered size="lg">
        {opened && <DeleteAccountForm me={me} onCancel={() => setOpened(false)} />}
      </Modal>
    </AccountSection>
  );
}

/** Core's deleteAccountSchema, with zod, after the page shows (decision 288). */
const confirmationSchema = deferredCodeResolver(() =>
  import('./account-schemas').then((module) => module.deleteAccountSchema),
);

/** What is sent: the password as typed, the email without the spaces around it. */
const confirmation = ({ password, confirmEmail }: DeleteAccount): DeleteAccount =>
  password === undefined ? { confirmEmail: confirmEmail?.trim() } : { password };

/**
 * The confirmation (lib/forms, decision 262): core's deleteAccountSchema over
 * the password, or for accounts that only sign in through the external
 * provider, their email typed again.
 */
function DeleteAccountForm({ me, onCancel }: { me: Me; onCancel: () => void }) {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const field = me.hasPassword ? 'password' : 'confirmEmail';
  const form = useCodedForm<DeleteAccount>({
    initialValues: { [field]: '' },
    validate: (values) => confirmationSchema.validate(confirmation(values)),
    transformValues: confirmation,
    // A refused confirmation is kept as INVALID_VALUE on its field (see submit).
    message: (_field, code) =>
      code === 'INVALID_VALUE' ? t(me.hasPassword ? 'delete.wrongPassword' : 'delete.wrongEmail') : undefined,
  });

  const remove = form.onSubmit(async (values) => {
    try {
      await deleteAccount.mutateAsync(values);
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') form.setFieldError(field, 'INVALID_VALUE');
      else setServerFieldErrors(form, error);
      return;
    }
    // Leave the guarded page first, then forget the session: the guards of
    // /account would otherwise send us to the login page.
    const deleted = i18n.getFixedT(null, 'account')('delete.deleted');
    await navigate({ to: '/', replace: true });
    clearSession(queryClient);
    notifications.show({ color: 'pitch', message: deleted, autoClose: 8000 });
  });
  const { formProps, checking } = useDeferredSubmit(confirmationSchema, remove);

  const error = deleteAccount.error;
  // Refusals about the confirmation are shown on its field; any other as an alert.
  const aboutTheField = isApiError(error) && (error.code === 'INVALID_CREDENTIALS' || field in error.fields);
  const inputProps = { ...form.getInputProps(field), required: true, withAsterisk: false, 'data-autofocus': true };

  return (
    <form {...formProps} noValidate>
      <Stack>
        <ErrorAlert live={false}>{t('delete.final')}</ErrorAlert>
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
        {error && !aboutTheField && <RequestError error={error} />}
        <DialogActions cancelLabel={t('delete.cancel')} onCancel={onCancel} pending={deleteAccount.isPending}>
          <Button type="submit" color="red" loading={deleteAccount.isPending || checking}>
            {t('delete.confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
