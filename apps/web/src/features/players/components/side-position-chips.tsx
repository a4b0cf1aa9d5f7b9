import { Chip, Group, Input } from '@mantine/core';
import { POSITIONS, type Position } from '@touchline/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerFormat } from '../../../lib/player-format';

interface SidePositionChipsProps {
  /** The first chip's id (of those that can be chosen), which the form focuses when this field has an error. */
  id: string;
  /** The main position: its chip is off, since a side position is another position. */
  mainPosition: Position | null;
  value: readonly Position[];
  onChange: (value: Position[]) => void;
  error?: ReactNode;
}

// Mantine's default control height, so each chip is a 36 px touch target (docs/design.md).
const chipVars = () => ({ root: { '--chip-size': 'calc(2.25rem * var(--mantine-scale))' } });

/**
 * The side positions as one toggle chip per position (decision 328): all
 * twelve are visible at once, one tap each, with no list opening over the
 * form on a phone, and the chosen ones read at a glance. Each chip shows
 * the short label; its name for screen readers and its tooltip add the
 * long one (decision 290).
 */
export function SidePositionChips({ id, mainPosition, value, onChange, error }: SidePositionChipsProps) {
  const { t } = useTranslation('players');
  const format = usePlayerFormat();
  const wrapperId = `${id}-group`;
  const errorId = `${wrapperId}-error`;
  const first = POSITIONS.find((position) => position !== mainPosition);
  return (
    <Input.Wrapper id={wrapperId} label={t('fields.sidePositions')} labelElement="div" error={error} mt="sm">
      <Chip.Group
        multiple
        value={value.filter((position) => position !== mainPosition)}
        onChange={(chosen) => onChange(chosen as Position[])}
      >
        <Group
          gap={6}
          role="group"
          aria-labelledby={`${wrapperId}-label`}
          aria-describedby={error ? errorId : undefined}
          data-testid="player-side-positions"
        >
          {POSITIONS.map((position) => {
            const name = `${format.positionShort(position)} – ${format.positionLabel(position)}`;
            return (
              <Chip
                key={position}
                id={position === first ? id : undefined}
                value={position}
                disabled={position === mainPosition}
                vars={chipVars}
                aria-label={name}
                wrapperProps={{ title: format.positionLabel(position) }}
              >
                {format.positionShort(position)}
              </Chip>
            );
          })}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
