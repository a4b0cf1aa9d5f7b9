import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The web conventions of eslint.config.js (decisions 405, 406, 407) fail on a
 * deliberate violation and stay quiet on the house way of writing the same
 * thing. Fixtures are linted in memory under paths of the web app (no file is
 * written), with the repository's own configuration.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const feature = 'apps/web/src/features/players/components/lint-fixture.tsx';

let eslint: ESLint;

// The first lint loads the configuration and the parser: once, with room for a busy machine.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('', { filePath: feature });
}, 60_000);

async function conventionMessages(code: string, filePath = feature): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message: Linter.LintMessage) => message.ruleId === 'no-restricted-syntax')
    .map((message: Linter.LintMessage) => message.message);
}

describe('forms (decision 405)', () => {
  it('refuses a <form> in a module not built on useCodedForm', async () => {
    const code = `
      import { useState } from 'react';
      export function Hand() {
        const [name, setName] = useState('');
        return <form><input value={name} onChange={(e) => setName(e.currentTarget.value)} /></form>;
      }`;
    expect(await conventionMessages(code)).toEqual([expect.stringContaining('A <form> is built on useCodedForm')]);
  });

  it('refuses a form rendered through a component prop', async () => {
    const code = `
      import { Box } from '@mantine/core';
      export function Hand() {
        return <Box component="form" />;
      }`;
    expect(await conventionMessages(code)).toEqual([expect.stringContaining('A form is built on useCodedForm')]);
  });

  it("refuses a hand-written submit handler (React's FormEvent)", async () => {
    const code = `
      import { useCodedForm } from '../../../lib/forms/use-coded-form';
      import { type FormEvent } from 'react';
      export function Hand() {
        const form = useCodedForm({ initialValues: { name: '' } });
        const submit = (event: FormEvent) => event.preventDefault();
        return <form onSubmit={submit}><input {...form.getInputProps('name')} /></form>;
      }`;
    expect(await conventionMessages(code)).toEqual([expect.stringContaining('A hand-written submit handler')]);
  });

  it('accepts a form built on useCodedForm', async () => {
    const code = `
      import { useCodedForm } from '../../../lib/forms/use-coded-form';
      export function House({ save }: { save: (values: { name: string }) => void }) {
        const form = useCodedForm({ initialValues: { name: '' } });
        return <form onSubmit={form.onSubmit(save)}><input {...form.getInputProps('name')} /></form>;
      }`;
    expect(await conventionMessages(code)).toEqual([]);
  });
});

describe('error display (decision 406)', () => {
  it('refuses a raw red Alert', async () => {
    const code = `
      import { Alert } from '@mantine/core';
      export const Failed = () => <Alert color="red">Failed</Alert>;`;
    expect(await conventionMessages(code)).toEqual([expect.stringContaining('never a raw Alert')]);
  });

  it('refuses red text announced as an alert', async () => {
    const code = `
      import { Text } from '@mantine/core';
      export const Failed = () => <Text c="red" role="alert">Failed</Text>;`;
    expect(await conventionMessages(code)).toEqual([expect.stringContaining('never red text')]);
  });

  it('refuses errorMessage(…) rendered in JSX, plain or conditional', async () => {
    const code = `
      import { useErrorMessages } from '../../../hooks/use-error-messages';
      export function Failed({ error, shown }: { error: unknown; shown: boolean }) {
        const { errorMessage } = useErrorMessages();
        return (
          <div>
            <p>{errorMessage(error)}</p>
            <p>{shown && errorMessage(error)}</p>
          </div>
        );
      }`;
    expect(await conventionMessages(code)).toEqual([
      expect.stringContaining('<RequestError error={…} />'),
      expect.stringContaining('<RequestError error={…} />'),
    ]);
  });

  it('accepts RequestError and ErrorAlert, and errorMessage outside JSX (a notification)', async () => {
    const code = `
      import { notifications } from '@mantine/notifications';
      import { Alert } from '@mantine/core';
      import { ErrorAlert, RequestError } from '../../../components/error-alert';
      import { useErrorMessages } from '../../../hooks/use-error-messages';
      export function House({ error }: { error: unknown }) {
        const { errorMessage } = useErrorMessages();
        const notify = () => notifications.show({ color: 'red', message: errorMessage(error) });
        return (
          <div onClick={notify}>
            <RequestError error={error} />
            <ErrorAlert>Refused</ErrorAlert>
            <Alert color="yellow">A warning</Alert>
          </div>
        );
      }`;
    expect(await conventionMessages(code)).toEqual([]);
  });

  it('lets the error components themselves draw the red alert', async () => {
    const code = `
      import { Alert } from '@mantine/core';
      export const ErrorAlert = () => <Alert color="red" role="alert">Failed</Alert>;`;
    expect(await conventionMessages(code, 'apps/web/src/components/error-alert.tsx')).toEqual([]);
  });
});

describe('tables (decision 407)', () => {
  it("refuses Mantine's Table in feature code", async () => {
    const code = `
      import { Table, Text } from '@mantine/core';
      export const Raw = () => <Table><Table.Tbody /></Table>;
      export const Other = () => <Text />;`;
    expect(await conventionMessages(code)).toEqual([expect.stringContaining('Tables are StackedTable')]);
  });

  it('refuses it in shared components too, but not in StackedTable', async () => {
    const code = `import { Table } from '@mantine/core';\nexport const T = Table;`;
    expect(await conventionMessages(code, 'apps/web/src/components/some-list.tsx')).toEqual([
      expect.stringContaining('Tables are StackedTable'),
    ]);
    expect(await conventionMessages(code, 'apps/web/src/components/stacked-table/stacked-table.tsx')).toEqual([]);
  });

  it('accepts StackedTable', async () => {
    const code = `
      import { StackedTable } from '../../../components/stacked-table/stacked-table';
      export const House = () => <StackedTable columns={[]} rows={[]} rowKey={() => ''} caption="Rows" />;`;
    expect(await conventionMessages(code)).toEqual([]);
  });
});
