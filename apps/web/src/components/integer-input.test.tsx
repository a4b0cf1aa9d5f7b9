import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { IntegerInput } from './integer-input';

/** A form field that keeps what IntegerInput reports, and records each report. */
function Field({
  initial,
  keep = (next) => next,
  onReport,
  ...props
}: {
  initial: number | null;
  keep?: (next: number | null, previous: number | null) => number | null;
  min?: number;
  max: number;
  clampBehavior?: 'blur' | 'strict' | 'none';
  unit?: string;
  onReport?: (value: number | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <IntegerInput
      label="Minute"
      value={value}
      onChange={(next) => {
        onReport?.(next);
        setValue((previous) => keep(next, previous));
      }}
      {...props}
    />
  );
}

describe('IntegerInput', () => {
  it('opens the number pad and reports each keystroke as a number, dropping anything but digits', async () => {
    const onReport = vi.fn();
    await renderApp(<Field initial={null} max={130} onReport={onReport} />);
    const input = screen.getByRole('textbox', { name: 'Minute' });
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await userEvent.type(input, '4a-5.');
    expect(input).toHaveValue('45');
    expect(onReport.mock.calls.map(([value]) => value)).toEqual([4, 4, 4, 45, 45]);

    await userEvent.clear(input);
    expect(onReport).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('strict: refuses a keystroke that would go above max', async () => {
    await renderApp(<Field initial={null} max={130} clampBehavior="strict" />);
    const input = screen.getByRole('textbox', { name: 'Minute' });
    await userEvent.type(input, '1309');
    expect(input).toHaveValue('130');
  });

  it('blur (the default): brings a number outside min–max inside when the field loses focus', async () => {
    const onReport = vi.fn();
    await renderApp(<Field initial={5} min={1} max={32} onReport={onReport} />);
    const input = screen.getByRole('textbox', { name: 'Minute' });
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    fireEvent.blur(input);
    expect(onReport).toHaveBeenLastCalledWith(32);
    expect(input).toHaveValue('32');
  });

  it('none: leaves the number as typed for the form to judge', async () => {
    await renderApp(<Field initial={null} min={1} max={1440} clampBehavior="none" />);
    const input = screen.getByRole('textbox', { name: 'Minute' });
    await userEvent.type(input, '0');
    fireEvent.blur(input);
    expect(input).toHaveValue('0');
  });

  it('steps by one with the arrow keys, within min–max, starting at min when empty', async () => {
    await renderApp(<Field initial={null} min={1} max={3} />);
    const input = screen.getByRole('textbox', { name: 'Minute' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('1');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveValue('2');
  });

  it('can be emptied and retyped when the form keeps its last number, and shows that number again if left empty', async () => {
    // A back number is never empty: the form ignores null.
    await renderApp(<Field initial={7} min={1} max={99} keep={(next, previous) => next ?? previous} />);
    const input = screen.getByRole('textbox', { name: 'Minute' });
    await userEvent.clear(input);
    expect(input).toHaveValue('');
    fireEvent.blur(input);
    expect(input).toHaveValue('7');

    await userEvent.clear(input);
    await userEvent.type(input, '10');
    fireEvent.blur(input);
    expect(input).toHaveValue('10');
  });

  it('shows its unit after the number', async () => {
    await renderApp(<Field initial={20} max={1440} unit=" min" />);
    expect(screen.getByText('min')).toBeInTheDocument();
  });
});
