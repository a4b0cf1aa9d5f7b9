import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/app-config';

export function SignInPromptCard() {
  const { t } = useTranslation('home');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sign-in-prompt-title">
      <Title order={2} size="h3" id="sign-in-prompt-title">
        {t('prompt.title', { appName: appConfig.appName })}
      </Title>
      <Text mt="xs" c="dimmed">
        {t('prompt.text')}
      </Text>
      <Group mt="md">
        <Button renderRoot={(props) => <Link to="/login" {...props} />}>{t('prompt.login')}</Button>
        <Button variant="default" renderRoot={(props) => <Link to="/register" {...props} />}>
          {t('prompt.register')}
        </Button>
      </Group>
    </Card>
  );
}
