import { Button, Collapse, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SKILLS, type RatingScores, type Skill } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScoreControl } from '../../../components/score-control';

export interface QuickRatingTarget {
  playerId: string;
  name: string;
  backNumber: number | null;
  gameId: string;
  /** "U15 Cup, FC Nord – SV Süd, 10:40": the game the rating is made at. */
  context: string;
}

export interface QuickRating {
  globalRating: number;
  scores: RatingScores;
  note?: string;
}

interface QuickRatingDialogProps {
  target: QuickRatingTarget | null;
  onClose: () => void;
  /** Stores the rating (the outbox: durable at once, sent when there is a signal). */
  onSave: (target: QuickRatingTarget, rating: QuickRating) => Promise<void>;
}

/**
 * The quick rating from a line-up (decision 434): the global
 * rating, an optional note and any skills, saved with one tap, with the game
 * as context. Mounted only while open, so every opening starts empty.
 */
export function QuickRatingDialog({ target, onClose, onSave }: QuickRatingDialogProps) {
  const { t } = useTranslation('ratings');
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('dialog.titleFor', { name: target.name }) : ''}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {target && <QuickRatingForm target={target} onSave={onSave} onDone={onClose} />}
    </Modal>
  );
}

function QuickRatingForm({
  target,
  onSave,
  onDone,
}: {
  target: QuickRatingTarget;
  onSave: QuickRatingDialogProps['onSave'];
  onDone: () => void;
}) {
  const { t } = useTranslation(['ratings', 'skills']);
  const [globalRating, setGlobalRating] = useState<number | null>(null);
  const [scores, setScores] = useState<RatingScores>({});
  // A note being typed survives a reload (the scout may lose the page, not the words): kept per game and player until saved.
  const draftKey = `touchline-rating-note:${target.gameId}:${target.playerId}`;
  const [note, setNoteState] = useState(() => readDraft(draftKey));
  const setNote = (value: string) => {
    setNoteState(value);
    writeDraft(draftKey, value);
  };
  const [showSkills, setShowSkills] = useState(false);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const scored = Object.values(scores).filter((v) => typeof v === 'number').length;

  async function save() {
    if (globalRating === null) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      const trimmed = note.trim();
      await onSave(target, { globalRating, scores, ...(trimmed ? { note: trimmed } : {}) });
      writeDraft(draftKey, '');
      onDone();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="quick-rating-context">
        {target.context}
      </Text>
      <ScoreControl
        label={t('dialog.global')}
        description={t('dialog.globalHelp')}
        value={globalRating}
        onChange={(value) => {
          setGlobalRating(value);
          setMissing(false);
        }}
        error={missing ? t('scouting.globalRequired') : undefined}
      />
      <Textarea
        label={t('dialog.note')}
        description={t('dialog.noteHelp')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
      <Button variant="subtle" onClick={() => setShowSkills((v) => !v)} aria-expanded={showSkills}>
        {t('scouting.skills', { count: scored })}
      </Button>
      <Collapse expanded={showSkills}>
        <Stack gap="xs">
          {showSkills &&
            SKILLS.map((skill: Skill) => (
              <ScoreControl
                key={skill}
                clearable
                label={t(`skills:${skill}.name`)}
                description={t(`skills:${skill}.description`)}
                value={scores[skill] ?? null}
                onChange={(value) =>
                  setScores((current) => {
                    const next = { ...current };
                    if (value === null) delete next[skill];
                    else next[skill] = value;
                    return next;
                  })
                }
              />
            ))}
        </Stack>
      </Collapse>
      <Button size="md" onClick={() => void save()} loading={saving} data-testid="quick-rating-save">
        {t('dialog.submit')}
      </Button>
    </Stack>
  );
}

function readDraft(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, value: string) {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the note still saves with the rating.
  }
}
