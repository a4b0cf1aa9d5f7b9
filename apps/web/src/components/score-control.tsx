import { Box, Input, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const SCORES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

interface ScoreControlProps {
  label: string;
  description: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Offer "not rated" (skills); the global rating is required and has none. */
  clearable?: boolean;
  /** The field's problem, already in words (a form's translated field code). */
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A 1–10 score as a radio group (arrow keys move, one tab stop), with the
 * description as help text. Skills may stay "not rated" (docs/product/ratings.md: any
 * subset of the 21 skills).
 */
export function ScoreControl({ label, description, value, onChange, clearable, error, disabled }: ScoreControlProps) {
  const { t } = useTranslation('ratings');
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const data = [
    ...(clearable
      ? [
          {
            value: '',
            label: (
              <>
                <span aria-hidden>–</span>
                <VisuallyHidden>{t('dialog.notRated')}</VisuallyHidden>
              </>
            ),
          },
        ]
      : []),
    ...SCORES.map((score) => ({ value: score, label: score })),
  ];
  return (
    <Stack gap={4}>
      <Box>
        <Text id={labelId} fw={600} size="sm">
          {label}
        </Text>
        <Text id={descriptionId} size="xs" c="dimmed">
          {description}
        </Text>
      </Box>
      <SegmentedControl
        aria-labelledby={labelId}
        aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
        data={data}
        value={value === null ? '' : String(value)}
        onChange={(next) => onChange(next === '' ? null : Number(next))}
        fullWidth
        size="xs"
        disabled={disabled}
        color={value === null ? undefined : 'pitch'}
        styles={{ label: { paddingInline: 2 } }}
      />
      {error && (
        // A field's error, drawn as Mantine draws every input's (this control is no Input).
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
