import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { can, type GameLineups, type Lineup } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { Page, Panel } from '../../../components/page';
import { ColourField } from '../../../components/pitch/colour-field';
import { LiveRegion } from '../../../components/pitch/live-region';
import { Pitch } from '../../../components/pitch/pitch';
import { PitchShirts, type PitchShirt } from '../../../components/pitch/pitch-shirts';
import { QueryError } from '../../../components/query-error';
import { useActor } from '../../../lib/auth/use-actor';
import { fullName } from '../../../lib/format';
import { useGameLineups } from '../../../entities/formation/game-lineups';
import { useSetLineup } from '../../../entities/formation/set-lineup';
import { useClubFormations } from '../../../entities/formation/list-club-formations';
import { usePlayers } from '../../../entities/player/list-players';
import classes from './formations.module.css';
import { KitClashNotice } from './kit-clash-notice';
import { LineupTable, PlayerPicker } from './lineup-parts';
import {
  addStarter,
  draftFromFormation,
  draftFromLineup,
  emptyDraft,
  STARTERS_WITHOUT_FORMATION,
  substituteBackNumber,
  type LineupDraft,
} from './lineup-draft';
import { DEFAULT_KIT } from '../../../entities/formation/default-kit';
import { usePlayerFormat } from '../../../lib/player-format';
import { PositionAbbr } from '../../../entities/player/position-abbr';

const routeApi = getRouteApi('/Gamesetup/$gameId');

type Team = NonNullable<GameLineups['team1']>;

/**
 * /Gamesetup/{gameId}: a club sets its team's line-up for one tournament game, starting from one of its
 * formations: starters (moved on the pitch like the tactical map), substitutes, and back numbers for
 * this game. The other team's shirts are compared, and a kit clash gets a warning with a suggestion.
 */
