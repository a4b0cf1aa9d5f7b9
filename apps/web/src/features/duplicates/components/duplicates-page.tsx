import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconGitMerge, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { DuplicateList, MergeField, Player } from '@touchline/core';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { useDismissDuplicate } from '../api/dismiss-duplicate';
import { useUndoDismissDuplicate } from '../api/undo-dismiss-duplicate';
import { useDuplicates } from '../api/list-duplicates';
import { fullName } from '../../../lib/format';
import { MergeDialog } from './merge-dialog';
import { useFieldFormat } from './use-field-format';
import { EmptyState } from '../../../components/empty-state';

type Candidate = DuplicateList['items'][number];

const pairKey = (candidate: Candidate) => `${candidate.players[0].id}|${candidate.players[1].id}`;

const SUMMARY_FIELDS: readonly MergeField[] = ['birthday', 'nationality', 'clubId', 'position', 'backNumberDefault'];

/** /dub (levels 0–1): likely duplicate players, best match first; dismiss or merge. */
export function DuplicatesPage() {
  const { t } = useTranslation('duplicates');
  const duplicates = useDuplicates();
  const [merging, setMerging] = useState<string | null>(null);
  const data = duplicates.data;

  return (
    <Page title={t('title')} size="lg">
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
        {t('mergeInfo')}
      </Alert>
      {duplicates.isError && !data ? (
        <QueryError query={duplicates} title={t('loadFailed')} />
      ) : !data ? (
        <Stack gap="md" aria-busy>
          <Skeleton height={180} />
          <Skeleton height={180} />
        </Stack>
      ) : data.items.length === 0 ? (
        <Paper withBorder p="xl">
          <EmptyState icon={IconCheck} title={t('empty.title')} text={t('empty.text')} data-testid="duplicates-empty" />
        </Paper>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('count', { count: data.items.length })}
          </Text>
          {data.items.map((candidate) => (
            <CandidateCard
              key={pairKey(candidate)}
              candidate={candidate}
              onMerge={() => setMerging(pairKey(candidate))}
            />
          ))}
        </Stack>
      )}
      <MergeDialog
        pair={merging}
        candidate={data?.items.find((candidate) => pairKey(candidate) === merging) ?? null}
        onClose={() => setMerging(null)}
      />
    </Page>
  );
}

function CandidateCard({ candidate, onMerge }: { candidate: Candidate; onMerge: () => void }) {
  const { t, i18n } = useTranslation('duplicates');
  const dismiss = useDismissDuplicate();
  const undo = useUndoDismissDuplicate();
  const { errorMessage } = useErrorMessages();
  const [a, b] = candidate.players;
  const names = { a: fullName(a), b: fullName(b) };

  // "Not a duplicate" acts at once; the toast offers the way back (docs/product/players-and-clubs.md).
  const showDismissed = () => {
    const id = notifications.show({
      color: 'pitch',
      autoClose: 10_000,
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{t('dismissed', names)}</Text>
          <Button
            size="compact-sm"
            variant="light"
            data-testid="undo-dismiss"
            onClick={() => {
              notifications.hide(id);
              undo([a.id, b.id]).then(
                () => notifications.show({ color: 'pitch', message: t('undone', names) }),
                (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) }),
              );
            }}
          >
            {t('undo')}
          </Button>
        </Group>
      ),
    });
  };
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 0 }).format(
    candidate.score,
  );
  const titleId = `pair-${a.id}-${b.id}`;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} data-testid="duplicate-pair">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
            {t('pairLabel', { a: fullName(a), b: fullName(b) })}
          </Title>
          <Badge size="lg" variant="filled" color={candidate.score >= 0.9 ? 'red' : 'orange'}>
            {t('score', { percent })}
          </Badge>
        </Group>
        <Group gap={6} role="list" aria-label={t('reasonsLabel')}>
          {candidate.reasons.map((reason) => (
            <Badge key={reason} variant="light" color="gray" role="listitem" tt="none">
              {t(`reasons.${reason}`)}
            </Badge>
          ))}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <PlayerSummary player={a} letter="A" />
          <PlayerSummary player={b} letter="B" />
        </SimpleGrid>
        {dismiss.isError && <RequestError error={dismiss.error} />}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            loading={dismiss.isPending}
            onClick={() => dismiss.mutate([a.id, b.id], { onSuccess: showDismissed })}
          >
            {t('notDuplicate')}
          </Button>
          <Button leftSection={<IconGitMerge size={16} aria-hidden />} onClick={onMerge}>
            {t('merge')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function PlayerSummary({ player, letter }: { player: Player; letter: 'A' | 'B' }) {
  const { t } = useTranslation('duplicates');
  const format = useFieldFormat();
  const router = useRouter();
  const href = `/player/${encodeURIComponent(player.id)}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('record', { letter })}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {fullName(player)}
        </Text>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '2px 12px' }}>
          {SUMMARY_FIELDS.map((field) => (
            <div key={field} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`fields.${field}`)}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {format(player, field)}
              </Text>
            </div>
          ))}
        </dl>
        <Anchor href={href} onClick={open} size="sm">
          {t('openCard')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
