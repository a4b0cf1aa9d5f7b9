import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import {
  IconBuildingStadium,
  IconCalendarEvent,
  IconHome2,
  IconShirtSport,
  IconTournament,
  type Icon,
} from '@tabler/icons-react';
import { formatMinutes, meetsLevel, type Me } from '@touchline/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAge } from '../../../components/data-age';
import { HrefAnchor } from '../../../components/href-link';
import { useClub } from '../../../entities/club/get-club';
import { todayIso } from '../../../lib/format';
import { tournamentQueryOptions } from '../../../entities/tournament/get-tournament';
import { useTournamentGames } from '../../../entities/tournament/list-tournament-games';
import { useTournaments } from '../../../entities/tournament/list-tournaments';
import { formatDateRange, formatDay } from '../../../entities/tournament/tournament-format';
import type { TournamentSummary } from '../../../entities/tournament/tournament-types';
import {
  allGamesPlayed,
  CLUB_LOOKAHEAD,
  firstGames,
  hasClubTeam,
  openTournaments,
  pickNextTournament,
} from './next-tournament';

/** Clubs grant something only at the Club level (docs/product/levels-and-access.md). */
const CLUB_LEVEL = 3;

/**
 * The signed-in home page: a welcome by role, cards to where this level can
 * go (players, clubs, my clubs, tournaments) and the next tournament I follow
 * or my clubs play in. A lazy chunk, so the initial route stays small; its
 * texts are in the lazily loaded `tournaments` namespace.
 */
