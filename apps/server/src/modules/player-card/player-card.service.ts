import type { Actor, Locale } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { pickLocale, type LanguageRequest } from '../../i18n/locale.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import { loadSharp } from '../../storage/images.js';
import type { ClubsRepository } from '../clubs/clubs.repository.js';
import type { MeRepository } from '../me/me.repository.js';
import type { PlayerMediaService } from '../player-media/player-media.service.js';
import type { PlayersService } from '../players/players.service.js';
import type { RatingsService } from '../ratings/ratings.service.js';
import type { CardData } from './player-card.pdf.js';

/** `profiles` for the user's saved language. */
export type PlayerCardStore = Store<{ clubs: ClubsRepository; profiles: MeRepository }>;

export type PlayerCardDeps = {
  players: PlayersService;
  ratings: RatingsService;
  media: PlayerMediaService;
  store: PlayerCardStore;
  /**
   * Draws the card in `locale`. The app renders on the heavy-work pool, where
   * the card's texts are translated too (decision 355).
   */
  render: (input: { data: CardData; locale: Locale }) => Promise<Uint8Array>;
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
  store,
  render,
  storage,
  baseUrl,
  orgName,
  today,
}: PlayerCardDeps) {
  return {
    /** The card in the language the request names, else the user's saved one, else Accept-Language, else English. */
    async render(
      actor: Actor,
      playerId: string,
      language: LanguageRequest,
    ): Promise<{ fileName: string; pdf: Uint8Array }> {
      const player = await players.get(actor, playerId);
      assertCan(actor, 'player.viewPersonalDetails', { clubId: player.clubId });
      const [summary, videos, club, profile] = await Promise.all([
        ratings.forPlayer(actor, player.id).then((r) => r.summary),
        media.videos(actor, player.id).then((v) => v.items),
        player.clubId ? store.clubs.find(player.clubId) : Promise.resolve(undefined),
        language.requested ? Promise.resolve(undefined) : store.profiles.findProfile(actor.id),
      ]);
      const locale = pickLocale({ ...language, saved: profile?.locale });
      let photoJpeg: Buffer | null = null;
      if (player.photoUrl) {
        const object = await storage.get(player.photoUrl.replace('/api/media/', ''));
        if (object) {
          const chunks: Buffer[] = [];
          for await (const chunk of object.stream) chunks.push(chunk as Buffer);
          // pdf-lib embeds PNG and JPEG, not WebP; a JPEG as it is (a PNG it
          // decodes and compresses again). sharp works on its own threads.
          const sharp = await loadSharp();
          photoJpeg = await sharp(Buffer.concat(chunks))
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 90 })
            .toBuffer();
        }
      }
      const firstVideo = videos[0];
      const qr = firstVideo
        ? { url: new URL(firstVideo.url, baseUrl).toString(), kind: 'video' as const }
        : { url: `${baseUrl}/player/${player.id}`, kind: 'card' as const };
      const pdf = await render({
        data: { player, clubName: club?.name ?? null, ratings: summary, photoJpeg, qr, today: today(), orgName },
        locale,
      });
      const fileName = `${player.firstName}-${player.lastName}.pdf`.replace(/[\s/\\]+/g, '_');
      return { fileName, pdf };
    },
  };
}

export type PlayerCardService = ReturnType<typeof playerCardService>;
