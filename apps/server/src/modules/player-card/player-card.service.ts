import type { Actor, Locale } from '@touchline/core';
import sharp from 'sharp';
import { assertCan } from '../../http/access.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import type { ClubsRepository } from '../clubs/clubs.repository.js';
import type { PlayerMediaService } from '../player-media/player-media.service.js';
import type { PlayersService } from '../players/players.service.js';
import type { RatingsService } from '../ratings/ratings.service.js';
import { CARD_LABELS } from './card-labels.js';
import { renderPlayerCard } from './player-card.pdf.js';

export type PlayerCardDeps = {
  players: PlayersService;
  ratings: RatingsService;
  media: PlayerMediaService;
  clubs: ClubsRepository;
  storage: MediaStorage;
  baseUrl: string;
  orgName: string;
  today: () => string;
};

/** The PDF player card: only for callers who may see the player's details. */
export function playerCardService({
  players,
  ratings,
  media,
  clubs,
  storage,
  baseUrl,
  orgName,
  today,
}: PlayerCardDeps) {
  return {
    async render(actor: Actor, playerId: string, locale: Locale): Promise<{ fileName: string; pdf: Uint8Array }> {
      const player = await players.get(actor, playerId);
      assertCan(actor, 'player.viewPersonalDetails', { clubId: player.clubId });
      const [summary, videos, club] = await Promise.all([
        ratings.forPlayer(actor, player.id).then((r) => r.summary),
        media.videos(actor, player.id).then((v) => v.items),
        player.clubId ? clubs.find(player.clubId) : Promise.resolve(undefined),
      ]);
      let photoPng: Buffer | null = null;
      if (player.photoUrl) {
        const object = await storage.get(player.photoUrl.replace('/api/media/', ''));
        if (object) {
          const chunks: Buffer[] = [];
          for await (const chunk of object.stream) chunks.push(chunk as Buffer);
          // pdf-lib embeds PNG and JPEG, not WebP.
          photoPng = await sharp(Buffer.concat(chunks)).png().toBuffer();
        }
      }
      const labels = CARD_LABELS[locale];
      const firstVideo = videos[0];
      const qr = firstVideo
        ? { url: new URL(firstVideo.url, baseUrl).toString(), label: labels.fields.qrVideo }
        : { url: `${baseUrl}/player/${player.id}`, label: labels.fields.qrCard };
      const pdf = await renderPlayerCard(
        { player, clubName: club?.name ?? null, ratings: summary, photoPng, qr, today: today(), orgName },
        labels,
      );
      const fileName = `${player.firstName}-${player.lastName}.pdf`.replace(/[\s/\\]+/g, '_');
      return { fileName, pdf };
    },
  };
}

export type PlayerCardService = ReturnType<typeof playerCardService>;
