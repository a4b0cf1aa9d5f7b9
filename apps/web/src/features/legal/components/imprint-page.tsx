import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/app-config';
import { LegalPage, LegalSection } from './legal-page';

const SECTIONS = ['liabilityContent', 'liabilityLinks', 'copyright'] as const;

/** /impressum: the operator (ORG_NAME) with address and email from the settings (docs/product/names-and-legal-pages.md). */
export function ImprintPage() {
  const { t } = useTranslation('legal');
  const { orgName, appName, imprint } = appConfig;
  const names = { appName, orgName };
  const complete = imprint.address !== null && imprint.email !== null;

  return (
    <LegalPage title={t('imprint.title')}>
      <Text>{t('imprint.basis')}</Text>
      {!complete && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle aria-hidden />}
          title={t('imprint.incomplete.title')}
          data-testid="imprint-incomplete"
        >
          <List spacing={2} size="sm">
            {imprint.address === null && <List.Item>{t('imprint.incomplete.address')}</List.Item>}
            {imprint.email === null && <List.Item>{t('imprint.incomplete.email')}</List.Item>}
          </List>
          <Text size="sm" mt="xs">
            {t('imprint.incomplete.hint')}
          </Text>
        </Alert>
      )}
      <LegalSection title={t('imprint.operator')}>
        <Text component="address" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }} data-testid="imprint-address">
          <Text span fw={700} inherit>
            {orgName}
          </Text>
          {imprint.address !== null && `\n${imprint.address}`}
        </Text>
        <Text>{t('imprint.runs', names)}</Text>
      </LegalSection>
      <LegalSection title={t('imprint.contact')}>
        {imprint.email !== null ? (
          <Text>
            {t('imprint.email')}{' '}
            <Anchor href={`mailto:${imprint.email}`} data-testid="imprint-email">
              {imprint.email}
            </Anchor>
          </Text>
        ) : (
          <Text c="dimmed">{t('imprint.noEmail')}</Text>
        )}
      </LegalSection>
      {SECTIONS.map((id) => (
        <LegalSection
          key={id}
          title={t(`imprint.sections.${id}.title`)}
          text={t(`imprint.sections.${id}.text`, names)}
        />
      ))}
    </LegalPage>
  );
}
