import { Anchor, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../components/error-alert';
import { dateTimeFormat } from '../../lib/format';
import {
  type CalendarFeedTarget,
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from './calendar-feed';

interface CalendarDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Which feed: a team's (decision 461) or the followed tournaments' (decision 463). */
  target: CalendarFeedTarget;
  title: string;
  intro: string;
}

/**
 * "Subscribe in calendar" (decisions 461, 463): makes the caller's calendar
 * link (shown once: only its digest is kept), as a webcal link a phone's
 * calendar subscribes to and as the https address; revoking makes the link
 * answer "not found".
 */
export function CalendarDialog({ opened, onClose, target, title, intro }: CalendarDialogProps) {
  const { t, i18n } = useTranslation('tournaments');
  const feed = useCalendarFeed(target);
  const create = useCreateCalendarFeed(target);
  const revoke = useRevokeCalendarFeed(target);
  const made = create.data && feed.data?.createdAt === create.data.createdAt ? create.data : null;
  const https = made ? new URL(made.path, window.location.origin).href : null;
  const webcal = https?.replace(/^https?:/, 'webcal:') ?? null;
  const date = (iso: string) => dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        {https && webcal ? (
          <Stack gap="xs" data-testid="calendar-link">
            <Anchor href={webcal}>{t('calendar.webcal')}</Anchor>
            <TextInput label={t('calendar.https')} value={https} readOnly />
            <CopyButton value={https}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? t('calendar.copied') : t('calendar.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        ) : (
          feed.data?.createdAt && <Text size="sm">{t('calendar.has', { date: date(feed.data.createdAt) })}</Text>
        )}
        {create.isError && <RequestError error={create.error} />}
        {revoke.isError && <RequestError error={revoke.error} />}
        {revoke.isSuccess && !feed.data?.createdAt && <Text size="sm">{t('calendar.revoked')}</Text>}
        <Group gap="xs">
          <Button
            size="sm"
            onClick={() => {
              revoke.reset();
              create.mutate();
            }}
            loading={create.isPending}
            data-testid="calendar-create"
          >
            {feed.data?.createdAt ? t('calendar.renew') : t('calendar.create')}
          </Button>
          {feed.data?.createdAt && (
            <Button
              size="sm"
              variant="default"
              color="red"
              onClick={() => {
                create.reset();
                revoke.mutate();
              }}
              loading={revoke.isPending}
              data-testid="calendar-revoke"
            >
              {t('calendar.revoke')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