export function GameSetupPage() {
  const { t } = useTranslation('formations');
  const { gameId } = routeApi.useParams();
  const actor = useActor();
  const game = useGameLineups(gameId);
  const [chosen, setChosen] = useState<string | null>(null);

  if (game.isError) {
    return (
      <Page title={t('lineup.pageTitle')}>
        <QueryError query={game} title={t('lineup.loadFailed')} />
      </Page>
    );
  }
  if (!game.data) {
    return (
      <Page title={t('lineup.pageTitle')}>
        <Skeleton height={320} />
      </Page>
    );
  }
  const teams = [game.data.team1, game.data.team2].filter((team): team is Team => team !== null);
  const settable = teams.filter((team) => team.clubId !== null && can(actor, 'lineup.set', { clubId: team.clubId }));
  const team = settable.find((candidate) => candidate.id === chosen) ?? settable[0];
  const title =
    teams.length === 2 ? t('lineup.versus', { team1: teams[0]!.name, team2: teams[1]!.name }) : t('lineup.pageTitle');

  return (
    <Page title={title} size="lg">
      {settable.length > 1 && (
        <SegmentedControl
          data={settable.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          value={team?.id ?? ''}
          onChange={setChosen}
          aria-label={t('lineup.team')}
        />
      )}
      {team?.clubId ? (
        <LineupEditor
          key={`${team.id}:${game.data.lineups.find((l) => l.teamId === team.id)?.version ?? 0}`}
          game={game.data}
          team={team}
          clubId={team.clubId}
          ownClub={actor?.clubIds.includes(team.clubId) ?? false}
        />
      ) : (
        <Text data-testid="no-own-team">{t('lineup.noTeam')}</Text>
      )}
    </Page>
  );
}

function LineupEditor({
  game,
  team,
  clubId,
  ownClub,
}: {
  game: GameLineups;
  team: Team;
  clubId: string;
  /** The user's own club: "Your club has no formation yet"; else the team is named (an organiser). */
  ownClub: boolean;
}) {
  const { t } = useTranslation('formations');
  const { positionShort } = usePlayerFormat();
  const formations = useClubFormations(clubId);
  const players = usePlayers({ clubId, limit: 200, sort: 'name' });
  const save = useSetLineup();
  const stored = game.lineups.find((lineup) => lineup.teamId === team.id);
  const opponentTeam = [game.team1, game.team2].find((other) => other && other.id !== team.id) ?? null;
  const opponent = opponentTeam ? game.lineups.find((lineup) => lineup.teamId === opponentTeam.id) : undefined;
  const [draft, setDraft] = useState<LineupDraft | null>(() => (stored ? draftFromLineup(stored) : null));
  const [said, setSaid] = useState('');

  if (formations.isError) return <QueryError query={formations} title={t('lineup.loadFailed')} />;
  if (!formations.data) return <Skeleton height={320} />;
  const items = formations.data.items;
  // A club without a formation still gets its line-up: starters picked one by one (decision 417).
  const current = draft ?? (items[0] ? draftFromFormation(items[0]) : emptyDraft(DEFAULT_KIT));
  const withoutFormation = items.length === 0;
  const update = (change: Partial<LineupDraft>) => setDraft({ ...current, ...change });
  const squad = players.data?.items ?? [];
  const byId = new Map(squad.map((player) => [player.id, player]));
  const nameOf = (playerId: string) => {
    const player = byId.get(playerId) ?? stored?.substitutes.find((p) => p.id === playerId);
    const starter = stored?.starters.find((s) => s.player.id === playerId)?.player;
    const known = player ?? starter;
    return known ? fullName(known) : '?';
  };
  const inLineup = new Set([...current.starters, ...current.substitutes].map((p) => p.playerId));

  const shirts: PitchShirt[] = current.starters.map((starter, index) => ({
    key: String(index),
    position: starter.position,
    x: starter.x,
    y: starter.y,
    backNumber: starter.backNumber,
    name: nameOf(starter.playerId),
  }));

  const submit = () =>
    save.mutate(
      {
        gameId: game.gameId,
        teamId: team.id,
        lineup: { ...current, ...(stored ? { version: stored.version } : {}) },
      },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('lineup.saved') }) },
    );

  return (
    <Stack>
      {withoutFormation && (
        <Text data-testid="no-formations">
          {ownClub ? t('lineup.noFormations') : t('lineup.noFormationsOther', { team: team.name })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" className={classes.noPrint}>
        <NativeSelect
          label={t('lineup.formation')}
          data={[
            ...(current.formationId === null ? [{ value: '', label: '–' }] : []),
            ...items.map((formation) => ({ value: formation.id, label: formation.name })),
          ]}
          value={current.formationId ?? ''}
          onChange={(event) => {
            const formation = items.find((f) => f.id === event.currentTarget.value);
            if (formation) setDraft(draftFromFormation(formation));
          }}
          data-testid="lineup-formation"
        />
        <ColourField
          label={t('map.shirtColour')}
          value={current.shirtColour}
          onChange={(shirtColour) => update({ shirtColour })}
          data-testid="lineup-shirt-colour"
        />
        <ColourField
          label={t('map.shortsColour')}
          value={current.shortsColour}
          onChange={(shortsColour) => update({ shortsColour })}
        />
      </SimpleGrid>
      {opponent && opponentTeam && (
        <KitClashNotice
          shirt={current.shirtColour}
          shorts={current.shortsColour}
          opponent={{ name: opponentTeam.name, shirt: opponent.shirtColour, shorts: opponent.shortsColour }}
          onUse={(shirtColour) => update({ shirtColour })}
        />
      )}
      <div className={classes.map}>
        <Pitch label={t('lineup.pitchLabel', { team: team.name })} data-testid="lineup-map">
          <PitchShirts
            shirts={shirts}
            shirtColour={current.shirtColour}
            shortsColour={current.shortsColour}
            describe={(shirt) =>
              t('map.shirt', {
                number: shirt.backNumber ?? '–',
                name: shirt.name ?? '',
                position: positionShort(shirt.position),
              })
            }
            onMove={(index, point) =>
              update({ starters: current.starters.map((s, i) => (i === index ? { ...s, ...point } : s)) })
            }
            onMoved={(shirt, point) =>
              setSaid(
                t('map.moved', { name: shirt.name ?? positionShort(shirt.position), across: point.x, up: point.y }),
              )
            }
          />
        </Pitch>
        <LiveRegion text={said} />
      </div>
      <Panel gap="xs">
        <Title order={2} fz="h4">
          {t('lineup.starters')}
        </Title>
        <LineupTable
          entries={current.starters}
          testId="lineup-starter"
          caption={t('lineup.starters')}
          nameOf={nameOf}
          onChange={(starters) => update({ starters })}
          endHeader={t('lineup.columns.position')}
          end={(starter) => <PositionAbbr position={starter.position} />}
        />
        {withoutFormation && current.starters.length < STARTERS_WITHOUT_FORMATION && (
          <PlayerPicker
            label={t('lineup.addStarter')}
            players={squad.filter((player) => !inLineup.has(player.id))}
            onPick={(player) => update(addStarter(current, player.id, player.backNumberDefault))}
          />
        )}
        <Title order={2} fz="h4">
          {t('lineup.substitutes')}
        </Title>
        {current.substitutes.length > 0 && (
          <LineupTable
            entries={current.substitutes}
            testId="lineup-substitute"
            caption={t('lineup.substitutes')}
            nameOf={nameOf}
            onChange={(substitutes) => update({ substitutes })}
            endHeader={t('lineup.columns.remove')}
            endWidth={40}
            end={(sub, index) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('lineup.removeSubstitute', { name: nameOf(sub.playerId) })}
                onClick={() => update({ substitutes: current.substitutes.filter((_, i) => i !== index) })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          />
        )}
        <PlayerPicker
          label={t('lineup.addSubstitute')}
          players={squad.filter((player) => !inLineup.has(player.id))}
          onPick={(player) => {
            const backNumber = substituteBackNumber(current, player.backNumberDefault);
            update({ substitutes: [...current.substitutes, { playerId: player.id, backNumber }] });
          }}
        />
      </Panel>
      {save.isError && (
        <RequestError error={save.error} lead={t('lineup.saveFailed')} data-testid="lineup-save-failed" />
      )}
      <Group className={classes.noPrint}>
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={save.isPending} onClick={submit}>
          {t('lineup.save')}
        </Button>
      </Group>
      {opponent && opponentTeam && <OpponentLineup team={opponentTeam} lineup={opponent} />}
    </Stack>
  );
}

/** The other team's line-up as everyone may see it: back number, name, position. */
function OpponentLineup({ team, lineup }: { team: Team; lineup: Lineup }) {
  const { t } = useTranslation('formations');
  const { positionShort } = usePlayerFormat();
  return (
    <Panel gap="xs">
      <Title order={2} fz="h4">
        {t('lineup.opponent', { team: team.name })}
      </Title>
      <Text size="sm">
        {lineup.starters
          .map((s) => `${s.player.backNumber ?? '–'} ${fullName(s.player)} (${positionShort(s.position)})`)
          .join(', ')}
      </Text>
    </Panel>
  );
}
