import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/app-config';
import { MY_DATA_EXPORT_URL } from '../api/export-url';
import { AccountSection } from './account-form-section';

/** "Download my data": a plain link; the server answers with a JSON attachment (docs/product/privacy.md). */
export function DataExportSection() {
  const { t } = useTranslation('account');
  return (
    <AccountSection id="account-data" title={t('data.title')}>
      <Text>{t('data.text', { appName: appConfig.appName })}</Text>
      <Group>
        <Button
          component="a"
          href={MY_DATA_EXPORT_URL}
          download="touchline-my-data.json"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('data.download')}
        </Button>
      </Group>
    </AccountSection>
  );
}
