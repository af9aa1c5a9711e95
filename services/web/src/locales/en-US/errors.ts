import type { ErrorsMessages } from '../it/errors.ts';

const errors: ErrorsMessages = {
  errors: {
    unauthenticated: 'Your session has ended. Please sign in again.',
    forbidden: 'This operation is not allowed.',
    csrf: 'Invalid request. Please reload the page.',
    networkFailure: 'Connection failed. Check your network and try again.',
    aborted: 'Request aborted.',
    NOT_FOUND: 'Not found.',
    BAD_USER_INPUT: 'Invalid data.',
    FORBIDDEN: 'This operation is not allowed.',
    UPSTREAM_UNAVAILABLE: 'The service is unavailable right now. Please try again later.',
    RATE_LIMITED: 'Too many requests. Please wait a moment.',
    INTERNAL: 'Something went wrong. Please try again later.',
    generic: 'Something went wrong. Please try again later.',
  },
};

export default errors;
