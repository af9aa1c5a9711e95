// The REST error body as a TypeBox schema, for every route's response schemas: the body of
// packages/shared/src/api/errors.ts (one vocabulary). error-body.test.ts checks
// that the two agree.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { API_ERROR_CODES, type ErrorReason } from '@portal/shared/api/errors';

export const ErrorBody = Type.Object({
  error: Type.Enum(API_ERROR_CODES),
  message: Type.Optional(Type.String()),
  // One of ERROR_REASONS: checked where a route writes it, not again on the way out.
  reason: Type.Optional(Type.Unsafe<ErrorReason>(Type.String())),
  retryAfterMs: Type.Optional(Type.Number()),
});

export type ErrorBodyOfSchema = Static<typeof ErrorBody>;
