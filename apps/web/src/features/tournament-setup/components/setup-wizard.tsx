import { Button, Group, List, Stack, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowLeft, IconArrowRight, IconFlag } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { formatMinutes } from '@touchline/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictNotice, type ConflictChange } from '../../../components/conflict-notice';
import { lazyPanel } from '../../../components/lazy-panel';
import { PanelSkeleton } from '../../../components/panel-skeleton';
import { isApiError } from '../../../lib/api-client';
import { afterPageLoad } from '../../../lib/after-page-load';
import { tournamentQueryOptions } from '../../../entities/tournament/get-tournament';
import type { Tournament } from '../../../entities/tournament/tournament-types';
import { useSaveGroups } from '../api/save-groups';
import { useUpdateTournament } from '../api/update-tournament';
import { ErrorAlert, RequestError } from '../../../components/error-alert';
import { BasicsFields } from './basics-fields';
import classes from './setup.module.css';
import {
  STEPS,
  basicsChanged,
  changedFields,
  draftFromTournament,
  groupsChanged,
  groupsForApi,
  groupsUnsaved,
  rebaseDraft,
  settingsChanged,
  stepIssues,
  type SetupDraft,
} from './setup-draft';
import { UnsavedGroupsGuard } from './unsaved-groups-guard';
import { useIssueMessage } from './use-issue-message';

type BasicsField = 'name' | 'type' | 'dateFrom' | 'dateTo' | 'location' | 'title' | 'tieBreak';
type ScheduleField =
  | 'startTime'
  | 'latestGame'
  | 'maxPlaytime'
  | 'gameTime'
  | 'halfTime'
  | 'gameGap'
  | 'pitches'
  | 'minRest'
  | 'noGameFrom'
  | 'noGameTo'
  | 'continueTime'
  | 'eliminationStartTime'
  | 'eliminationGameTime'
  | 'eliminationStartNextDay';
const TIME_FIELDS = new Set([
  'startTime',
  'latestGame',
  'noGameFrom',
  'noGameTo',
  'continueTime',
  'eliminationStartTime',
]);

interface Conflict {
  /** Their version; null while it loads. */
  latest: Tournament | null;
}

// The wizard opens on the basics; the later steps' code (the schedule's
// number and time fields, the teams and group editor, the summary's generate
// panel) loads when the organiser gets there, and on idle before that, so
// "Next" usually finds it ready (decision 327).
const stepLoading = { loading: () => <PanelSkeleton /> };
const ScheduleStep = lazyPanel(() => import('./schedule-step').then((module) => module.ScheduleStep), stepLoading);
const TeamsStep = lazyPanel(() => import('./teams-step').then((module) => module.TeamsStep), stepLoading);
const SummaryStep = lazyPanel(() => import('./summary-step').then((module) => module.SummaryStep), stepLoading);

/**
 * The four guided steps (basics, schedule, teams and groups, summary). "Next"
 * checks the step with core's rules and saves it (versioned) before moving
 * on; an incomplete step says so and stays. Teams are saved one by one as they
 * are added. A stale save shows the shared conflict notice.
 */
