import type { ImportPreview } from '@touchline/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { fakeUploads } from '../../../test/fake-uploads';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { PlayerImportPage } from './player-import-page';

// The import page against the API faked at the network boundary: the preview
// upload (XMLHttpRequest, with progress) and the import (fetch).

const noa = { firstName: 'Noa', lastName: 'Berg', height: 180, position: 'CM' as const };
const kim = { firstName: 'Kim', lastName: 'Sommer', height: 195, position: 'GK' as const };

/** One valid row (Noa) and one with a height above 230 cm (Kim). */
const mixed: ImportPreview = {
  rows: [
    { line: 2, name: 'Noa Berg', player: noa, errors: {}, duplicates: [] },
    { line: 3, name: 'Kim Sommer', errors: { height: 'TOO_BIG' }, duplicates: [] },
  ],
  valid: 1,
  invalid: 1,
  ignoredColumns: [],
};

const csv = (name = 'players.csv') =>
  new File(['firstName,lastName,height,position\nNoa,Berg,180,CM\nKim,Sommer,231,GK\n'], name, { type: 'text/csv' });

async function renderImportPage() {
  const rendered = await renderApp(<PlayerImportPage />, { me: aMe({ level: 0 }), route: { path: '/players/import' } });
  const input = rendered.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...rendered, choose: (file: File) => rendered.user.upload(input, file) };
}

describe('import page', () => {
  it('uploads the chosen CSV with progress and previews valid and invalid rows, naming the invalid one with its error', async () => {
    const xhr = fakeUploads();
    const api = fakeApi();
    const { choose } = await renderImportPage();
    await choose(csv());

    const upload = await xhr.sent(0);
    expect(upload.method).toBe('POST');
    expect(upload.path).toBe('/api/players/import/preview?lang=en');
    expect(upload.file?.name).toBe('players.csv');
    upload.progress(0.3);
    expect(await screen.findByText('Uploading… 30 %')).toBeVisible();
    expect(within(screen.getByTestId('import-progress')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    upload.progress(1);
    expect(await screen.findByText('Checking the rows…')).toBeVisible();
    upload.respond(ok(mixed));

    const counts = await screen.findByTestId('import-counts');
    expect(counts).toHaveTextContent('1 valid row');
    expect(counts).toHaveTextContent('1 invalid row');
    expect(screen.queryByTestId('import-progress')).not.toBeInTheDocument();

    const rows = screen.getAllByTestId('import-row');
    expect(rows).toHaveLength(2);
    const [valid, invalid] = rows as [HTMLElement, HTMLElement];
    expect(valid).toHaveAttribute('data-valid', 'true');
    expect(valid).toHaveTextContent('Noa Berg');
    expect(invalid).toHaveAttribute('data-valid', 'false');
    expect(invalid).toHaveTextContent('Kim Sommer');
    expect(within(invalid).getByTestId('import-row-error')).toHaveTextContent(
      'height Height must be less than or equal to 230 cm.',
    );
    expect(screen.getByText('Correct the file and choose it again, or import only the valid rows.')).toBeVisible();
    // Only the valid rows may be imported, and nothing was written by the preview.
    expect(screen.getByTestId('import-valid-only')).toHaveTextContent('Import only the 1 valid row');
    expect(screen.queryByTestId('import-confirm')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('imports the valid rows only, then says how many and goes to the list', async () => {
    fakeUploads({ 'POST /api/players/import/preview?lang=en': ok(mixed) });
    const api = fakeApi({ 'POST /api/players/import': ok({ created: 1 }) });
    const { user, choose } = await renderImportPage();
    await choose(csv());

    await user.click(await screen.findByTestId('import-valid-only'));
    expect(await screen.findByText('1 player imported.')).toBeVisible();
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/players');
    expect(api.requests).toEqual([{ method: 'POST', path: '/api/players/import', body: { rows: [noa] } }]);
  });

  it('imports every row of a file without problems', async () => {
    const allValid: ImportPreview = {
      rows: [mixed.rows[0]!, { line: 3, name: 'Kim Sommer', player: kim, errors: {}, duplicates: [] }],
      valid: 2,
      invalid: 0,
      ignoredColumns: ['shoeSize'],
    };
    fakeUploads({ 'POST /api/players/import/preview?lang=en': ok(allValid) });
    const api = fakeApi({ 'POST /api/players/import': ok({ created: 2 }) });
    const { user, choose } = await renderImportPage();
    await choose(csv());

    expect(await screen.findByTestId('import-counts')).toHaveTextContent('0 invalid rows');
    expect(screen.getByText('These columns are not known and will be ignored: shoeSize')).toBeVisible();
    expect(screen.queryByTestId('import-valid-only')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 players' }));
    expect(await screen.findByText('2 players imported.')).toBeVisible();
    expect(api.requests[0]?.body).toEqual({ rows: [noa, kim] });
  });

  it('shows a server error on the import, translated, and stays with the preview', async () => {
    fakeUploads({ 'POST /api/players/import/preview?lang=en': ok(mixed) });
    fakeApi({ 'POST /api/players/import': apiError(500, 'INTERNAL_ERROR') });
    const { user, choose } = await renderImportPage();
    await choose(csv());

    await user.click(await screen.findByTestId('import-valid-only'));
    expect(await screen.findByTestId('import-failed')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    expect(screen.queryByTestId('navigated-to')).not.toBeInTheDocument();
    expect(screen.getByTestId('import-counts')).toHaveTextContent('1 valid row');
    expect(screen.getByTestId('import-valid-only')).toBeEnabled();
  });

  it('says the row limit when the server refuses a file with too many rows', async () => {
    fakeUploads({ 'POST /api/players/import/preview?lang=en': apiError(413, 'TOO_MANY_ROWS') });
    const { choose } = await renderImportPage();
    await choose(csv());

    expect(await screen.findByTestId('import-error')).toHaveTextContent(
      'The file has more than 5,000 rows. Split it into smaller files.',
    );
    expect(screen.queryByTestId('import-counts')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const xhr = fakeUploads();
    const { choose } = await renderImportPage();
    const big = csv('big.csv');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await choose(big);

    expect(await screen.findByTestId('import-error')).toHaveTextContent('The upload is too large.');
    expect(xhr.uploads).toEqual([]);
  });
});
