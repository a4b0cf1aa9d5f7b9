import { ageOn, SKILLS, type Player, type PlayerRatings } from '@touchline/core';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { embedFaces } from '../../pdf/fonts.js';
import { fitText, fittingSize, printable } from '../../pdf/printable.js';
import type { CardText } from './card-text.js';

export type CardData = {
  player: Player;
  clubName: string | null;
  ratings: PlayerRatings['summary'];
  /** JPEG bytes of the photo, or null: pdf-lib embeds a JPEG as it is, where a PNG is decoded and compressed again. */
  photoJpeg: Uint8Array | null;
  /** What the QR code opens: the player's first video, else the card on the web. */
  qr: { url: string; kind: 'video' | 'card' };
  today: string;
  orgName: string;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.1, 0.45, 0.3);
const PHOTO_BOX = 130;

export async function renderPlayerCard(data: CardData, text: CardText): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { player } = data;
  const name = `${player.firstName} ${player.lastName}`;
  pdf.setTitle(name);
  pdf.setAuthor(data.orgName);
  pdf.setCreator('Touchline');
  const page = pdf.addPage([A4.width, A4.height]);
  const { regular, bold } = await embedFaces(pdf);
  const write = (value: string, x: number, y: number, size: number, font = regular, color = INK) =>
    page.drawText(printable(font, value), { x, y, size, font, color });

  // Header: name, club, position. A long name shrinks (to 12 pt) before it is cut, clear of the photo.
  const nameWidth = A4.width - 2 * MARGIN - PHOTO_BOX - 12;
  const nameSize = fittingSize(bold, name, 24, 12, nameWidth);
  let y = A4.height - MARGIN - 24;
  write(fitText(bold, name, nameSize, nameWidth), MARGIN, y, nameSize, bold);
  y -= 20;
  write(
    [data.clubName ?? text.freePlayer, player.position ? text.position(player.position) : null]
      .filter(Boolean)
      .join(' · '),
    MARGIN,
    y,
    12,
    regular,
    MUTED,
  );

  // Photo, top right.
  if (data.photoJpeg) {
    const image = await pdf.embedJpg(data.photoJpeg);
    const scale = Math.min(PHOTO_BOX / image.width, PHOTO_BOX / image.height);
    page.drawImage(image, {
      x: A4.width - MARGIN - image.width * scale,
      y: A4.height - MARGIN - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
  }

  // Details.
  y -= 34;
  const rows: [string, string][] = [];
  if (player.detailsVisible) {
    if (player.birthday) {
      rows.push([text.birthday, `${text.date(player.birthday)} (${text.years(ageOn(player.birthday, data.today))})`]);
    }
    if (player.nationality) rows.push([text.nationality, text.country(player.nationality)]);
    if (player.height) rows.push([text.height, text.heightCm(player.height)]);
    if (player.foot) rows.push([text.foot, text.footName(player.foot)]);
    if (player.valueEur !== null && player.valueEur !== undefined) rows.push([text.value, text.money(player.valueEur)]);
    if (player.targetLeague) rows.push([text.targetLeague, player.targetLeague]);
    if (player.watchlist) rows.push([text.watchlist, text.yes]);
  }
  if (player.sidePositions.length) rows.push([text.sidePositions, player.sidePositions.map(text.position).join(', ')]);
  if (player.backNumberDefault !== null) rows.push([text.backNumber, String(player.backNumberDefault)]);
  for (const [label, value] of rows) {
    write(label, MARGIN, y, 10, regular, MUTED);
    write(value, MARGIN + 130, y, 11);
    y -= 18;
  }

  // Ratings and radar.
  y = Math.min(y, A4.height - MARGIN - PHOTO_BOX - 40) - 16;
  write(text.skillsTitle, MARGIN, y, 14, bold);
  const { count, globalAverage } = data.ratings;
  write(
    count
      ? [text.ratingsCount(count), globalAverage === null ? null : text.globalAverage(globalAverage)]
          .filter(Boolean)
          .join(' · ')
      : text.noRatings,
    MARGIN,
    y - 16,
    10,
    regular,
    MUTED,
  );
  drawRadar(page, regular, text, data.ratings.skills, { x: A4.width / 2, y: y - 210, radius: 150 });

  // QR code, bottom right.
  const qrPng = await QRCode.toBuffer(data.qr.url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const qr = await pdf.embedPng(qrPng);
  const qrSize = 96;
  page.drawImage(qr, { x: A4.width - MARGIN - qrSize, y: MARGIN + 12, width: qrSize, height: qrSize });
  write(data.qr.kind === 'video' ? text.qrVideo : text.qrCard, A4.width - MARGIN - qrSize, MARGIN, 9, regular, MUTED);
  write(`${data.orgName} · ${text.created(data.today)}`, MARGIN, MARGIN, 9, regular, MUTED);

  return pdf.save();
}

function drawRadar(
  page: PDFPage,
  font: PDFFont,
  text: CardText,
  skills: PlayerRatings['summary']['skills'],
  { x, y, radius }: { x: number; y: number; radius: number },
) {
  const point = (index: number, value: number) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / SKILLS.length;
    return { x: x + Math.cos(angle) * radius * (value / 10), y: y - Math.sin(angle) * radius * (value / 10) };
  };
  const path = (values: number[]) =>
    values
      .map((v, i) => point(i, v))
      .map((p, i) => `${i ? 'L' : 'M'} ${p.x - x} ${-(p.y - y)}`)
      .join(' ') + ' Z';
  for (const ring of [2, 4, 6, 8, 10]) {
    page.drawSvgPath(path(SKILLS.map(() => ring)), { x, y, borderColor: rgb(0.85, 0.86, 0.88), borderWidth: 0.6 });
  }
  SKILLS.forEach((skill, i) => {
    const end = point(i, 10);
    page.drawLine({ start: { x, y }, end, color: rgb(0.88, 0.89, 0.9), thickness: 0.5 });
    const label = point(i, 11.4);
    const name = printable(font, text.skill(skill));
    const width = font.widthOfTextAtSize(name, 7.5);
    page.drawText(name, { x: label.x - width / 2, y: label.y - 3, size: 7.5, font, color: MUTED });
  });
  const values = SKILLS.map((skill) => skills[skill]?.average ?? 0);
  if (values.some((v) => v > 0)) {
    page.drawSvgPath(path(values), {
      x,
      y,
      color: ACCENT,
      opacity: 0.25,
      borderColor: ACCENT,
      borderWidth: 1.5,
    });
  }
}
