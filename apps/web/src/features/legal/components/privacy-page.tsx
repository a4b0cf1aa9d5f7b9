import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/app-config';
import { LegalPage, LegalSection } from './legal-page';
import { LegalText } from './legal-text';

const SECTIONS = [
  'controller',
  'data',
  'purposes',
  'hosting',
  'externalSignIn',
  'device',
  'minors',
  'storage',
  'retention',
  'rights',
  'changes',
] as const;

/** /policy: privacy policy (docs/product/names-and-legal-pages.md, docs/product/privacy.md; last updated July 2025). */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  const names = { appName: appConfig.appName, orgName: appConfig.orgName };
  return (
    <LegalPage title={t('privacy.title')}>
      <LegalText text={t('privacy.intro', names)} />
      {SECTIONS.map((id, index) => (
        <LegalSection
          key={id}
          number={index + 1}
          title={t(`privacy.sections.${id}.title`)}
          text={t(`privacy.sections.${id}.text`, names)}
        >
          {id === 'controller' && (
            <Text>
              <Anchor renderRoot={(props) => <Link to="/impressum" {...props} />}>{t('privacy.imprintLink')}</Anchor>
            </Text>
          )}
          {id === 'externalSignIn' && (
            <Text>
              {appConfig.oidcLabel
                ? t('privacy.externalConfigured', { provider: appConfig.oidcLabel })
                : t('privacy.externalNone')}
            </Text>
          )}
        </LegalSection>
      ))}
    </LegalPage>
  );
}
