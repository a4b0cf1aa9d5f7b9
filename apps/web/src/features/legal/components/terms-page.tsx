import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/app-config';
import { LegalPage, LegalSection } from './legal-page';
import { LegalText } from './legal-text';

const SECTIONS = [
  'scope',
  'registration',
  'levels',
  'playerData',
  'content',
  'forbidden',
  'deletion',
  'suspension',
  'availability',
  'liability',
  'changes',
  'law',
] as const;

/** /agb: terms of use (docs/product/names-and-legal-pages.md; last updated July 2025). */
export function TermsPage() {
  const { t } = useTranslation('legal');
  const names = { appName: appConfig.appName, orgName: appConfig.orgName };
  return (
    <LegalPage title={t('terms.title')}>
      <LegalText text={t('terms.intro', names)} />
      {SECTIONS.map((id, index) => (
        <LegalSection
          key={id}
          number={index + 1}
          title={t(`terms.sections.${id}.title`)}
          text={t(`terms.sections.${id}.text`, names)}
        />
      ))}
    </LegalPage>
  );
}
