import { Input } from '@mantine/core';
import { useId } from 'react';

interface ColourFieldProps {
  label: string;
  /** `#rrggbb`. */
  value: string;
  onChange: (value: string) => void;
  'data-testid'?: string;
}

/**
 * A kit colour: the browser's own colour picker (`<input type="color">`, always `#rrggbb`, usable by
 * keyboard and on phones) in Mantine's field frame. Chosen over Mantine's ColorInput, whose popover
 * brings ~35 KB gzipped into the tactical map's chunk (decision 305).
 */
export function ColourField({ label, value, onChange, 'data-testid': testId }: ColourFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="label" id={id}>
      <Input
        id={id}
        type="color"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.toLowerCase())}
        data-testid={testId}
        styles={{ input: { padding: 4, cursor: 'pointer' } }}
      />
    </Input.Wrapper>
  );
}
