import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** One step back in history when there is one, otherwise the home page (docs/product/routes-and-screens.md). */
export function GoBackButton() {
  const { t } = useTranslation();
  const router = useRouter();
  const canGoBack = useCanGoBack();

  const goBack = () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/' });
  };

  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={goBack}
      ml={-8}
    >
      {t('actions.goBack')}
    </Button>
  );
}
