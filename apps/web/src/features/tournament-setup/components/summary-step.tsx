import { Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMinutes } from '@touchline/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../../../entities/tournament/tournament-format';
import type { Tournament } from '../../../entities/tournament/tournament-types';
import { TournamentTypeIcon } from '../../../entities/tournament/tournament-type-icon';
import { FormatPanel } from './format-panel';
import { GeneratePanel } from './generate-panel';
import { scheduleSettings, type SetupDraft } from './setup-draft';
import { WorkloadEstimate } from './workload-estimate';
import { SectionPanel } from '../../../components/section-panel';

/** Everything at a glance, the workload, then "Generate schedule". */
export function SummaryStep({
  draft,
  tournament,
  complete,
  onSaved = () => undefined,
}: {
  draft: SetupDraft;
  tournament: Tournament;
  complete: boolean;
  /** The format was saved: the wizard's writes go on from this version. */
  onSaved?: (saved: Tournament) => void;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const { basics, settings } = draft;
  const teamName = (id: string) => tournament.teams.find((team) => team.id === id)?.name ?? '–';
  const time = (minutes: number | null) => (minutes === null ? '–' : formatMinutes(minutes));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionPanel order={3} title={t('setup.steps.basics')}>
          <Fact label={t('setup.basics.name')}>{basics.name}</Fact>
          <Fact label={t('setup.basics.type')}>
            <Group gap={6} wrap="nowrap">
              <TournamentTypeIcon type={basics.type} size={16} />
              {t(`setup.types.${basics.type}.label`)}
            </Group>
          </Fact>
          <Fact label={t('setup.summary.dates')}>
            {formatDateRange(basics.dateFrom, basics.dateTo, i18n.resolvedLanguage)}
          </Fact>
          <Fact label={t('setup.basics.location')}>{basics.location || '–'}</Fact>
          <Fact label={t('setup.basics.title')}>{basics.title || '–'}</Fact>
          <Fact label={t('setup.basics.tieBreak')}>{basics.tieBreak}</Fact>
        </SectionPanel>
        <SectionPanel order={3} title={t('setup.steps.schedule')}>
          <Fact label={t('setup.summary.day')}>
            {t('setup.summary.dayValue', { start: time(settings.startTime), latest: time(settings.latestGame) })}
          </Fact>
          <Fact label={t('setup.summary.game')}>
            {t('setup.summary.gameValue', {
              game: settings.gameTime,
              half: settings.halfTime,
              gap: settings.gameGap,
            })}
          </Fact>
          <Fact label={t('setup.schedule.maxPlaytime')}>
            {t('setup.summary.minutes', { count: settings.maxPlaytime })}
          </Fact>
          <Fact label={t('setup.schedule.break')}>
            {settings.noGameFrom === null
              ? t('setup.summary.noBreak')
              : `${time(settings.noGameFrom)}–${time(settings.noGameTo)}`}
          </Fact>
          <Fact label={t('setup.schedule.pitches')}>{settings.pitches ?? 1}</Fact>
          <Fact label={t('setup.schedule.minRest')}>
            {settings.minRest === undefined
              ? t('setup.schedule.minRestDefault')
              : t('setup.summary.minutes', { count: settings.minRest })}
          </Fact>
          {(settings.dayOverrides ?? []).length > 0 && (
            <Fact label={t('setup.schedule.overrides')}>
              {(settings.dayOverrides ?? []).map((o) => o.name || o.date).join(', ')}
            </Fact>
          )}
        </SectionPanel>
      </SimpleGrid>
      <SectionPanel order={3} title={t('setup.steps.teamsAndGroups')}>
        <Text size="sm" fw={600}>
          {t('setup.teams.count', { count: tournament.teams.length })}
        </Text>
        {basics.type === 'groupStage' ? (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm" mt="xs">
            {draft.groups.map((group) => (
              <div key={group.key}>
                <Group gap={6}>
                  <Text fw={600}>{group.name}</Text>
                  <Badge variant="light" size="sm" style={{ textTransform: 'none' }}>
                    {t(`setup.advancement.${group.advancement}`)}
                  </Badge>
                </Group>
                <List size="sm">
                  {group.teamIds.map((id) => (
                    <List.Item key={id}>{teamName(id)}</List.Item>
                  ))}
                </List>
              </div>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" mt="xs">
            {tournament.teams.map((team) => team.name).join(', ') || '–'}
          </Text>
        )}
      </SectionPanel>
      {basics.type !== 'scouting' && (
        <SectionPanel order={3} title={t('setup.format.title')}>
          <FormatPanel key={tournament.type} tournament={tournament} onSaved={onSaved} />
        </SectionPanel>
      )}
      <WorkloadEstimate
        type={basics.type}
        teamCount={tournament.teams.length}
        groupCount={draft.groups.length}
        advancement={draft.groups[0]?.advancement}
        settings={scheduleSettings(draft)}
      />
      <SectionPanel order={3} title={t('setup.generate.title')}>
        <GeneratePanel tournament={tournament} disabled={!complete} />
      </SectionPanel>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={2} align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
