import { ActionIcon, Button, Group, Paper, Stack, Switch, Tooltip } from '@mantine/core';
import { IconArrowsShuffle, IconDice5 } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/integer-input';
import { RequestError } from '../../../components/error-alert';
import type { TournamentTeam } from '../../../entities/tournament/tournament-types';
import { useDrawGroups, type DrawPreview } from '../api/draw-groups';
import { DrawConflicts } from './draw-conflicts';
import type { GroupDraft } from './setup-draft';

interface DrawPanelProps {
  tournamentId: string;
  teams: readonly TournamentTeam[];
  /** The draft's groups: the draw's report shows while they are as drawn. */
  groups: readonly GroupDraft[];
  onDrawn: (teamIds: string[][]) => void;
  /** More buttons beside "Draw groups" (add a group). */
  actions?: ReactNode;
}

/** A new seed to show: six digits are easy to read out and type again. */
export function newSeed(random: () => number = Math.random): number {
  return 100_000 + Math.floor(random() * 900_000);
}

const sameTeams = (preview: DrawPreview, groups: readonly GroupDraft[]) =>
  JSON.stringify(preview.groups.map((g) => g.teamIds)) === JSON.stringify(groups.map((g) => g.teamIds));

/**
 * The draw (decision 443): the number of groups, the seed (shown, typed again
 * to repeat a draw), whether countries are kept apart too. The server draws
 * from the teams' pots with core's rule and stores nothing; the groups go into
 * the draft, and what the draw could not avoid is said in words below, as
 * long as the groups stay as drawn.
 */
export function DrawPanel({ tournamentId, teams, groups, onDrawn, actions }: DrawPanelProps) {
  const { t } = useTranslation('tournaments');
  const draw = useDrawGroups();
  const [groupCount, setGroupCount] = useState<number>(groups.length || Math.max(1, Math.round(teams.length / 4)));
  const [seed, setSeed] = useState(() => newSeed());
  const [avoidCountry, setAvoidCountry] = useState(false);
  const [drawn, setDrawn] = useState<{ preview: DrawPreview; avoidCountry: boolean } | null>(null);
  const teamName = (id: string) => teams.find((team) => team.id === id)?.name ?? '–';
  const clubName = (id: string) => teams.find((team) => team.clubId === id)?.clubName ?? '–';

  const run = () =>
    draw.mutate(
      { tournamentId, groupCount, seed, avoidCountry },
      {
        onSuccess: (preview) => {
          setDrawn({ preview, avoidCountry });
          onDrawn(preview.groups.map((g) => g.teamIds));
        },
      },
    );

  return (
    <Paper p="sm" bg="var(--mantine-color-default-hover)" mb="md">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <IntegerInput
            label={t('setup.groups.count')}
            value={groupCount}
            onChange={(next) => setGroupCount(next ?? 1)}
            min={1}
            max={32}
            w={120}
            data-testid="group-count"
          />
          <IntegerInput
            label={t('setup.groups.seed')}
            description={t('setup.groups.seedHelp')}
            value={seed}
            onChange={(next) => setSeed(next ?? 0)}
            max={2 ** 31}
            w={160}
            data-testid="group-seed"
            rightSection={
              <Tooltip label={t('setup.groups.reroll')}>
                <ActionIcon variant="subtle" onClick={() => setSeed(newSeed())} aria-label={t('setup.groups.reroll')}>
                  <IconDice5 size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            }
          />
          <Button
            leftSection={<IconArrowsShuffle size={16} aria-hidden />}
            onClick={run}
            loading={draw.isPending}
            disabled={teams.length < 2}
          >
            {t('setup.groups.draw')}
          </Button>
          {actions}
        </Group>
        <Switch
          label={t('setup.draw.avoidCountry')}
          description={t('setup.draw.avoidCountryHelp')}
          checked={avoidCountry}
          onChange={(event) => setAvoidCountry(event.currentTarget.checked)}
          data-testid="avoid-country"
        />
        {draw.isError && <RequestError error={draw.error} />}
        {drawn && sameTeams(drawn.preview, groups) && (
          <DrawConflicts
            preview={drawn.preview}
            avoidCountry={drawn.avoidCountry}
            groupName={(index) => groups[index]?.name || t('setup.groups.unnamed')}
            teamName={teamName}
            clubName={clubName}
          />
        )}
      </Stack>
    </Paper>
  );
}
