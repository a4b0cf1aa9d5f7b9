import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChangeLocale } from '../../hooks/use-change-locale';
import { LANGUAGE_NAMES, LOCALES } from '../../lib/locale';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const changeLocale = useChangeLocale();
  const active = i18n.resolvedLanguage;

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('language.change')}
          title={t('language.change')}
          data-testid="language-menu"
        >
          <IconLanguage size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.menu')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            // Mantine fixes role="menuitem", where aria-checked is invalid;
            // aria-current marks the active language for assistive technology.
            aria-current={locale === active ? 'true' : undefined}
            rightSection={locale === active ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => void changeLocale(locale)}
          >
            {LANGUAGE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
