import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { VERSION } from '../version.js';
import { withAccess } from './access.js';

/** The OpenAPI description, built from the routes' zod schemas, at /api/openapi.json and browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, config: Pick<Config, 'appName'>): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.appName} API`, version: VERSION },
      tags: [
        { name: 'system', description: 'Health and API description' },
        { name: 'auth', description: 'Registration and sessions (better-auth)' },
        { name: 'account', description: 'The signed-in user' },
        { name: 'users', description: 'User overview, levels and club assignments' },
        { name: 'clubs', description: 'Clubs' },
        { name: 'players', description: 'Players (responses shaped per caller)' },
        { name: 'ratings', description: 'Skill ratings' },
        { name: 'duplicates', description: 'Finding and merging duplicate players' },
        { name: 'media', description: 'Player photos and videos' },
        { name: 'tournaments', description: 'Tournaments, teams, groups, schedule and games' },
        { name: 'events', description: 'Events (cups): pitches, divisions and one schedule across them' },
        { name: 'officials', description: "An event's officials: invitations, assignments to games, their games" },
        { name: 'formations', description: 'Formations, the tactical map and game line-ups' },
        { name: 'realtime', description: 'Live change events' },
        { name: 'push', description: 'Web Push: goals and final scores of followed tournaments' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/api/openapi.json', withAccess('public', { schema: { hide: true } }), async () => app.swagger());
}
