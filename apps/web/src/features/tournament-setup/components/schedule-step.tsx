import { ActionIcon, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { dateRange, type DayOverride } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../entities/tournament/tournament-format';
import type { TournamentSettings, TournamentTeam } from '../../../entities/tournament/tournament-types';
import { issuesNearChange, scheduleSettings, settingsIssuesByField, type SetupDraft } from './setup-draft';
import { TimeField, WholeNumberField } from './time-fields';
import { useIssueMessage } from './use-issue-message';
import { WorkloadEstimate } from './workload-estimate';
import { SectionPanel } from '../../../components/section-panel';

interface ScheduleStepProps {
  draft: SetupDraft;
  teams: readonly TournamentTeam[];
  onChange: (settings: TournamentSettings) => void;
}

/** Every time setting of the product (minutes), per-day overrides, pitches, rest, and the live workload estimate. */
export function ScheduleStep({ draft, teams, onChange }: ScheduleStepProps) {
  const { t } = useTranslation('tournaments');
  const issueMessage = useIssueMessage();
  const settings = draft.settings;
  // The field changed last: a problem between two fields shows under it.
  const [changed, setChanged] = useState<string | null>(null);
  // Validation as you type: core's rules on every change.
  const issues = useMemo(() => issuesNearChange(settingsIssuesByField(draft), changed), [draft, changed]);
  const error = (field: string) => issueMessage(issues[field]);
  const set = <K extends keyof TournamentSettings>(key: K, value: TournamentSettings[K]) => {
    setChanged(key);
    onChange({ ...settings, [key]: value });
  };
  // Required numbers stay NaN while empty, so core reports them instead of a silent default.
  const required = (value: number | null) => value ?? Number.NaN;
  const isGroupStage = draft.basics.type === 'groupStage';
  const minutes = t('setup.schedule.minutes');

  return (
    <Stack gap="md">
      <SectionPanel order={3} title={t('setup.schedule.day')}>
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
          <TimeField
            label={t('setup.schedule.startTime')}
            value={settings.startTime}
            onChange={(v) => set('startTime', required(v))}
            error={error('startTime')}
            required
          />
          <TimeField
            label={t('setup.schedule.latestGame')}
            description={t('setup.schedule.latestGameHelp')}
            value={settings.latestGame}
            onChange={(v) => set('latestGame', required(v))}
            error={error('latestGame')}
            required
          />
          <WholeNumberField
            label={t('setup.schedule.maxPlaytime')}
            description={t('setup.schedule.maxPlaytimeHelp')}
            value={settings.maxPlaytime}
            onChange={(v) => set('maxPlaytime', required(v))}
            error={error('maxPlaytime')}
            suffix={minutes}
            data-testid="maxPlaytime"
          />
          <WholeNumberField
            label={t('setup.schedule.gameTime')}
            description={t('setup.schedule.gameTimeHelp')}
            value={settings.gameTime}
            onChange={(v) => set('gameTime', required(v))}
            error={error('gameTime')}
            min={1}
            suffix={minutes}
            data-testid="gameTime"
          />
          <WholeNumberField
            label={t('setup.schedule.halfTime')}
            value={settings.halfTime}
            onChange={(v) => set('halfTime', required(v))}
            error={error('halfTime')}
            suffix={minutes}
          />
          <WholeNumberField
            label={t('setup.schedule.gameGap')}
            description={t('setup.schedule.gameGapHelp')}
            value={settings.gameGap}
            onChange={(v) => set('gameGap', required(v))}
            error={error('gameGap')}
            suffix={minutes}
          />
          <WholeNumberField
            label={t('setup.schedule.pitches')}
            value={settings.pitches ?? 1}
            onChange={(v) => set('pitches', required(v))}
            error={error('pitches')}
            min={1}
          />
          <WholeNumberField
            label={t('setup.schedule.minRest')}
            description={t('setup.schedule.minRestHelp')}
            placeholder={t('setup.schedule.minRestDefault')}
            value={settings.minRest ?? null}
            onChange={(v) => onChange(withOptional(settings, 'minRest', v))}
            error={error('minRest')}
            suffix={minutes}
          />
        </SimpleGrid>
      </SectionPanel>

      <SectionPanel order={3} title={t('setup.schedule.break')} description={t('setup.schedule.breakHelp')}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <TimeField
            label={t('setup.schedule.noGameFrom')}
            value={settings.noGameFrom}
            onChange={(v) => set('noGameFrom', v)}
            error={error('noGameFrom')}
            data-testid="noGameFrom"
          />
          <TimeField
            label={t('setup.schedule.noGameTo')}
            value={settings.noGameTo}
            onChange={(v) => set('noGameTo', v)}
            error={error('noGameTo')}
            data-testid="noGameTo"
          />
          <TimeField
            label={t('setup.schedule.continueTime')}
            description={t('setup.schedule.continueTimeHelp')}
            value={settings.continueTime}
            onChange={(v) => set('continueTime', v)}
            error={error('continueTime')}
          />
        </SimpleGrid>
      </SectionPanel>

      {isGroupStage && (
        <SectionPanel order={3} title={t('setup.schedule.knockout')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TimeField
              label={t('setup.schedule.eliminationStartTime')}
              description={t('setup.schedule.eliminationStartTimeHelp')}
              value={settings.eliminationStartTime}
              onChange={(v) => set('eliminationStartTime', v)}
              error={error('eliminationStartTime')}
            />
            <WholeNumberField
              label={t('setup.schedule.eliminationGameTime')}
              placeholder={t('setup.schedule.eliminationGameTimeDefault')}
              value={settings.eliminationGameTime}
              onChange={(v) => set('eliminationGameTime', v)}
              error={error('eliminationGameTime')}
              min={1}
              suffix={minutes}
            />
          </SimpleGrid>
          <Checkbox
            mt="md"
            label={t('setup.schedule.eliminationStartNextDay')}
            checked={settings.eliminationStartNextDay}
            onChange={(event) => set('eliminationStartNextDay', event.currentTarget.checked)}
          />
        </SectionPanel>
      )}

      <DayOverrides
        draft={draft}
        issues={issues}
        onChange={(dayOverrides) =>
          onChange(withOptional(settings, 'dayOverrides', dayOverrides.length ? dayOverrides : null))
        }
      />

      <WorkloadEstimate
        type={draft.basics.type}
        teamCount={teams.length}
        groupCount={draft.groups.length}
        advancement={draft.groups[0]?.advancement}
        settings={scheduleSettings(draft)}
        adjustableTeams
      />
    </Stack>
  );
}

/** Sets an optional setting, or removes it when empty (the default applies). */
function withOptional<K extends 'minRest' | 'dayOverrides'>(
  settings: TournamentSettings,
  key: K,
  value: TournamentSettings[K] | null,
): TournamentSettings {
  const next = { ...settings };
  if (value === null || value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

const OVERRIDE_TIMES = ['startTime', 'latestGame', 'noGameFrom', 'noGameTo'] as const;
const OVERRIDE_NUMBERS = ['maxPlaytime', 'gameTime', 'pitches'] as const;

function DayOverrides({
  draft,
  issues,
  onChange,
}: {
  draft: SetupDraft;
  issues: Record<string, string>;
  onChange: (overrides: DayOverride[]) => void;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const issueMessage = useIssueMessage();
  const overrides = draft.settings.dayOverrides ?? [];
  const days = useMemo(
    () => dateRange(draft.basics.dateFrom, draft.basics.dateTo),
    [draft.basics.dateFrom, draft.basics.dateTo],
  );
  const free = days.filter((day) => !overrides.some((o) => o.date === day));
  const update = (index: number, next: DayOverride) => onChange(overrides.map((o, i) => (i === index ? next : o)));
  const setField = (index: number, key: string, value: number | null) => {
    const current = { ...overrides[index]! } as Record<string, unknown>;
    if (value === null) delete current[key];
    else current[key] = value;
    update(index, current as DayOverride);
  };
  const dayOptions = (current: string) =>
    days
      .filter((day) => day === current || free.includes(day))
      .map((day) => ({ value: day, label: formatDay(day, i18n.resolvedLanguage) }));

  return (
    <SectionPanel
      order={3}
      title={t('setup.schedule.overrides')}
      description={t('setup.schedule.overridesHelp')}
      actions={
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={free.length === 0}
          onClick={() => onChange([...overrides, { date: free[0]!, name: '' }])}
        >
          {t('setup.schedule.addOverride')}
        </Button>
      }
    >
      <Stack gap="md">
        {overrides.map((override, index) => {
          const at = (field: string) => issueMessage(issues[`dayOverrides.${index}.${field}`]);
          return (
            <Paper key={index} withBorder p="sm" bg="var(--mantine-color-default-hover)" data-testid="day-override">
              <Group justify="space-between" align="flex-end" gap="sm" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" style={{ flex: 1 }}>
                  <Select
                    label={t('setup.schedule.overrideDate')}
                    data={dayOptions(override.date)}
                    value={override.date}
                    onChange={(date) => date && update(index, { ...override, date })}
                    allowDeselect={false}
                    error={at('date')}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <TextInput
                    label={t('setup.schedule.overrideName')}
                    placeholder={t('setup.schedule.overrideNamePlaceholder')}
                    value={override.name ?? ''}
                    onChange={(event) => update(index, { ...override, name: event.currentTarget.value })}
                    maxLength={60}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => onChange(overrides.filter((_, i) => i !== index))}
                  aria-label={t('setup.schedule.removeOverride')}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" mt="sm">
                {OVERRIDE_TIMES.map((field) => (
                  <TimeField
                    key={field}
                    label={t(`setup.schedule.${field}`)}
                    value={override[field] ?? null}
                    onChange={(v) => setField(index, field, v)}
                    error={at(field)}
                  />
                ))}
                {OVERRIDE_NUMBERS.map((field) => (
                  <WholeNumberField
                    key={field}
                    label={t(`setup.schedule.${field}`)}
                    value={override[field] ?? null}
                    placeholder={String(draft.settings[field] ?? 1)}
                    onChange={(v) => setField(index, field, v)}
                    error={at(field)}
                    min={field === 'maxPlaytime' ? 0 : 1}
                  />
                ))}
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
    </SectionPanel>
  );
}
