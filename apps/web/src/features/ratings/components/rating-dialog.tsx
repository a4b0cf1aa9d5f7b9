import { Alert, Button, Divider, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { SKILLS, can, createRatingSchema, type Player, type RatingScores, type Skill } from '@touchline/core';
import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { RequestError } from '../../../components/error-alert';
import { codeResolver, setServerFieldErrors, useCodedForm } from '../../../lib/forms/use-coded-form';
import { useCreatePlayerRating } from '../api/create-player-rating';
import { fullName } from '../../../lib/format';
import { useActor } from '../../../lib/auth/use-actor';
import { nameValues } from '../../../lib/elision';
import { PlayerSearchSelect } from './player-search-select';
import { ScoreControl } from '../../../components/score-control';

type RatedPlayer = Pick<Player, 'id' | 'firstName' | 'lastName' | 'clubId' | 'backNumberDefault'>;

interface RatingDialogProps {
  opened: boolean;
  onClose: () => void;
  /** From the card: the player is fixed. Without it the dialog searches for one. */
  player?: RatedPlayer;
}

/** "Make a rating" (docs/product/ratings.md): any of the 21 skills 1–10, a required global rating, an optional note. */
export function RatingDialog({ opened, onClose, player }: RatingDialogProps) {
  const { t } = useTranslation('ratings');
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={player ? t('dialog.titleFor', { name: fullName(player) }) : t('dialog.title')}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {/* Mounted only while open: every opening starts empty. */}
      {opened && <RatingForm fixedPlayer={player} onDone={onClose} />}
    </Modal>
  );
}

interface RatingFormValues {
  /** The player picked in the search (unused when the dialog's player is fixed). */
  picked: Player | null;
  /** Required; null until picked. */
  globalRating: number | null;
  /** Only the skills scored: "not rated" removes a skill. */
  scores: RatingScores;
  note: string;
}

const resolveRating = codeResolver(createRatingSchema);

/** The body POST /api/players/{id}/ratings takes (an empty note is left out); a missing global rating stays null for the schema to name. */
function ratingInput({ scores, globalRating, note }: RatingFormValues) {
  const trimmed = note.trim();
  return { scores, globalRating, ...(trimmed ? { note: trimmed } : {}) };
}

/**
 * The rating's form (lib/forms, decision 262): core's createRatingSchema over
 * the scores, the global rating and the trimmed note, plus the picked player
 * (unless the dialog's player is fixed).
 */
function RatingForm({ fixedPlayer, onDone }: { fixedPlayer: RatedPlayer | undefined; onDone: () => void }) {
  const { t } = useTranslation(['ratings', 'skills']);
  const actor = useActor();
  const create = useCreatePlayerRating();
  const form = useCodedForm<RatingFormValues>({
    initialValues: { picked: null, globalRating: null, scores: {}, note: '' },
    validate: (values) => ({
      ...(fixedPlayer || values.picked ? {} : { picked: 'REQUIRED' }),
      ...resolveRating(ratingInput(values)),
    }),
  });
  const { picked, globalRating, scores } = form.getValues();
  const player: RatedPlayer | null = fixedPlayer ?? picked;
  const allowed = player === null || can(actor, 'rating.create', { clubId: player.clubId });

  // The 21 skill controls are memoised (re-rendering them all on every
  // keystroke of the note is what makes typing lag), so their handler keeps
  // its identity and reaches the current form through a ref.
  const formRef = useRef(form);
  useLayoutEffect(() => {
    formRef.current = form;
  });
  const setScore = useCallback((skill: Skill, value: number | null) => {
    const current = formRef.current;
    current.clearFieldError(`scores.${skill}`);
    current.setFieldValue('scores', (scored) => {
      const next = { ...scored };
      if (value === null) delete next[skill];
      else next[skill] = value;
      return next;
    });
  }, []);

  const submit = form.onSubmit((values) => {
    const rated = fixedPlayer ?? values.picked;
    const { globalRating: global } = values;
    if (!rated || global === null || !allowed) return;
    create.mutate(
      { playerId: rated.id, rating: { ...ratingInput(values), globalRating: global } },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: t('dialog.saved', nameValues(fullName(rated))) });
          onDone();
        },
        onError: (error) => setServerFieldErrors(form, error, { nested: ['scores'] }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('dialog.title')}>
      <Stack gap="md">
        {!fixedPlayer && <PlayerSearchSelect {...form.getInputProps('picked')} value={picked} />}
        {!allowed && (
          <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('dialog.notAllowed')}
          </Alert>
        )}
        <ScoreControl
          label={t('dialog.global')}
          description={t('dialog.globalHelp')}
          {...form.getInputProps('globalRating')}
          value={globalRating}
        />
        <Divider />
        <div>
          <Title order={3} fz="h5">
            {t('dialog.skills')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dialog.skillsHelp', { count: Object.keys(scores).length })}
          </Text>
        </div>
        {SKILLS.map((skill) => (
          <SkillScore
            key={skill}
            skill={skill}
            value={scores[skill] ?? null}
            error={form.getInputProps(`scores.${skill}`).error as ReactNode}
            onScore={setScore}
          />
        ))}
        <Divider />
        <Textarea
          label={t('dialog.note')}
          description={t('dialog.noteHelp')}
          {...form.getInputProps('note')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={2000}
        />
        {create.isError && <RequestError error={create.error} />}
        <DialogActions cancelLabel={t('dialog.cancel')} onCancel={onDone} pending={create.isPending}>
          <Button type="submit" loading={create.isPending} disabled={!allowed}>
            {t('dialog.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

interface SkillScoreProps {
  skill: Skill;
  value: number | null;
  /** The skill's problem in words (a server field code, translated). */
  error: ReactNode;
  onScore: (skill: Skill, value: number | null) => void;
}

/** One skill's score; re-renders only when its own value or error changes. */
const SkillScore = memo(function SkillScore({ skill, value, error, onScore }: SkillScoreProps) {
  const { t } = useTranslation('skills');
  return (
    <ScoreControl
      label={t(`${skill}.name`)}
      description={t(`${skill}.description`)}
      value={value}
      onChange={(next) => onScore(skill, next)}
      error={error}
      clearable
    />
  );
});
