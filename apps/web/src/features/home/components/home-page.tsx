import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { appConfig } from '../../../lib/app-config';
import { useMe } from '../../../lib/auth/get-me';
import { SignInPromptCard } from './sign-in-prompt-card';

// The home page is the initial route (160 KB budget, decision 203): the
// signed-in cards and their queries are a lazy chunk.
const SignedInHome = lazy(() => import('./signed-in-home'));

/** The start page: a welcome; for signed-out visitors a prompt to log in or register, else the cards. */
export function HomePage() {
  const { t } = useTranslation('home');
  const me = useMe();

  return (
    <Page title={t('title')} heading={t('welcome.title', { appName: appConfig.appName })} withBack={false} size="md">
      <Text size="lg">{t('welcome.text')}</Text>
      {me ? (
        <Suspense fallback={null}>
          <SignedInHome me={me} />
        </Suspense>
      ) : (
        <SignInPromptCard />
      )}
    </Page>
  );
}
