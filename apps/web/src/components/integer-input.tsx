import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';

type IntegerInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max'> & {
  /** The number shown; null shows an empty field. */
  value: number | null;
  /** Every keystroke's number (null when the field is emptied). */
  onChange: (value: number | null) => void;
  min?: number;
  max: number;
  /**
   * - `blur` (the default): a number outside min–max is brought inside when the field loses focus;
   * - `strict`: a keystroke that would go above max is refused, and a number below min is raised on blur;
   * - `none`: left as typed, for a form that shows its own error.
   */
  clampBehavior?: 'blur' | 'strict' | 'none';
  /** A unit after the number, such as " min". */
  unit?: string;
};

const parse = (text: string): number | null => (text === '' ? null : Number(text));
const format = (value: number | null): string => (value === null ? '' : String(value));

/**
 * A whole number from 0 up, typed on the phone's number pad (decision 329).
 * Arrow up and down step it by one. Mantine's NumberInput does the same with
 * stepper buttons, but brings react-number-format (8.4 KB brotli) to every
 * page with a number in a form; no number here has decimals, signs,
 * thousands separators or a currency to format.
 */
export function IntegerInput({
  value,
  onChange,
  min = 0,
  max,
  clampBehavior = 'blur',
  unit,
  rightSection,
  onFocus,
  onBlur,
  onKeyDown,
  ...props
}: IntegerInputProps) {
  // What is typed while the field has focus, so it can be emptied and retyped
  // even when the form keeps its last number (a back number is never empty).
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? format(value);
  const clamp = (n: number) => Math.min(max, Math.max(min, n));

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = parse(shown);
    const next = current === null ? min : clamp(current + (event.key === 'ArrowUp' ? 1 : -1));
    setDraft(format(next));
    onChange(next);
  };

  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onFocus={(event) => {
        setDraft(format(value));
        onFocus?.(event);
      }}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 12);
        const next = parse(digits);
        if (clampBehavior === 'strict' && next !== null && next > max) return;
        setDraft(digits);
        onChange(next);
      }}
      onBlur={(event) => {
        const typed = parse(shown);
        setDraft(null);
        if (clampBehavior !== 'none' && typed !== null && clamp(typed) !== typed) onChange(clamp(typed));
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        step(event);
        onKeyDown?.(event);
      }}
      rightSection={
        rightSection ??
        (unit ? (
          <Text size="sm" c="dimmed">
            {unit.trim()}
          </Text>
        ) : undefined)
      }
    />
  );
}
