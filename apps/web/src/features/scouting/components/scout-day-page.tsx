import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconClock, IconStar } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { canSome, type ErrorCode, type ScoutingDayGame, type ScoutingDayPlayer } from '@touchline/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { RequestError } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import type { Outbox } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/outbox-types';
import { useActor } from '../../../lib/auth/use-actor';
import { useOutboxEntries } from '../../../lib/outbox/use-outbox-entries';
import { formatMinutes } from '@touchline/core';
import { useOnlineStatus } from '../../../lib/outbox/use-online-status';
import { scoutingDayQueryKey, useScoutingDay } from '../api/scouting-api';
import { enqueueRating, pendingRatings } from '../rate-offline';
import { QuickRatingDialog, type QuickRatingTarget } from './quick-rating-dialog';

/** "FC Nord – SV Süd" */
const pairing = (game: ScoutingDayGame) => game.sides.map((s) => s.team?.name ?? '?').join(' – ');

/**
 * "My tournament day" (decision 434): the games in time order, my
 * assignments first, filterable by pitch; each with its line-ups (the club's
 * roster where none is set) by back number, the watchlist and my ratings
 * marked. Tapping a player rates them at that game, with or without a signal.
 */
export function ScoutDayPage() {
  const { tournamentId } = useParams({ from: '/ScoutDay/$tournamentId' });
  const { t } = useTranslation(['ratings', 'errors']);
  const day = useScoutingDay(tournamentId);
  const actor = useActor();
  const online = useOnlineStatus();
  const entries = useOutboxEntries();
  const [pitch, setPitch] = useState<string | null>(null);
  const [target, setTarget] = useState<QuickRatingTarget | null>(null);
  const pending = pendingRatings(entries, tournamentId);
  const refused = entries.filter(
    (e) => e.tournamentId === tournamentId && e.action.kind === 'rate' && e.state === 'refused',
  );

  useRefreshOnConfirmedRatings(tournamentId);

  const pitches = useMemo(
    () =>
      [...new Set((day.data?.games ?? []).map((g) => g.pitch).filter((p): p is number => p !== null))].sort(
        (a, b) => a - b,
      ),
    [day.data],
  );
  const games = (day.data?.games ?? []).filter((g) => pitch === null || String(g.pitch) === pitch);
  const name = day.data?.tournament.name ?? '';

  async function save(rateTarget: QuickRatingTarget, rating: { globalRating: number; scores: object; note?: string }) {
    const started = performance.now();
    await enqueueRating({
      tournamentId,
      playerId: rateTarget.playerId,
      gameId: rateTarget.gameId,
      label: `${rateTarget.name} · ${rateTarget.context}`,
      globalRating: rating.globalRating,
      scores: rating.scores,
      ...(rating.note ? { note: rating.note } : {}),
    });
    notifications.show({
      message: navigator.onLine
        ? t('scouting.saved', { name: rateTarget.name })
        : t('scouting.savedOffline', { name: rateTarget.name }),
      color: 'pitch',
    });
    // The time from the tap on "save" to the rating kept on the device (the figure).
    performance.measure?.('touchline:rating-saved', { start: started });
  }

  return (
    <Page title={t('scouting.dayTitle')} heading={name ? t('scouting.dayHeading', { name }) : t('scouting.dayTitle')}>
      {!online && (
        <Alert color="gray" data-testid="scout-day-offline">
          {t('scouting.offline')}
        </Alert>
      )}
      <RefusedRatings entries={refused} />
      <Group gap="xs" wrap="wrap">
        <Select
          label={t('scouting.pitch')}
          data={[
            { value: '', label: t('scouting.allPitches') },
            ...pitches.map((p) => ({ value: String(p), label: t('scouting.pitchN', { pitch: p }) })),
          ]}
          value={pitch ?? ''}
          onChange={(value) => setPitch(value ? value : null)}
          allowDeselect={false}
          w={180}
          data-testid="pitch-filter"
        />
        {canSome(actor, 'scoutingPlan.view') && (
          <Button
            renderRoot={(props) => <Link to="/ScoutingPlan/$tournamentId" params={{ tournamentId }} {...props} />}
            variant="default"
            size="xs"
            mt="lg"
          >
            {t('scouting.planLink')}
          </Button>
        )}
        <Button
          renderRoot={(props) => <Link to="/ScoutingReport/$tournamentId" params={{ tournamentId }} {...props} />}
          variant="default"
          size="xs"
          mt="lg"
        >
          {t('scouting.reportLink')}
        </Button>
      </Group>
      {day.isPending && <Loader aria-label={t('scouting.loading')} />}
      {day.isError && !day.data && <QueryError query={day} />}
      {day.data && games.length === 0 && <Text c="dimmed">{t('scouting.noGames')}</Text>}
      <Stack gap="sm" data-testid="scout-day-games">
        {games.map((game) => (
          <GameCard
            key={game.id}
            game={game}
            pending={pending}
            onRate={(player) =>
              setTarget({
                playerId: player.id,
                name: `${player.firstName} ${player.lastName}`,
                backNumber: player.backNumber,
                gameId: game.id,
                context: [name, pairing(game), game.start === null ? null : formatMinutes(game.start)]
                  .filter(Boolean)
                  .join(', '),
              })
            }
          />
        ))}
      </Stack>
      <QuickRatingDialog target={target} onClose={() => setTarget(null)} onSave={save} />
    </Page>
  );
}

