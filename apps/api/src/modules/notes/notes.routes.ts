// User notes (spec core §7 "User notes").
import { messageResponseSchema } from '@prospecta/contracts/auth';
import {
  createNoteBodySchema,
  deleteNoteQuerystringSchema,
  NOTES_API_PATHS,
  noteIdParamsSchema,
  noteSchema,
  notesPageSchema,
  notesQuerystringSchema,
  updateNoteBodySchema,
} from '@prospecta/contracts/lists-notes-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { listErrors as errors } from '@/modules/lists/lists.routes.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createNotesService } from './notes.service.ts';

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const notes = createNotesService({ db: app.db });
  const auth = { onRequest: app.authenticate };

  app.post(
    NOTES_API_PATHS.notes,
    { ...auth, schema: { body: createNoteBodySchema, response: { 201: noteSchema, ...errors } } },
    async (req, reply) => reply.code(201).send(await notes.create(currentUser(req), req.body)),
  );

  app.get(
    NOTES_API_PATHS.note,
    {
      ...auth,
      schema: {
        params: noteIdParamsSchema,
        querystring: notesQuerystringSchema,
        response: { 200: notesPageSchema, ...errors },
      },
    },
    async (req) => notes.page(currentUser(req), req.params.id, req.query),
  );

  app.patch(
    NOTES_API_PATHS.note,
    {
      ...auth,
      schema: {
        params: noteIdParamsSchema,
        body: updateNoteBodySchema,
        response: { 200: noteSchema, ...errors },
      },
    },
    async (req) => notes.update(currentUser(req), req.params.id, req.body.text),
  );

  // `?version=`: only the version its user saw (409 when changed since; see deleteNoteQuerystringSchema).
  app.delete(
    NOTES_API_PATHS.note,
    {
      ...auth,
      schema: {
        params: noteIdParamsSchema,
        querystring: deleteNoteQuerystringSchema,
        response: { 200: messageResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (req) => notes.remove(currentUser(req), req.params.id, req.query.version),
  );
};
