import { NumberInput, TextInput } from '@mantine/core';
import { formatMinutes } from '@touchline/core';

/** "HH:MM" → minutes from midnight; '' → null. */
export function parseTime(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

interface TimeFieldProps {
  label: string;
  value: number | null | undefined;
  onChange: (minutes: number | null) => void;
  error?: string | undefined;
  description?: string;
  required?: boolean;
  'data-testid'?: string;
}

/** A clock time in minutes from midnight, typed with the browser's time input. */
export function TimeField({ value, onChange, ...props }: TimeFieldProps) {
  return (
    <TextInput
      type="time"
      value={value === null || value === undefined ? '' : formatMinutes(value)}
      onChange={(event) => onChange(parseTime(event.currentTarget.value))}
      {...props}
    />
  );
}

interface MinutesFieldProps {
  label: string;
  value: number | null | undefined;
  onChange: (minutes: number | null) => void;
  error?: string | undefined;
  description?: string;
  min?: number;
  suffix?: string;
  placeholder?: string;
  'data-testid'?: string;
}

/** A length or count in whole numbers; empty → null (the setting's default). */
export function WholeNumberField({ value, onChange, min = 0, ...props }: MinutesFieldProps) {
  return (
    <NumberInput
      value={value === null || value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? Math.round(next) : null)}
      min={min}
      max={1440}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      {...props}
    />
  );
}
