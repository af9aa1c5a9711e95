// Payload schemas of the supplier's authentication API (§3, §7; docs/upstream-contract.md).
import { Type } from 'typebox';

const NonEmpty = Type.String({ minLength: 1, maxLength: 4096 });

export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.Optional(Type.String()),
});

export const TokenPairBody = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
});

export const OAuthConfigurations = Type.Array(
  Type.Object({ oAuthConfigId: Type.String(), name: Type.String() }),
);

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

export const ImpersonateReply = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  email: Type.String(),
});

export const ImpersonationErrorBody = Type.Object({
  error: Type.String(),
  message: Type.Optional(Type.String()),
  expiredAt: Type.Optional(Type.String()),
  // Who the token was issued by and for, when it was recognised: the portal's audit record names them.
  staffEmail: Type.Optional(Type.String()),
  customerEmail: Type.Optional(Type.String()),
});

export const UserInfoReply = Type.Object({
  userInfo: Type.Object({
    email: Type.String(),
    businessConventions: Type.Array(
      Type.Object({
        businessConventionType: Type.String(),
        businessConventionCode: Type.String(),
        businessConventionName: Type.String(),
      }),
    ),
  }),
  anagrafiche: Type.Array(
    Type.Object({
      idAnagrafica: Type.Integer(),
      ragSoc: Type.String(),
      customerSegment: Type.String(),
      culture: Type.String(),
    }),
  ),
});

export const OperationTokenQuery = Type.Object({
  operation: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
});

export const OperationTokenReply = Type.Object({ token: Type.String(), expiresAt: Type.String() });
