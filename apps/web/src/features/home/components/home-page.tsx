import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { appConfig } from '../../../lib/app-config';
import { useMe } from '../../../lib/auth/get-me';
import { SignInPromptCard } from './sign-in-prompt-card';

/** The start page: a welcome, and for signed-out visitors a prompt to log in or register. */
export function HomePage() {
  const { t } = useTranslation('home');
  const me = useMe();

  return (
    <Page title={t('title')} heading={t('welcome.title', { appName: appConfig.appName })} withBack={false} size="md">
      <Text size="lg">{t('welcome.text')}</Text>
      {me ? <Text>{t('welcome.signedIn', { name: me.displayName })}</Text> : <SignInPromptCard />}
    </Page>
  );
}
