import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronDown, IconLanguage, IconUserCircle } from '@tabler/icons-react';
import type { Me } from '@touchline/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Stands in, inert and looking the same, for the language and user menus
 * until their chunk has arrived (components/deferred.ts), so the header does
 * not shift.
 */
export function HeaderMenusPlaceholder({ me, children }: { me: Me | null; children?: ReactNode }) {
  const { t } = useTranslation('nav');
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon variant="default" size="lg" tabIndex={-1} aria-hidden inert>
        <IconLanguage size={20} />
      </ActionIcon>
      {children}
      <Button
        aria-hidden
        inert
        variant="subtle"
        color="gray"
        px="xs"
        leftSection={<IconUserCircle size={20} />}
        rightSection={<IconChevronDown size={14} />}
        maw={{ md: 240 }}
        tabIndex={-1}
      >
        {/* Phones: the icon alone; the name heads the menu. */}
        <Text span inherit truncate="end" visibleFrom="md">
          {me ? me.displayName : t('userMenu.signedOut')}
        </Text>
      </Button>
    </Group>
  );
}
