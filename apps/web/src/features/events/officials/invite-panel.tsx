import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { dateTimeFormat } from '../../../lib/format';
import { useInvite } from './officials-api';
import { QrImage } from './qr-image';

/** "Invite an official": a single-use link for one person, shown with its QR code (decision 455). */
export function InvitePanel({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation('officials');
  const invite = useInvite(eventId);
  const format = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconUserPlus size={16} aria-hidden />}
        onClick={() => invite.mutate()}
        loading={invite.isPending}
        style={{ alignSelf: 'flex-start' }}
        data-testid="invite-official"
      >
        {t('invite.button')}
      </Button>
      {invite.isError && <RequestError error={invite.error} lead={t('invite.failed')} />}
      {invite.data && (
        <Stack gap="xs" data-testid="invitation">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('invite.link')}
              value={invite.data.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="invitation-link"
            />
            <CopyButton value={invite.data.url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('invite.copied') : t('invite.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <QrImage text={invite.data.url} label={t('invite.qr')} />
          <Text size="sm" c="dimmed">
            {t('invite.expires', { date: format.format(new Date(invite.data.expiresAt)) })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
