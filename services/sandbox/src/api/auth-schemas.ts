// Payload schemas of the supplier's authentication API (§3, §7; docs/upstream-contract.md). What
// it answers is the upstream contract's (packages/upstream-contract).
import { Type } from 'typebox';

export {
  ErrorAnswer as ErrorBody,
  ImpersonationAnswer as ImpersonateReply,
  OAuthConfigurations,
  OperationTokenAnswer as OperationTokenReply,
  TokenPair as TokenPairBody,
  UserInfoAnswer as UserInfoReply,
} from '@portal/upstream-contract/rest';

const NonEmpty = Type.String({ minLength: 1, maxLength: 4096 });

export const OAuthLoginBody = Type.Object({
  OAuthConfigId: NonEmpty,
  Token: NonEmpty,
  Fingerprint: NonEmpty,
});

export const LoginBody = Type.Object({
  username: NonEmpty,
  password: Type.String({ maxLength: 1024 }),
  fingerprint: NonEmpty,
});

export const RefreshBody = Type.Object({
  username: NonEmpty,
  refresh_token: NonEmpty,
  fingerprint: NonEmpty,
});

export const ImpersonateBody = Type.Object({
  token: NonEmpty,
  fingerprint: NonEmpty,
});

export const ImpersonationErrorBody = Type.Object({
  error: Type.String(),
  message: Type.Optional(Type.String()),
  expiredAt: Type.Optional(Type.String()),
  // Who the token was issued by and for, when it was recognised: the portal's audit record names them.
  staffEmail: Type.Optional(Type.String()),
  customerEmail: Type.Optional(Type.String()),
});

export const OperationTokenQuery = Type.Object({
  operation: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
});
