import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconTournament } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { can } from '@touchline/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../../../lib/auth/use-actor';
import type { GamesTabProps } from '../view/view-tabs';
import { BracketDrawing } from './bracket-drawing';
import { OutdatedBracket } from './outdated-bracket';
import { useBracket } from '../../api/bracket';
import { buildBracket } from './bracket-model';
import { bracketSections, type BracketSection } from './bracket-sections';

/**
 * The knockout tree of a group-stage tournament, or the spec's message when
 * there is none. Scores, running games and shootouts come from the games,
 * which follow the live channel; winners appear in the next round as the
 * server moves them on.
 */
export function BracketTab({ tournament, games, labels }: GamesTabProps) {
  const { t } = useTranslation('tournaments');
  const actor = useActor();
  // The server's bracket names each game's position; until it answers (or if it fails) the games' order pairs them.
  const hasKnockout = games.some((g) => g.phase === 'knockout');
  const served = useBracket(tournament.id, { enabled: tournament.type === 'groupStage' && hasKnockout });
  const view = useMemo(() => buildBracket(tournament, games, served.data), [tournament, games, served.data]);
  // Play-offs, a third-place game or placement games: every bracket as the server stores it (decision 441).
  const sections = useMemo(() => {
    const data = served.data;
    // Wildcards too: the tree rebuilt from the groups alone would not have their slots.
    const single = data && data.playoffs.length < 2 && !data.games.some((g) => g.place > 1);
    if (!data || data.games.length === 0 || (single && tournament.wildcards === null)) return null;
    return bracketSections(data, games);
  }, [served.data, games, tournament.wildcards]);
  if (!view && !sections) return <Text c="dimmed">{t('view.noData')}</Text>;
  const playoffs = served.data?.playoffs.length ?? 1;
  const sectionTitle = (section: BracketSection) => {
    const places =
      section.place === 3 && section.to === 4
        ? t('bracket.sections.thirdPlace')
        : t('bracket.sections.places', { from: section.from, to: section.to });
    const letter = String.fromCharCode(65 + section.playoff);
    return playoffs > 1 ? t('bracket.sections.playoff', { letter, places }) : places;
  };
  return (
    <Stack gap="xs">
      {can(actor, 'groupResults.apply') && (
        <Group justify="flex-end">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTournament size={16} aria-hidden />}
            renderRoot={(props) => (
              <Link
                to="/TournamentApplyGroupResults/$tournamentId"
                params={{ tournamentId: tournament.id }}
                {...props}
              />
            )}
          >
            {t('apply.title')}
          </Button>
        </Group>
      )}
      {served.data?.outdated ? (
        <OutdatedBracket tournamentId={tournament.id} version={served.data.version} outdated={served.data.outdated} />
      ) : null}
      {sections ? (
        sections.map((section) => (
          <Stack key={`${section.playoff}-${section.place}`} gap={4}>
            {sections.length > 1 && (
              <Title order={3} size="h4">
                {sectionTitle(section)}
              </Title>
            )}
            <BracketDrawing view={section.view} labels={labels} />
          </Stack>
        ))
      ) : view ? (
        <BracketDrawing view={view} labels={labels} />
      ) : null}
    </Stack>
  );
}
