import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/app-config';
import { MY_DATA_EXPORT_URL } from '../api/export-url';

/** "Download my data": a plain link; the server answers with a JSON attachment (docs/product/privacy.md). */
export function DataExportSection() {
  const { t } = useTranslation('account');
  return (
    <Paper withBorder p={{ base: 'md', md: 'lg' }} component="section" aria-labelledby="account-data">
      <Stack>
        <Title order={2} fz="h3" id="account-data">
          {t('data.title')}
        </Title>
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
      </Stack>
    </Paper>
  );
}