export function SetupWizard({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const issueMessage = useIssueMessage();
  const queryClient = useQueryClient();
  const router = useRouter();
  const update = useUpdateTournament();
  const putGroups = useSaveGroups();
  const [draft, setDraft] = useState<SetupDraft>(() => draftFromTournament(tournament));
  // The version this draft is based on: writes send its version, so someone
  // else's save in between is a 409, never silently overwritten.
  const [base, setBase] = useState<Tournament>(tournament);
  const [active, setActive] = useState(0);
  useEffect(
    () =>
      afterPageLoad(() => {
        ScheduleStep.preload();
        TeamsStep.preload();
        SummaryStep.preload();
      }),
    [],
  );
  const [attempted, setAttempted] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const step = STEPS[active]!;
  const issues = useMemo(() => stepIssues(step, draft, tournament.teams), [step, draft, tournament.teams]);
  const saving = update.isPending || putGroups.isPending;
  const unsavedGroups = groupsUnsaved(draft, base, tournament.teams);

  const reload = async (): Promise<Tournament> =>
    queryClient.fetchQuery({ ...tournamentQueryOptions(tournament.id), staleTime: 0 });

  /** Saves what the current step changed; resolves with the saved version (or the base when nothing changed). */
  const saveStep = async (from: Tournament, d: SetupDraft): Promise<Tournament> => {
    const { basics } = d;
    if (step === 'basics' && basicsChanged(basics, from)) {
      return update.mutateAsync({
        id: from.id,
        version: from.version,
        name: basics.name.trim(),
        type: basics.type,
        dateFrom: basics.dateFrom,
        dateTo: basics.dateTo,
        location: basics.location.trim() || null,
        title: basics.title.trim() || null,
        tieBreak: basics.tieBreak,
      });
    }
    if (step === 'schedule' && settingsChanged(d.settings, from)) {
      return update.mutateAsync({ id: from.id, version: from.version, settings: d.settings });
    }
    if (step === 'teamsAndGroups' && basics.type === 'groupStage' && groupsChanged(d.groups, from)) {
      return putGroups.mutateAsync({
        tournamentId: from.id,
        version: from.version,
        groups: groupsForApi(d.groups, tournament.teams),
      });
    }
    return from;
  };

  const next = async (from: Tournament = base, d: SetupDraft = draft) => {
    setAttempted(true);
    setSaveError(null);
    if (stepIssues(step, d, tournament.teams).length > 0) return;
    try {
      const saved = await saveStep(from, d);
      setBase(saved);
      setConflict(null);
      setAttempted(false);
      setActive((current) => Math.min(current + 1, STEPS.length - 1));
    } catch (error) {
      if (isApiError(error) && error.code === 'CONFLICT') {
        setConflict({ latest: null });
        try {
          setConflict({ latest: await reload() });
        } catch (reloadError) {
          setConflict(null);
          setSaveError(reloadError);
        }
      } else {
        setSaveError(error);
      }
    }
  };

  const back = () => {
    setAttempted(false);
    setSaveError(null);
    setActive((current) => Math.max(0, current - 1));
  };

  const onTeamsChanged = async () => {
    // Team writes change the tournament's version: continue from the new one.
    const latest = await reload();
    setBase(latest);
  };

  const conflictChanges: ConflictChange[] | null = conflict?.latest
    ? changedFields(base, conflict.latest).map((field) => ({ field, ...describeChange(field, conflict.latest!) }))
    : null;

  const describeChange = (field: string, latest: Tournament): { label: string; theirs: string } => {
    const [area, key = ''] = field.split('.');
    if (area === 'groups')
      return { label: t('setup.groups.title'), theirs: latest.groups.map((g) => g.name).join(', ') };
    if (area === 'basics') {
      const value = (latest as unknown as Record<string, unknown>)[key];
      return {
        label: t(`setup.basics.${key as BasicsField}`),
        theirs: value === null || value === undefined ? '' : String(value),
      };
    }
    const value = (latest.settings as Record<string, unknown>)[key];
    const label = key === 'dayOverrides' ? t('setup.schedule.overrides') : t(`setup.schedule.${key as ScheduleField}`);
    if (typeof value === 'number' && TIME_FIELDS.has(key)) return { label, theirs: formatMinutes(value) };
    if (typeof value === 'boolean') return { label, theirs: value ? t('setup.yes') : t('setup.no') };
    if (Array.isArray(value)) return { label, theirs: String(value.length) };
    return { label, theirs: value === null || value === undefined ? '' : String(value) };
  };

  const showIncomplete = attempted && issues.length > 0;
  // Basics and schedule show their problems on the fields; the teams step's
  // problems (too few teams, teams without a group) have no field of their own.
  const listedIssues =
    step === 'teamsAndGroups' ? [...new Set(issues.map((issue) => issueMessage(issue.code) ?? ''))] : [];
  const basicsError = (field: string) =>
    attempted ? issueMessage(issues.find((issue) => issue.field === field)?.code) : undefined;

  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={(index) => index < active && setActive(index)}
        allowNextStepsSelect={false}
        size="sm"
        wrap
      >
        <Stepper.Step label={t('setup.steps.basics')} description={t('setup.steps.basicsHelp')}>
          <BasicsFields
            full
            value={draft.basics}
            onChange={(basics) => setDraft((d) => ({ ...d, basics }))}
            errors={{
              name: basicsError('name'),
              type: basicsError('type'),
              dateFrom: basicsError('dateFrom'),
              dateTo: basicsError('dateTo'),
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={t('setup.steps.schedule')} description={t('setup.steps.scheduleHelp')}>
          <ScheduleStep
            draft={draft}
            teams={tournament.teams}
            onChange={(settings) => setDraft((d) => ({ ...d, settings }))}
          />
        </Stepper.Step>
        <Stepper.Step label={t('setup.steps.teamsAndGroups')} description={t('setup.steps.teamsAndGroupsHelp')}>
          <TeamsStep
            tournamentId={tournament.id}
            version={tournament.version}
            draft={draft}
            teams={tournament.teams}
            onGroupsChange={(groups) => setDraft((d) => ({ ...d, groups }))}
            onTeamsChanged={onTeamsChanged}
          />
        </Stepper.Step>
        <Stepper.Step label={t('setup.steps.summary')} description={t('setup.steps.summaryHelp')}>
          <SummaryStep draft={draft} tournament={tournament} complete={issues.length === 0} onSaved={setBase} />
        </Stepper.Step>
      </Stepper>

      <UnsavedGroupsGuard unsaved={unsavedGroups} />
      {unsavedGroups && step === 'teamsAndGroups' && (
        <Text size="sm" c="dimmed" data-testid="groups-unsaved">
          {t('setup.draw.unsaved')}
        </Text>
      )}
      {showIncomplete && (
        <ErrorAlert data-testid="step-incomplete">
          {t('setup.incomplete')}
          {listedIssues.length > 0 && (
            <List size="sm" mt={4}>
              {listedIssues.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          )}
        </ErrorAlert>
      )}
      {conflict && (
        <ConflictNotice
          message={t('setup.conflict')}
          changes={conflictChanges}
          busy={saving}
          onKeepMine={() => {
            if (!conflict.latest) return;
            const latest = conflict.latest;
            const rebased = rebaseDraft(draft, base, latest);
            setDraft(rebased);
            setBase(latest);
            void next(latest, rebased);
          }}
          onTakeTheirs={() => {
            if (!conflict.latest) return;
            setDraft(draftFromTournament(conflict.latest));
            setBase(conflict.latest);
            setConflict(null);
          }}
        />
      )}
      {saveError !== null && <RequestError error={saveError} title={t('setup.saveFailed')} />}

      <Group justify="space-between" gap="sm" className={classes.noPrint}>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={back}
          disabled={active === 0 || saving}
        >
          {t('setup.back')}
        </Button>
        {active < STEPS.length - 1 ? (
          <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => void next()} loading={saving}>
            {t('setup.next')}
          </Button>
        ) : (
          <Button
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => {
              setAttempted(true);
              if (issues.length === 0)
                void router.navigate({ href: `/TournamentView/${encodeURIComponent(tournament.id)}` });
            }}
          >
            {t('setup.finish')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
