import { NativeSelect, Switch, TextInput, useMantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isSupportedLocale, type Locale, type Me } from '@touchline/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayNameInput } from '../../../components/account-fields';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/auth/get-me';
import {
  deferredCodeResolver,
  setServerFieldErrors,
  useCodedForm,
  useDeferredSubmit,
} from '../../../lib/forms/use-coded-form';
import { useUpdateMe } from '../api/update-me';
import { applyLocale, currentLocale } from '../../../lib/i18n';
import { LANGUAGE_NAMES, LOCALES } from '../../../lib/locale';
import { AccountFormSection } from './account-form-section';
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

interface ProfileValues {
  displayName: string;
  isDarkMode: boolean;
  locale: Locale;
}

/** Core's updateMeSchema, with zod, after the page shows (decision 288). */
const profileSchema = deferredCodeResolver(() => import('./account-schemas').then((module) => module.updateMeSchema));
/** What is saved: the display name without the spaces around it. */
const trimmed = (values: ProfileValues): ProfileValues => ({ ...values, displayName: values.displayName.trim() });

/** Profile and preferences (lib/forms, decision 262): core's updateMeSchema over the trimmed values. */
function AccountForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('account');
  const { setColorScheme } = useMantineColorScheme();
  const updateMe = useUpdateMe();
  const form = useCodedForm<ProfileValues>({
    initialValues: { displayName: me.displayName, isDarkMode: me.isDarkMode, locale: me.locale ?? currentLocale() },
    validate: (values) => profileSchema.validate(trimmed(values)),
    transformValues: trimmed,
  });

  // The header's theme toggle and language menu save to the account too: follow them.
  // (setValues is stable: it changes only with onValuesChange, which this form does not use.)
  const { setValues } = form;
  useEffect(() => {
    setValues({ isDarkMode: me.isDarkMode, ...(me.locale ? { locale: me.locale } : {}) });
  }, [me.isDarkMode, me.locale, setValues]);

  const save = form.onSubmit((values) =>
    updateMe.mutate(values, {
      onSuccess: async (saved) => {
        setColorScheme(saved.isDarkMode ? 'dark' : 'light');
        if (saved.locale) await applyLocale(saved.locale);
        // In the language just saved, not the one this form rendered in.
        notifications.show({ color: 'pitch', message: i18n.getFixedT(null, 'account')('saved') });
      },
      onError: (error) => {
        setServerFieldErrors(form, error);
        notifications.show({ color: 'red', message: t('saveFailed') });
      },
    }),
  );
  const { formProps, checking } = useDeferredSubmit(profileSchema, save);

  return (
    <AccountFormSection
      id="account-profile"
      title={t('profile')}
      formProps={formProps}
      submitLabel={t('save')}
      pending={updateMe.isPending || checking}
    >
      <DisplayNameInput label={t('fields.displayName')} {...form.getInputProps('displayName')} />
      <TextInput
        label={t('fields.email')}
        description={t('fields.emailHint')}
        value={me.email}
        readOnly
        variant="filled"
      />
      <Switch label={t('fields.darkMode')} {...form.getInputProps('isDarkMode', { type: 'checkbox' })} />
      <NativeSelect
        label={t('fields.language')}
        {...form.getInputProps('locale')}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSupportedLocale(value)) form.setFieldValue('locale', value);
        }}
        data={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      />
    </AccountFormSection>
  );
}
