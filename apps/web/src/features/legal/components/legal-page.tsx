import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { LegalText } from './legal-text';
import classes from './legal-page.module.css';

/** The frame of /agb, /policy and /impressum: title, date, print button, sections. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('legal');
  return (
    <Page title={title} size="md">
      <Stack className={classes.legal} gap="lg" data-testid="legal-page">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('updated')}
          </Text>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('print')}
          </Button>
        </Group>
        {children}
      </Stack>
    </Page>
  );
}

/** A numbered section: heading plus text (see splitLegalText), and optional extras below. */
export function LegalSection({
  number,
  title,
  text,
  children,
}: {
  number?: number;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <section className={classes.section}>
      <Title order={2} fz="h3">
        {number === undefined ? title : `${number}. ${title}`}
      </Title>
      {text && <LegalText text={text} />}
      {children}
    </section>
  );
}
