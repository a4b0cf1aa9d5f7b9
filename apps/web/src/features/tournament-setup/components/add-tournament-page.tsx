import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { DEFAULT_FORMAT, DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { todayIso } from '../../../lib/format';
import { useCreateTournament } from '../api/create-tournament';
import { BasicsFields } from './basics-fields';
import { stepIssues, type BasicsDraft, type SetupDraft } from './setup-draft';
import { useIssueMessage } from './use-issue-message';
import { RequestError } from '../../../components/error-alert';
import { useCodedForm } from '../../../lib/forms/use-coded-form';

const EMPTY: BasicsDraft = {
  name: '',
  type: 'groupStage',
  dateFrom: '',
  dateTo: '',
  location: '',
  title: '',
  tieBreak: 'FIFA',
};

/**
 * /add-tournament (levels 0–1): the dialog page. Name, type, dates and place;
 * the tournament is created with default schedule settings and the guided
 * setup opens straight away.
 */
export function AddTournamentPage() {
  const { t } = useTranslation('tournaments');
  const { serverFieldMessage } = useErrorMessages();
  const issueMessage = useIssueMessage();
  const router = useRouter();
  const create = useCreateTournament();
  const form = useCodedForm<BasicsDraft>({ initialValues: { ...EMPTY, dateFrom: todayIso(), dateTo: todayIso() } });
  const basics = form.values;
  // Core's step check (issue codes of its own, not a schema's): shown from the first attempt on, and as the user types.
  const [attempted, setAttempted] = useState(false);
  const draft: SetupDraft = { basics, settings: DEFAULT_SCHEDULE_SETTINGS, groups: [] };
  const issues = stepIssues('basics', draft, []);
  const error = (field: keyof BasicsDraft) =>
    (attempted ? issueMessage(issues.find((issue) => issue.field === field)?.code) : undefined) ??
    serverFieldMessage(create.error, field);

  const submit = form.onSubmit(() => {
    setAttempted(true);
    if (issues.length > 0) return;
    create.mutate(
      {
        name: basics.name.trim(),
        type: basics.type,
        dateFrom: basics.dateFrom,
        dateTo: basics.dateTo,
        location: basics.location.trim() || null,
        tieBreak: 'FIFA',
        settings: DEFAULT_SCHEDULE_SETTINGS,
        ...DEFAULT_FORMAT,
      },
      {
        onSuccess: (tournament) =>
          void router.navigate({ href: `/TournamentSetup/${encodeURIComponent(tournament.id)}`, replace: true }),
      },
    );
  });

  return (
    <Page title={t('add.title')} size="md">
      <Paper
        withBorder
        p={{ base: 'sm', md: 'lg' }}
        component="form"
        onSubmit={submit}
        noValidate
        aria-labelledby="add-intro"
      >
        <Stack gap="md">
          <Text c="dimmed" size="sm" id="add-intro">
            {t('add.intro')}
          </Text>
          <BasicsFields
            value={basics}
            onChange={form.setValues}
            errors={{ name: error('name'), type: error('type'), dateFrom: error('dateFrom'), dateTo: error('dateTo') }}
          />
          {create.isError && <RequestError error={create.error} title={t('add.failed')} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => router.history.back()} disabled={create.isPending}>
              {t('setup.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} rightSection={<IconArrowRight size={16} aria-hidden />}>
              {t('add.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Page>
  );
}
