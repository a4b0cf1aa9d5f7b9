import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/auth/get-me';
import { useSignOut } from '../api/sign-out';

/** /logout: a confirmation, then the outcome (messages: docs/product/languages-and-messages.md). */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const me = useMe();
  const signOut = useSignOut();

  return (
    <Page title={t('logout.title')}>
      {signOut.isSuccess ? (
        <>
          <Alert color="pitch" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('logout.success')}
          </Alert>
          <Anchor renderRoot={(props) => <Link to="/login" {...props} />}>{t('logout.loginAgain')}</Anchor>
        </>
      ) : me ? (
        <>
          {signOut.isError && <ErrorAlert>{t('logout.failure')}</ErrorAlert>}
          <Text>{t('logout.question')}</Text>
          <Group>
            <Button color="red" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              {t('logout.confirm')}
            </Button>
          </Group>
        </>
      ) : (
        <Text>{t('logout.notSignedIn')}</Text>
      )}
    </Page>
  );
}
