import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  TextInput,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isSupportedLocale, type Locale, type Me } from '@touchline/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { useMe } from '../../../lib/auth/get-me';
import { useUpdateMe } from '../api/update-me';
import { applyLocale, currentLocale } from '../../../lib/i18n';
import { LANGUAGE_NAMES, LOCALES } from '../../../lib/locale';
import { AvatarSection } from './avatar-section';
import { ChangePasswordSection } from './change-password-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';

/** /account (login required): picture, profile and preferences, password, data export, deletion. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const me = useMe();
  return (
    <Page title={t('title')}>
      {me && (
        <>
          <AvatarSection me={me} />
          <AccountForm key={me.id} me={me} />
          {me.hasPassword && <ChangePasswordSection />}
          <DataExportSection />
          <DeleteAccountSection me={me} />
        </>
      )}
    </Page>
  );
}

function AccountForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('account');
  const { fieldMessage, serverFieldMessage } = useErrorMessages();
  const { setColorScheme } = useMantineColorScheme();
  const updateMe = useUpdateMe();
  const [displayName, setDisplayName] = useState(me.displayName);
  const [isDarkMode, setIsDarkMode] = useState(me.isDarkMode);
  const [locale, setLocale] = useState<Locale>(me.locale ?? currentLocale());
  const [nameMissing, setNameMissing] = useState(false);

  // The header's theme toggle and language menu save to the account too: follow them.
  const [shown, setShown] = useState({ isDarkMode: me.isDarkMode, locale: me.locale });
  if (shown.isDarkMode !== me.isDarkMode || shown.locale !== me.locale) {
    setShown({ isDarkMode: me.isDarkMode, locale: me.locale });
    setIsDarkMode(me.isDarkMode);
    if (me.locale) setLocale(me.locale);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = displayName.trim();
    setNameMissing(!name);
    if (!name) return;
    updateMe.mutate(
      { displayName: name, isDarkMode, locale },
      {
        onSuccess: async (saved) => {
          setColorScheme(saved.isDarkMode ? 'dark' : 'light');
          if (saved.locale) await applyLocale(saved.locale);
          // In the language just saved, not the one this form rendered in.
          notifications.show({ color: 'teal', message: i18n.getFixedT(null, 'account')('saved') });
        },
        onError: () => notifications.show({ color: 'red', message: t('saveFailed') }),
      },
    );
  };

  return (
    <Paper withBorder p={{ base: 'md', md: 'lg' }} component="section" aria-labelledby="account-profile">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} fz="h3" id="account-profile">
            {t('profile')}
          </Title>
          <TextInput
            label={t('fields.displayName')}
            autoComplete="nickname"
            required
            withAsterisk={false}
            maxLength={100}
            value={displayName}
            onChange={(event) => setDisplayName(event.currentTarget.value)}
            error={nameMissing ? fieldMessage('REQUIRED') : serverFieldMessage(updateMe.error, 'displayName')}
          />
          <TextInput
            label={t('fields.email')}
            description={t('fields.emailHint')}
            value={me.email}
            readOnly
            variant="filled"
          />
          <Switch
            label={t('fields.darkMode')}
            checked={isDarkMode}
            onChange={(event) => setIsDarkMode(event.currentTarget.checked)}
          />
          <NativeSelect
            label={t('fields.language')}
            value={locale}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isSupportedLocale(value)) setLocale(value);
            }}
            data={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={updateMe.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
