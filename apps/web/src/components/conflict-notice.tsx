import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One field the other save changed, as the user reads it. */
export interface ConflictChange {
  field: string;
  label: string;
  /** Their value, formatted ('Austria'); '' reads as "(empty)". */
  theirs: string;
  /** The user's own edit of the same field when it differs from theirs (a clash). */
  mine?: string;
}

export interface ConflictNoticeProps {
  /** What happened, in the form's words: "Someone else changed this club in the meantime." */
  message: string;
  /** What they changed; null while their version is loading. */
  changes: ConflictChange[] | null;
  /** Save again: the user's values on top of their version. Omitted: the button submits the enclosing form. */
  onKeepMine?: () => void;
  /** Drop the user's edits and show their version. */
  onTakeTheirs: () => void;
  busy?: boolean;
  'data-testid'?: string;
}

/**
 * The one answer to a 409 stale-version conflict in any form (decision 262):
 * someone else saved first; their version is loaded, fields the user did not
 * touch now show it, the user's edits stay in the form, and the notice lists
 * what they changed (with the user's value where both changed a field). The
 * user decides: keep mine (save again on their version) or take theirs.
 */
export function ConflictNotice({
  message,
  changes,
  onKeepMine,
  onTakeTheirs,
  busy = false,
  'data-testid': testId = 'conflict-notice',
}: ConflictNoticeProps) {
  const { t } = useTranslation('errors');
  const shown = (value: string) => (value === '' ? t('conflict.empty') : value);

  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert" data-testid={testId}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {message}
        </Text>
        {changes === null ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('conflict.loading')}</Text>
          </Group>
        ) : changes.length === 0 ? (
          <Text size="sm">{t('conflict.nothingVisible')}</Text>
        ) : (
          <>
            <Text size="sm">{t('conflict.theirChanges')}</Text>
            <List size="sm" spacing={2} data-testid="conflict-changes">
              {changes.map((change) => (
                <List.Item key={change.field} data-field={change.field}>
                  <Text span size="sm" fw={500}>
                    {change.label}:
                  </Text>{' '}
                  {shown(change.theirs)}
                  {change.mine !== undefined && (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      ({t('conflict.yours', { value: shown(change.mine) })})
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed">
              {t('conflict.hint')}
            </Text>
          </>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            type={onKeepMine ? 'button' : 'submit'}
            onClick={onKeepMine}
            loading={busy}
            disabled={changes === null}
          >
            {t('conflict.keepMine')}
          </Button>
          <Button size="xs" variant="default" onClick={onTakeTheirs} disabled={busy || changes === null}>
            {t('conflict.takeTheirs')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
