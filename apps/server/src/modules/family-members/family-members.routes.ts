import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema, FAMILY_MEMBERS_LIMIT, FamilyMemberInputSchema, FamilyMemberListSchema, FamilyMemberSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { addMember, listMembers, removeMember, updateMember } from './family-members.service';

const ownOnly = {
  401: jsonResponse(ApiErrorSchema, 'Not signed in'),
  403: jsonResponse(ApiErrorSchema, 'Signed in, but not as a patient'),
} as const;
const idParam = z.object({ id: z.uuid('Not a family member id').openapi({ param: { name: 'id', in: 'path' } }) });
const notMine = { 404: jsonResponse(ApiErrorSchema, 'No such family member of mine') } as const;

const listRoute = createRoute({
  method: 'get',
  path: '/family-members',
  tags: ['Family members'],
  summary: 'My family members, in the order I added them',
  responses: { 200: jsonResponse(FamilyMemberListSchema, 'The members and how many may be added'), ...ownOnly, ...errorResponses },
});

const addRoute = createRoute({
  method: 'post',
  path: '/family-members',
  tags: ['Family members'],
  summary: `Add a family member (at most ${FAMILY_MEMBERS_LIMIT})`,
  request: { body: jsonBody(FamilyMemberInputSchema) },
  responses: {
    201: jsonResponse(FamilyMemberSchema, 'Added'),
    409: jsonResponse(ApiErrorSchema, 'Already at the limit'),
    ...ownOnly,
    ...errorResponses,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/family-members/{id}',
  tags: ['Family members'],
  summary: 'Change one of my family members',
  request: { params: idParam, body: jsonBody(FamilyMemberInputSchema) },
  responses: { 200: jsonResponse(FamilyMemberSchema, 'Changed'), ...notMine, ...ownOnly, ...errorResponses },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/family-members/{id}',
  tags: ['Family members'],
  summary: 'Remove one of my family members, with their readings and records',
  request: { params: idParam },
  responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Removed'), ...notMine, ...ownOnly, ...errorResponses },
});

export function familyMemberRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const now = () => deps.clock?.now() ?? new Date();
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ members: await listMembers(db, user), limit: FAMILY_MEMBERS_LIMIT }, 200);
    })
    .openapi(addRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await addMember(db, user, c.req.valid('json'), now()), 201);
    })
    .openapi(updateRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await updateMember(db, user, c.req.valid('param').id, c.req.valid('json'), now()), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { user } = await requireSession(c);
      await removeMember(db, deps.storage, user, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
