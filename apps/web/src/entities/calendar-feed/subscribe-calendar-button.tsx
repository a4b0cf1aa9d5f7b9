import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyDialog } from '../../components/lazy-dialog';
import type { CalendarFeedTarget } from './calendar-feed';

const LazyCalendarDialog = lazyDialog(() => import('./calendar-dialog').then((m) => m.CalendarDialog));

interface SubscribeCalendarButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'mt'> {
  target: CalendarFeedTarget;
  label: string;
  title: string;
  intro: string;
  testId: string;
}

/** A button opening the calendar dialog of one feed (decisions 461, 463); the dialog loads on first open. */
export function SubscribeCalendarButton({
  target,
  label,
  title,
  intro,
  testId,
  ...button
}: SubscribeCalendarButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...button}
        leftSection={<IconCalendarPlus size={button.size === 'xs' ? 14 : 16} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {label}
      </Button>
      <LazyCalendarDialog opened={open} onClose={() => setOpen(false)} target={target} title={title} intro={intro} />
    </>
  );
}
