import { Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShirt } from '@tabler/icons-react';
import { can, type Lineup } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HrefButton } from '../../../../components/href-link';
import { Panel } from '../../../../components/page';
import { Pitch } from '../../../../components/pitch/pitch';
import { PitchShirts } from '../../../../components/pitch/pitch-shirts';
import { lineupShirts } from '../../../../components/pitch/shirts';
import { QueryError } from '../../../../components/query-error';
import { useActor } from '../../../../lib/auth/use-actor';
import { compareIso, fullName } from '../../../../lib/format';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { useGameLineups } from '../../../../entities/formation/game-lineups';
import type { GamesTabProps } from '../view/view-tabs';

/**
 * The tournament view's line-ups: pick a game, see each team's line-up on a pitch (back number, name,
 * position; docs/product/personal-details.md) and its substitutes. Whoever may set a team's line-up
 * gets the way to /Gamesetup/{gameId}.
 */
export function LineupsTab({ tournament, games, labels, gameId: linked }: GamesTabProps & { gameId?: string }) {
  const { t } = useTranslation('tournaments');
  const actor = useActor();
  const paired = games.filter((game) => game.team1 && game.team2);
  const clubOf = (teamId: string | undefined) => tournament.teams.find((team) => team.id === teamId)?.clubId ?? null;
  const [gameId, setGameId] = useState<string | null>(
    () => firstLineupGame(paired, (id) => actor?.clubIds.includes(clubOf(id) ?? '') ?? false, linked)?.id ?? null,
  );
  const game = paired.find((candidate) => candidate.id === gameId) ?? null;
  const mayEdit =
    game !== null &&
    [game.team1?.id, game.team2?.id].some((id) => {
      const clubId = clubOf(id);
      return clubId !== null && can(actor, 'lineup.set', { clubId });
    });

  if (paired.length === 0) return <Text c="dimmed">{t('view.lineups.noGames')}</Text>;
  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('view.lineups.game')}
          data={paired.map((candidate) => ({
            value: candidate.id,
            label: [
              candidate.date && labels.day(candidate.date),
              candidate.start !== null && labels.time(candidate.start),
              labels.pairing(candidate),
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
          value={gameId}
          allowDeselect={false}
          searchable
          onChange={setGameId}
          style={{ flex: '1 1 18rem' }}
        />
        {mayEdit && game && (
          <HrefButton
            href={`/Gamesetup/${encodeURIComponent(game.id)}`}
            leftSection={<IconShirt size={16} aria-hidden />}
          >
            {t('view.lineups.set')}
          </HrefButton>
        )}
      </Group>
      {game && <GameLineupsView gameId={game.id} />}
    </Stack>
  );
}

/**
 * The game the tab opens on: the one a link names (`?game=`), else the next
 * game of the user's own club still to play (in kick-off order), else its
 * latest one, else the first game.
 */
export function firstLineupGame(
  paired: readonly Game[],
  isOwnTeam: (teamId: string | undefined) => boolean,
  linked?: string,
): Game | undefined {
  const byLink = paired.find((game) => game.id === linked);
  if (byLink) return byLink;
  const when = (game: Game) => `${game.date ?? '9999-99-99'} ${String(game.start ?? 9999).padStart(4, '0')}`;
  const own = paired
    .filter((game) => isOwnTeam(game.team1?.id) || isOwnTeam(game.team2?.id))
    .sort((a, b) => compareIso(when(a), when(b)));
  return own.find((game) => game.status !== 'finished') ?? own.at(-1) ?? paired[0];
}

function GameLineupsView({ gameId }: { gameId: string }) {
  const { t } = useTranslation('tournaments');
  const lineups = useGameLineups(gameId);
  if (lineups.isError && !lineups.data) return <QueryError query={lineups} title={t('view.lineups.loadFailed')} />;
  if (!lineups.data) return <Skeleton height={300} />;
  const teams = [lineups.data.team1, lineups.data.team2].flatMap((team) => (team ? [team] : []));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {teams.map((team) => (
        <TeamLineup
          key={team.id}
          name={team.name}
          lineup={lineups.data.lineups.find((lineup) => lineup.teamId === team.id)}
        />
      ))}
    </SimpleGrid>
  );
}

function TeamLineup({ name, lineup }: { name: string; lineup: Lineup | undefined }) {
  const { t } = useTranslation('tournaments');
  return (
    <Panel gap="xs">
      <Title order={3} fz="h4">
        {name}
      </Title>
      {!lineup ? (
        <Text size="sm" c="dimmed" data-testid="lineup-not-set">
          {t('view.lineups.notSet')}
        </Text>
      ) : (
        <>
          <div style={{ maxWidth: '22rem', marginInline: 'auto', width: '100%' }}>
            <Pitch label={t('view.lineups.pitch', { team: name })} data-testid="team-lineup">
              <PitchShirts
                shirts={lineupShirts(lineup.starters)}
                shirtColour={lineup.shirtColour}
                shortsColour={lineup.shortsColour}
                describe={(shirt) =>
                  t('view.lineups.shirt', {
                    number: shirt.backNumber ?? '–',
                    name: shirt.name ?? '',
                    position: shirt.position,
                  })
                }
              />
            </Pitch>
          </div>
          {lineup.substitutes.length > 0 && (
            <Text size="sm">
              {t('view.lineups.substitutes')}:{' '}
              {lineup.substitutes.map((p) => `${p.backNumber ?? '–'} ${fullName(p)}`).join(', ')}
            </Text>
          )}
        </>
      )}
    </Panel>
  );
}
