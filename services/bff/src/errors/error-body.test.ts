// The BFF's TypeBox error body and packages/shared's ApiErrorBody are one type:
// a difference either way fails the type check of this file.
import { API_ERROR_CODES, type ApiErrorBody } from '@portal/shared/api/errors';
import { describe, expect, it } from 'vitest';
import { ErrorBody, type ErrorBodyOfSchema } from './error-body.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same: Same<ErrorBodyOfSchema, ApiErrorBody> = true;

describe('the REST error body', () => {
  it('the schema of the routes is the shared body', () => {
    expect(same).toBe(true);
    expect(ErrorBody.properties.error.enum).toEqual([...API_ERROR_CODES]);
  });
});
