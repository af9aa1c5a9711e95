import type { AuthMessages } from '../it/auth.ts';

const auth: AuthMessages = {
  auth: {
    loginTitle: 'Sign in to the portal',
    loginIntro: 'See bills, supplies and consumptions of electricity and gas.',
    loginButton: 'Sign in',
    disabledTitle: 'User not active',
    disabledDescription: 'Your account is not active. Contact customer service to reactivate it.',
    unauthorizedTitle: 'Access not authorised',
    unauthorizedDescription: 'Signing in to the portal could not be completed.',
    errorDetail: 'Detail: {{text}}',
    signInFailed: 'Sign-in failed.',
    redirecting: 'Redirecting…',
  },
};

export default auth;
