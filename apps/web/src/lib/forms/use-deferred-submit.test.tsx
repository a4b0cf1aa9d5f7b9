import { TextInput } from '@mantine/core';
import { addVideoLinkSchema } from '@touchline/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { deferredCodeResolver, useCodedForm, useDeferredSubmit } from './use-coded-form';

/** A link form validated by a schema that downloads on first use; `loadSchema` counts the downloads. */
function LinkForm({
  loadSchema,
  onSave,
}: {
  loadSchema: () => Promise<typeof addVideoLinkSchema>;
  onSave: () => void;
}) {
  // One resolver per mounted form, so that each test counts its own downloads.
  const [schema] = useState(() => deferredCodeResolver(loadSchema));
  const form = useCodedForm({ initialValues: { url: '' }, validate: schema.validate });
  const { formProps, checking } = useDeferredSubmit(schema, form.onSubmit(onSave));
  return (
    <form {...formProps} noValidate aria-label="Add a link">
      <TextInput label="Link" {...form.getInputProps('url')} />
      <button type="submit">{checking ? 'Checking' : 'Add'}</button>
    </form>
  );
}

describe('useDeferredSubmit', () => {
  it('downloads nothing while the form only shows, and the schema at the first focus inside it', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(addVideoLinkSchema));
    const { user } = await renderApp(<LinkForm loadSchema={loadSchema} onSave={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Link' })).toBeInTheDocument();
    expect(loadSchema).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: 'Link' }));
    expect(loadSchema).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'x');
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('holds a submit that comes before any download until the schema is there, then checks it', async () => {
    let arrive: (schema: typeof addVideoLinkSchema) => void = () => undefined;
    const loadSchema = vi.fn(() => new Promise<typeof addVideoLinkSchema>((resolve) => (arrive = resolve)));
    const onSave = vi.fn();
    const { user } = await renderApp(<LinkForm loadSchema={loadSchema} onSave={onSave} />);

    // Enter on the button alone: no pointer over the form and no focus in a field first.
    screen.getByRole('button', { name: 'Add' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Checking' })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    arrive(addVideoLinkSchema);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument());
    // The empty link is refused by the schema, not sent.
    expect(onSave).not.toHaveBeenCalled();
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });
});
