import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, identityTokenAnswer, jwksAnswer } from '@mindset/member-contract';
import { IDENTITY_TOKEN_SECONDS } from './tokens';
import { requireMember, type RouteContext } from '../http/context';

export function identityRoutes(app: FastifyInstance, context: RouteContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/members/identity-token',
    {
      schema: {
        summary: 'A signed identity token (EdDSA JWT, 5 minutes) for another service, such as create-payment',
        response: { 200: identityTokenAnswer, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const token = await context.identityKeys.sign(
        { sub: member.id, name: member.name, username: member.username, email: member.email, role: member.role },
        context.config.publicSiteUrl,
      );
      void reply.header('cache-control', 'no-store');
      return { token, expiresAt: new Date(Date.now() + IDENTITY_TOKEN_SECONDS * 1000).toISOString() };
    },
  );

  api.get(
    '/api/members/.well-known/jwks.json',
    {
      schema: {
        summary: 'The public key that verifies identity tokens',
        response: { 200: jwksAnswer },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { keys: [context.identityKeys.publicJwk] };
    },
  );
}
