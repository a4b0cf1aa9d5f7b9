import { Alert, Button, Divider, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { SKILLS, can, type Player, type RatingScores, type Skill } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { useCreatePlayerRating } from '../api/create-player-rating';
import { fullName } from '../../../lib/format';
import { useActor } from '../../../lib/auth/use-actor';
import { PlayerSearchSelect } from './player-search-select';
import { ScoreControl } from './score-control';

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

function RatingForm({ fixedPlayer, onDone }: { fixedPlayer: RatedPlayer | undefined; onDone: () => void }) {
  const { t } = useTranslation(['ratings', 'skills']);
  const { errorMessage, fieldMessage, serverFieldMessage } = useErrorMessages();
  const actor = useActor();
  const create = useCreatePlayerRating();
  const [picked, setPicked] = useState<Player | null>(null);
  const [scores, setScores] = useState<RatingScores>({});
  const [globalRating, setGlobalRating] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const player: RatedPlayer | null = fixedPlayer ?? picked;
  const allowed = player === null || can(actor, 'rating.create', { clubId: player.clubId });
  const scoredCount = Object.keys(scores).length;

  const setScore = (skill: Skill, value: number | null) =>
    setScores((current) => {
      const next = { ...current };
      if (value === null) delete next[skill];
      else next[skill] = value;
      return next;
    });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!player || globalRating === null || !allowed) return;
    const trimmed = note.trim();
    create.mutate(
      { playerId: player.id, rating: { scores, globalRating, ...(trimmed ? { note: trimmed } : {}) } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('dialog.saved', { name: fullName(player) }) });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('dialog.title')}>
      <Stack gap="md">
        {!fixedPlayer && (
          <PlayerSearchSelect
            value={picked}
            onChange={setPicked}
            error={submitted && !picked ? fieldMessage('REQUIRED') : null}
          />
        )}
        {!allowed && (
          <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('dialog.notAllowed')}
          </Alert>
        )}
        <ScoreControl
          label={t('dialog.global')}
          description={t('dialog.globalHelp')}
          value={globalRating}
          onChange={setGlobalRating}
          error={submitted && globalRating === null ? fieldMessage('REQUIRED') : null}
        />
        <Divider />
        <div>
          <Title order={3} fz="h5">
            {t('dialog.skills')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dialog.skillsHelp', { count: scoredCount })}
          </Text>
        </div>
        {SKILLS.map((skill) => (
          <ScoreControl
            key={skill}
            label={t(`skills:${skill}.name`)}
            description={t(`skills:${skill}.description`)}
            value={scores[skill] ?? null}
            onChange={(value) => setScore(skill, value)}
            clearable
          />
        ))}
        <Divider />
        <Textarea
          label={t('dialog.note')}
          description={t('dialog.noteHelp')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={2000}
          error={serverFieldMessage(create.error, 'note')}
        />
        {create.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!allowed}>
            {t('dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