export default function SignedInHome({ me }: { me: Me }) {
  const { t, ready } = useTranslation('tournaments');
  const { t: tHome } = useTranslation('home');
  if (!ready) return <HomeCardsPlaceholder />;
  const isClubUser = me.level === CLUB_LEVEL && me.clubIds.length > 0;

  return (
    <Stack gap="md">
      <Card withBorder padding="lg" component="section" aria-labelledby="welcome-card-title" data-testid="welcome-card">
        <Title order={2} size="h3" id="welcome-card-title">
          {tHome('welcome.signedIn', { name: me.displayName })}
        </Title>
        <Text mt="xs" c="dimmed">
          {t(`home.roles.${levelKey(me.level)}`)}
        </Text>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NextTournamentCard me={me} />
        {isClubUser && <MyClubsCard clubIds={me.clubIds} />}
      </SimpleGrid>
      <nav aria-label={t('home.navigation')}>
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
          <NavCard
            href="/Tournament"
            icon={IconTournament}
            title={t('home.cards.tournaments')}
            text={t('home.cards.tournamentsText')}
          />
          {meetsLevel(me.level, 3) && (
            <NavCard
              href="/players"
              icon={IconShirtSport}
              title={t('home.cards.players')}
              text={t('home.cards.playersText')}
            />
          )}
          {meetsLevel(me.level, 2) && (
            <NavCard
              href="/ClubPlayers"
              icon={IconBuildingStadium}
              title={t('home.cards.clubs')}
              text={t('home.cards.clubsText')}
            />
          )}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}

function levelKey(level: number): '0' | '1' | '2' | '3' | '4' | '5' {
  return String(Math.min(5, Math.max(0, level))) as '0' | '1' | '2' | '3' | '4' | '5';
}

export function HomeCardsPlaceholder() {
  return (
    <Stack gap="md" aria-hidden>
      <Skeleton height={96} />
      <Skeleton height={160} />
    </Stack>
  );
}

function NavCard({ href, icon: CardIcon, title, text }: { href: string; icon: Icon; title: string; text: string }) {
  return (
    <Card withBorder padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md">
          <CardIcon size={20} aria-hidden />
        </ThemeIcon>
        <div>
          <HrefAnchor href={href} fw={600}>
            {title}
          </HrefAnchor>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** Level 3 has no drawer: its own club pages are reached from here. */
function MyClubsCard({ clubIds }: { clubIds: string[] }) {
  const { t } = useTranslation('tournaments');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-clubs-title" data-testid="my-clubs-card">
      <Group gap="sm" mb="xs">
        <ThemeIcon variant="light" radius="md">
          <IconHome2 size={18} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4" id="my-clubs-title">
          {t('home.myClubs')}
        </Title>
      </Group>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {clubIds.map((id) => (
          <li key={id}>
            <ClubLink id={id} />
          </li>
        ))}
      </Stack>
    </Card>
  );
}

function ClubLink({ id }: { id: string }) {
  const { t } = useTranslation('tournaments');
  const club = useClub(id);
  return (
    <HrefAnchor href={`/Club/${encodeURIComponent(id)}`}>
      {club.data?.name ?? (club.isError ? t('home.unknownClub') : t('home.loadingClub'))}
    </HrefAnchor>
  );
}

/** The tournaments my clubs have teams in, among the soonest open ones. */
function useMyClubTournaments(me: Me, items: readonly TournamentSummary[], today: string) {
  const candidates =
    me.level === CLUB_LEVEL && me.clubIds.length > 0 ? openTournaments(items, today).slice(0, CLUB_LOOKAHEAD) : [];
  const details = useQueries({ queries: candidates.map((item) => tournamentQueryOptions(item.id)) });
  const ids = details.flatMap((detail) =>
    detail.data && hasClubTeam(detail.data, me.clubIds) ? [detail.data.id] : [],
  );
  const key = ids.join(',');
  return {
    ids: useMemo(() => new Set(key === '' ? [] : key.split(',')), [key]),
    pending: details.some((detail) => detail.isPending),
    teamsOf: (tournamentId: string) =>
      new Set(
        details
          .find((detail) => detail.data?.id === tournamentId)
          ?.data?.teams.filter((team) => team.clubId !== null && me.clubIds.includes(team.clubId))
          .map((team) => team.id) ?? [],
      ),
  };
}

function NextTournamentCard({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('tournaments');
  const today = todayIso();
  const tournaments = useTournaments();
  const items = tournaments.data?.items ?? [];
  const mine = useMyClubTournaments(me, items, today);
  // Club users see their clubs' tournaments; everyone else the soonest open one when none is followed (decision 424).
  const next = tournaments.data ? pickNextTournament(items, today, mine.ids, me.level !== CLUB_LEVEL) : null;
  const own = next !== null && (next.followed === true || mine.ids.has(next.id));
  const loading = tournaments.isPending || (mine.pending && !own);

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="next-tournament-title"
      data-testid="next-tournament-card"
    >
      <Group gap="sm" mb="xs">
        <ThemeIcon variant="light" radius="md">
          <IconCalendarEvent size={18} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4" id="next-tournament-title">
          {t('home.nextTournament')}
        </Title>
      </Group>
      {loading ? (
        <Skeleton height={64} role="status" aria-label={t('home.loading')} />
      ) : tournaments.isError && !tournaments.data ? (
        <Text c="dimmed" size="sm">
          {t('home.loadFailed')}
        </Text>
      ) : next === null ? (
        <Stack gap={4}>
          <Text data-testid="no-upcoming">{t('home.noUpcoming')}</Text>
          <HrefAnchor href="/Tournament" size="sm">
            {t('home.toHub')}
          </HrefAnchor>
        </Stack>
      ) : (
        <Stack gap="xs">
          {/* Offline: the device's copy, with its time (as the hub says it). */}
          <DataAge queries={[tournaments]} />
          <div>
            <HrefAnchor href={`/TournamentView/${encodeURIComponent(next.id)}`} fw={600}>
              {next.name}
            </HrefAnchor>
            <Text size="sm" c="dimmed">
              {formatDateRange(next.dateFrom, next.dateTo, i18n.resolvedLanguage)}
              {next.location ? ` · ${next.location}` : ''}
            </Text>
          </div>
          {/* On the tournament's days, a scout's way in: "my tournament day" (levels 0–3, decision 434). */}
          {meetsLevel(me.level, 3) && next.dateFrom <= today && today <= next.dateTo && (
            <HrefAnchor href={`/ScoutDay/${encodeURIComponent(next.id)}`} size="sm" data-testid="home-scout-day">
              {t('home.scoutDay')}
            </HrefAnchor>
          )}
          <FirstGames tournamentId={next.id} today={today} myTeams={mine.teamsOf(next.id)} />
        </Stack>
      )}
    </Card>
  );
}

function FirstGames({ tournamentId, today, myTeams }: { tournamentId: string; today: string; myTeams: Set<string> }) {
  const { t, i18n } = useTranslation('tournaments');
  const games = useTournamentGames(tournamentId);
  if (games.isPending) return <Skeleton height={48} />;
  if (games.isError) return null;
  const first = firstGames(games.data.items, today, myTeams);
  if (first.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="first-games-none">
        {allGamesPlayed(games.data.items) ? t('home.allPlayed') : t('home.noGames')}
      </Text>
    );
  }
  return (
    <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('home.firstGames')}>
      {first.map((game) => (
        <Text component="li" size="sm" key={game.id}>
          <Text span size="sm" c="dimmed">
            {formatDay(game.date!, i18n.resolvedLanguage)} {formatMinutes(game.start!)} ·{' '}
            {t('home.pitch', { pitch: game.pitch })}
          </Text>{' '}
          {/* To the game's line-ups (a club sets its own from there). */}
          <HrefAnchor
            size="sm"
            href={`/TournamentView/${encodeURIComponent(tournamentId)}?tab=lineups&game=${encodeURIComponent(game.id)}`}
            data-testid="first-game-link"
          >
            {game.team1?.name ?? '?'} – {game.team2?.name ?? '?'}
          </HrefAnchor>
        </Text>
      ))}
    </Stack>
  );
}
