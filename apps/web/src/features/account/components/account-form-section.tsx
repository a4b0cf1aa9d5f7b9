import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface AccountFormSectionProps {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: string;
  /** The form's submit handler (`form.onSubmit(…)`). */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pending: boolean;
  /** Hints, inputs and alerts, between the heading and the button. */
  children: ReactNode;
}

/** A section of the account page that is one form: its card, heading, fields and submit button. */
export function AccountFormSection({ id, title, onSubmit, submitLabel, pending, children }: AccountFormSectionProps) {
  return (
    <Paper withBorder p={{ base: 'md', md: 'lg' }} component="section" aria-labelledby={id}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} fz="h3" id={id}>
            {title}
          </Title>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
