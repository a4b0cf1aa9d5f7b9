import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';

// The administrator, with one player of its own made through the API.
//
// The card: title = the player's name; a rating with two skills shows in the
// radar, the averages and the history; a video link gets a QR code; a photo
// upload shows; the PDF downloads as <First>-<Last>.pdf; print hides the
// chrome; the ratings list shows the player's averages.

// A valid 1×1 PNG (red pixel).
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('the administrator rates a player on the card, adds a video and a photo, downloads the PDF and prints', async ({
  adminPage: page,
  createPlayer,
}) => {
  // Letters only: unique to this test, and the same in the PDF's file name.
  const first = 'Jamal';
  const last = `Okafor${uniqueWord()}`;
  const name = `${first} ${last}`;
  const player = await createPlayer({
    firstName: first,
    lastName: last,
    position: 'CM',
    nationality: 'NG',
    birthday: '2008-04-12',
    backNumberDefault: 8,
  });

  await page.goto(`/player/${player.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The card keeps its own title: the player's name, no app prefix.
  await expect(page).toHaveTitle(name);
  await expect(page.getByText('No ratings yet.')).toBeVisible();
  await expect(page.getByText('Player has no video')).toBeVisible();

  // Make a rating: two skills and the global rating.
  await page.getByRole('button', { name: 'Make a rating' }).click();
  const dialog = page.getByRole('dialog', { name: `Rate ${name}` });
  await expect(dialog).toBeVisible();
  // The required global rating is checked first.
  await dialog.getByRole('button', { name: 'Save rating' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Required.' })).toBeVisible();
  await dialog.getByRole('radiogroup', { name: 'Global rating' }).getByText('8', { exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Speed' }).getByText('9', { exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Passing' }).getByText('7', { exact: true }).click();
  await dialog.getByLabel('Note').fill('Sharp in the final third.');
  await dialog.getByRole('button', { name: 'Save rating' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Rating of ${name} saved.`)).toBeVisible();

  // The radar (drawn once scrolled to, decision 391) and the averages beside it; the history.
  await page.getByTestId('skill-radar').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('skill-radar').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('ratings-summary')).toContainText('1 rating');
  const averages = page.getByTestId('skill-averages');
  await expect(averages.getByRole('row', { name: /Speed/ })).toContainText('9.0');
  await expect(averages.getByRole('row', { name: /Passing/ })).toContainText('7.0');
  const history = page.getByTestId('rating-history-item');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('Global 8');
  await expect(history).toContainText('Speed 9 · Passing 7');
  await expect(history).toContainText('Sharp in the final third.');

  // A video link, with the QR code of its address.
  await page.getByLabel('Video link (https)').fill('https://video.example/watch?v=cup-final');
  await page.getByLabel('Title (optional)').fill('Cup final');
  await page.getByRole('button', { name: 'Add link' }).click();
  const qr = page.getByRole('img', { name: 'QR code for Cup final' });
  await expect(qr).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://video.example/watch?v=cup-final' })).toBeVisible();
  await expect(page.getByText('Player has no video')).toBeHidden();

  // A photo (the server re-encodes it to WebP).
  await page
    .locator('input[type="file"][accept*="image/png"]')
    .setInputFiles({ name: 'jamal.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Photo saved.')).toBeVisible();
  const photo = page.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute('src', /^\/api\/media\/players\/[\w-]+\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Download PDF: named after the player, a real PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${first}-${last}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Parsed as a PDF: one page, titled with the player's name.
  const document = await PDFDocument.load(pdf);
  expect(document.getPageCount()).toBe(1);
  expect(document.getTitle()).toBe(`${first} ${last}`);

  // Print: no header, no buttons; the radar and the QR code stay.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Make a rating' })).toBeHidden();
  await expect(page.getByTestId('skill-radar').locator('svg.recharts-surface')).toBeVisible();
  await expect(qr).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('header').first()).toBeVisible();

  // The ratings list shows the player with the averages.
  await page.goto('/PlayerRating');
  await expect(page).toHaveTitle(/ – Player ratings$/);
  await page.getByRole('searchbox', { name: 'Search rated players' }).fill(last);
  const row = page.getByTestId('ratings-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nigeria');
  await expect(row).toContainText('8.0');
  await expect(row).toContainText('9.0');
  await expect(row).toContainText('7.0');

  // My ratings lists it too.
  await page.getByRole('tab', { name: 'My ratings' }).click();
  await expect(page.getByTestId('my-ratings')).toContainText(name);
});