function GameCard({
  game,
  pending,
  onRate,
}: {
  game: ScoutingDayGame;
  pending: Set<string>;
  onRate: (player: ScoutingDayPlayer) => void;
}) {
  const { t } = useTranslation('ratings');
  return (
    <Card withBorder padding="sm" data-testid="scout-day-game" data-assigned={game.assignedToMe}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} fz="md">
          {[game.start === null ? null : formatMinutes(game.start), pairing(game)].filter(Boolean).join(' · ')}
        </Title>
        {game.assignedToMe && (
          <Badge color="pitch" variant="filled" data-testid="my-assignment">
            {t('scouting.mine')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {[game.date, game.pitch === null ? null : t('scouting.pitchN', { pitch: game.pitch })]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {game.sides.map((side, index) => (
        <Stack key={side.team?.id ?? index} gap={2} mt="xs">
          <Text size="sm" fw={600}>
            {side.team?.name ?? '?'}{' '}
            <Text span size="xs" c="dimmed">
              {side.fromLineup ? t('scouting.lineup') : t('scouting.roster')}
            </Text>
          </Text>
          {side.players.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('scouting.noPlayers')}
            </Text>
          )}
          {side.players.map((player) => {
            const waiting = pending.has(player.id);
            return (
              <UnstyledButton
                key={player.id}
                onClick={() => onRate(player)}
                disabled={!player.canRate}
                data-testid="scout-day-player"
                data-player={player.id}
                style={{ minHeight: 44, display: 'flex', alignItems: 'center', gap: 8 }}
              >
                <Text fw={700} w={28} ta="right">
                  {player.backNumber ?? '–'}
                </Text>
                <Text size="sm" style={{ flex: 1 }}>
                  {player.firstName} {player.lastName}
                  {player.position ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {player.position}
                    </Text>
                  ) : null}
                </Text>
                {player.watchlist && (
                  <Badge
                    color="yellow"
                    variant="light"
                    leftSection={<IconStar size={12} aria-hidden />}
                    data-testid="watchlist-mark"
                  >
                    {t('scouting.watchlist')}
                  </Badge>
                )}
                {waiting ? (
                  <Badge
                    color="orange"
                    variant="light"
                    leftSection={<IconClock size={12} aria-hidden />}
                    data-testid="pending-mark"
                  >
                    {t('scouting.waiting')}
                  </Badge>
                ) : (
                  player.ratedByMe && (
                    <Badge
                      color="pitch"
                      variant="light"
                      leftSection={<IconCheck size={12} aria-hidden />}
                      data-testid="rated-mark"
                    >
                      {t('scouting.rated')}
                    </Badge>
                  )
                )}
              </UnstyledButton>
            );
          })}
        </Stack>
      ))}
    </Card>
  );
}

const withOutbox = (work: (box: Outbox) => Promise<void>) =>
  void import('../../../lib/outbox/outbox').then(async (m) => work(await m.getOutbox()));

/** Ratings the server refused (decision 434): held for the scout's decision, with the reason. */
function RefusedRatings({ entries }: { entries: readonly OutboxEntry[] }) {
  const { t } = useTranslation('ratings');
  return entries.map((entry) => (
    <RequestError
      key={entry.seq}
      lead={t('scouting.refused', { label: entry.label })}
      error={new ApiError(entry.refusal?.status ?? 0, (entry.refusal?.code ?? 'INTERNAL_ERROR') as ErrorCode)}
    >
      <Group gap="xs">
        <Button size="xs" onClick={() => withOutbox((box) => box.retry(entry.seq))}>
          {t('scouting.retry')}
        </Button>
        <Button size="xs" variant="default" onClick={() => withOutbox((box) => box.discard(entry.seq))}>
          {t('scouting.discard')}
        </Button>
      </Group>
    </RequestError>
  ));
}

/** A rating the server confirmed: the marks and the player's card read it again. */
function useRefreshOnConfirmedRatings(tournamentId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    void import('../../../lib/outbox/outbox').then(async ({ getOutbox }) => {
      const box = await getOutbox();
      if (!active) return;
      stop = box.onConfirmed((confirmation) => {
        if (confirmation.kind !== 'rating') return;
        void queryClient.invalidateQueries({ queryKey: scoutingDayQueryKey(tournamentId) });
        void queryClient.invalidateQueries({ queryKey: ['players'] });
        void queryClient.invalidateQueries({ queryKey: ['ratings'] });
      });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [queryClient, tournamentId]);
}
