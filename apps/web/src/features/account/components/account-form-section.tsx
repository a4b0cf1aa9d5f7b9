import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DeferredFormProps } from '../../../lib/forms/use-coded-form';

interface AccountSectionProps {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: string;
  /** What cannot be undone (deleting the account): red border and heading. */
  danger?: boolean;
  /** Below the heading. */
  children: ReactNode;
}

/** A section of the account page: its card, named by its heading. */
export function AccountSection({ id, title, danger = false, children }: AccountSectionProps) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', md: 'lg' }}
      component="section"
      aria-labelledby={id}
      style={danger ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Stack>
        <Title order={2} fz="h3" id={id} c={danger ? 'red' : undefined}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface AccountFormSectionProps {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: string;
  /** The form's handlers from useDeferredSubmit (submit, and the schema's download at first use). */
  formProps: DeferredFormProps;
  submitLabel: string;
  pending: boolean;
  /** Hints, inputs and alerts, between the heading and the button. */
  children: ReactNode;
}

/** A section of the account page that is one form: its card, heading, fields and submit button. */
export function AccountFormSection({ id, title, formProps, submitLabel, pending, children }: AccountFormSectionProps) {
  return (
    <AccountSection id={id} title={title}>
      <form {...formProps} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
