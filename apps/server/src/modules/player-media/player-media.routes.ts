import {
  addVideoLinkSchema,
  idParamsSchema,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  playerSchema,
  resourceIdSchema,
  videoListSchema,
  videoSchema,
} from '@touchline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session.js';
import { routeOptionsFor } from '../../http/route-options.js';
import { assertComplete, fileBuffer, singleFile } from '../../http/uploads.js';
import { sendError } from '../../http/errors.js';
import type { PlayerMediaService } from './player-media.service.js';
import { videoTitleOfFileName } from './video-title.js';

const params = idParamsSchema;
const fileParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]+\.(webp|mp4|webm)$/) });

const route = routeOptionsFor({ tags: ['media'] });

export function playerMediaRoutes(service: PlayerMediaService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/players/:id/photo',
      route('player.editDetails', {
        summary: "Upload the player's photo (JPEG, PNG or WebP ≤ 10 MB; re-encoded, metadata removed)",
        consumes: ['multipart/form-data'],
        params,
        response: { 200: playerSchema },
      }),
      async (request) => {
        const actor = await requireActor(request);
        return service.setPhoto(actor, request.params.id, await fileBuffer(request, MAX_IMAGE_BYTES));
      },
    );
    app.delete(
      '/api/players/:id/photo',
      route('player.editDetails', { summary: "Remove the player's photo", params, response: { 200: playerSchema } }),
      async (request) => service.removePhoto(await requireActor(request), request.params.id),
    );
    app.get(
      '/api/players/:id/videos',
      route('player.viewPersonalDetails', {
        summary: "The player's videos",
        params,
        response: { 200: videoListSchema },
      }),
      async (request) => service.videos(await requireActor(request), request.params.id),
    );
    app.post(
      '/api/players/:id/videos',
      route('player.editDetails', {
        summary: 'Add a video by https link',
        params,
        body: addVideoLinkSchema,
        response: { 201: videoSchema },
      }),
      async (request, reply) =>
        reply.status(201).send(await service.addLink(await requireActor(request), request.params.id, request.body)),
    );
    app.post(
      '/api/players/:id/videos/upload',
      route('player.editDetails', {
        summary: 'Upload a video (MP4 or WebM ≤ 500 MB, checked by content)',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: videoSchema },
      }),
      async (request, reply) => {
        const actor = await requireActor(request);
        const file = await singleFile(request, MAX_VIDEO_BYTES);
        const title = videoTitleOfFileName(file.filename);
        const video = await service.upload(actor, request.params.id, file.file, title, () => assertComplete(file));
        return reply.status(201).send(video);
      },
    );
    app.delete(
      '/api/players/:id/videos/:videoId',
      route('player.editDetails', {
        summary: 'Delete a video',
        params: idParamsSchema.extend({ videoId: resourceIdSchema }),
        response: { 204: z.null() },
      }),
      async (request, reply) => {
        await service.deleteVideo(await requireActor(request), request.params.id, request.params.videoId);
        return reply.status(204).send(null);
      },
    );

    for (const folder of ['players', 'videos'] as const) {
      app.get(
        `/api/media/${folder}/:file`,
        route('player.viewPersonalDetails', {
          summary: `A player's ${folder === 'players' ? 'photo' : 'uploaded video'}`,
          params: fileParams,
        }),
        async (request, reply) => {
          const key = `${folder}/${request.params.file}`;
          const file = await service.file(await requireActor(request), key, request.headers.range);
          if (file.kind === 'unsatisfiable') {
            void reply.header('content-range', `bytes */${file.size}`).header('accept-ranges', 'bytes');
            return sendError(reply, 416, 'BAD_REQUEST');
          }
          void reply
            .type(file.contentType)
            .header('accept-ranges', 'bytes')
            .header('cache-control', 'private, max-age=31536000, immutable');
          if (file.kind === 'whole') return reply.header('content-length', file.size).send(file.stream);
          return reply
            .status(206)
            .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`)
            .header('content-length', file.range.end - file.range.start + 1)
            .send(file.stream);
        },
      );
    }
  };
}
