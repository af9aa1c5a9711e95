import type { ErrorsMessages } from '../it/errors.ts';

const errors: ErrorsMessages = {
  errors: {
    UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
    CSRF_REJECTED: 'Invalid request. Please reload the page.',
    NETWORK_FAILURE: 'Connection failed. Check your network and try again.',
    ABORTED: 'Request aborted.',
    NOT_FOUND: 'Not found.',
    BAD_USER_INPUT: 'Invalid data.',
    FORBIDDEN: 'This operation is not allowed.',
    UPSTREAM_UNAVAILABLE: 'The service is unavailable right now. Please try again later.',
    UPSTREAM_CONTRACT:
      'The service answered in an unexpected form, so these data cannot be shown. Please try again later.',
    RATE_LIMITED: 'Too many requests. Please wait a moment.',
    INTERNAL: 'Something went wrong. Please try again later.',
    CONFLICT: 'This operation is not possible right now.',
    METHOD_NOT_ALLOWED: 'Invalid request. Please reload the page.',
    NOT_ACCEPTABLE: 'Invalid request. Please reload the page.',
    PAYLOAD_TOO_LARGE: 'The data sent is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'Invalid request. Please reload the page.',
    invalidCharacters:
      'The text contains characters that cannot be sent (control or text-direction characters).',
    submissionInProgress: 'This request is already being sent. Wait a moment and reload the page.',
    generic: 'Something went wrong. Please try again later.',
  },
};

export default errors;
