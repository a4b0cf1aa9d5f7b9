import { TextInput } from '@mantine/core';
import { formatMinutes } from '@touchline/core';
import { IntegerInput } from '../../../components/integer-input';

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
export function WholeNumberField({ value, onChange, min = 0, suffix, ...props }: MinutesFieldProps) {
  return (
    <IntegerInput
      value={value === null || value === undefined || Number.isNaN(value) ? null : value}
      onChange={onChange}
      min={min}
      max={1440}
      clampBehavior="none"
      unit={suffix}
      {...props}
    />
  );
}
