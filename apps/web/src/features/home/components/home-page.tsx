import { Text } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { appConfig } from '../../../lib/app-config';
import { useMe } from '../../../lib/auth/get-me';
import { SignInPromptCard } from './sign-in-prompt-card';

// The home page is the initial route (160 KB budget, decision 203): the
// signed-in cards and their queries are a lazy chunk.
const SignedInHome = lazy(() => import('./signed-in-home'));

/**
 * The start page: a welcome; for signed-out visitors a prompt to log in or register, else the cards.
 * `signedInExtra`: what the route composes in for signed-in users (an official's games to record, decision 454).
 */
export function HomePage({ signedInExtra }: { signedInExtra?: ReactNode } = {}) {
  const { t } = useTranslation('home');
  const me = useMe();

  return (
    <Page title={t('title')} heading={t('welcome.title', { appName: appConfig.appName })} withBack={false} size="md">
      <Text size="lg">{t('welcome.text')}</Text>
      {me ? (
        <Suspense fallback={null}>
          {signedInExtra}
          <SignedInHome me={me} />
        </Suspense>
      ) : (
        <SignInPromptCard />
      )}
    </Page>
  );
}
