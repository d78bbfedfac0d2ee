import { Type } from 'typebox';

/**
 * Sign-in, verification codes and password resets on the wire, declared once: the back end
 * validates requests and (outside production) its answers with these schemas, the shell reads
 * their static types from `wire.ts`.
 */

const Username = Type.String({ maxLength: 300 });
const Password = Type.String({ maxLength: 4096 });
const Code = Type.String({ maxLength: 20 });
const Channel = Type.Union([Type.Literal('email'), Type.Literal('sms')]);

/** `POST /api/auth/login` and Magento's `integration/customer/token`: an e-mail or a telephone, and the password. */
export const CredentialsSchema = Type.Object({ username: Username, password: Password });

/** `POST /api/auth/refresh`: the refresh token, or none when the browser's refresh cookie carries it. */
export const RefreshRequestSchema = Type.Object({ token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });

/**
 * `POST /api/auth/code`: a code sent to an e-mail or a Cameroon mobile. `purpose: 'signup'`
 * draws on the sign-up limits, so a sign-up past them is refused before any code is sent.
 */
export const SendCodeRequestSchema = Type.Object({ to: Username, purpose: Type.Optional(Type.Literal('signup')) });

/** `POST /api/phone-proofs`: a Cameroon mobile and the code `POST /api/auth/code` sent to it. */
export const PhoneProofRequestSchema = Type.Object({ telephone: Type.String({ maxLength: 30 }), code: Code });

/** Its answer: the proof a tab sends as `X-Phone-Proof` until `expires_at`, for this number only. */
export const PhoneProofSchema = Type.Object({ telephone: Type.String(), proof: Type.String(), expires_at: Type.String() });

/** `POST /api/auth/verify`. */
export const VerifyCodeRequestSchema = Type.Object({ to: Username, code: Code });

/** `POST /api/auth/password-reset`: a new password by verification code. */
export const CodePasswordResetRequestSchema = Type.Object({ to: Username, code: Code, newPassword: Password });

/** `PUT customers/password`: Magento's reset link by e-mail. */
export const ResetLinkRequestSchema = Type.Object({
  email: Type.String({ maxLength: 254 }),
  template: Type.Optional(Type.String({ maxLength: 40 })),
  websiteId: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 5 })])),
});

/** `POST customers/resetPassword`: the e-mailed link's token and a new password. */
export const TokenPasswordResetRequestSchema = Type.Object({
  email: Type.String({ maxLength: 254 }),
  resetToken: Type.String({ maxLength: 100 }),
  newPassword: Password,
});

const sessionFields = {
  token: Type.String(),
  token_type: Type.String(),
  expires_at: Type.String(),
  refresh_token: Type.String(),
  refresh_expires_at: Type.String(),
};

const cookieSessionFields = {
  /** The tokens are in HttpOnly cookies (decision 044): none in the body for a script to read. */
  session: Type.Literal('cookie'),
  expires_at: Type.String(),
  refresh_expires_at: Type.String(),
};

/** What a login, a refresh and a password reset by code answer: the bearer pair, or (asked with `X-Session-Mode: cookie`) cookies. */
export const SessionTokensSchema = Type.Union([Type.Object(sessionFields), Type.Object(cookieSessionFields)]);

/** `POST /api/auth/code`'s answer. */
export const CodeSentSchema = Type.Object({
  sent: Type.Boolean(),
  channel: Channel,
  to: Type.String(),
  expires_in: Type.Integer(),
  /** Seconds before another code may be asked for. */
  resend_in: Type.Integer(),
});

/** `POST /api/auth/verify`'s answer: signed in when an account has this address. */
export const CodeVerifiedSchema = Type.Union([
  Type.Object({ verified: Type.Literal(true), channel: Channel, to: Type.String(), customer_exists: Type.Literal(false) }),
  Type.Object({ verified: Type.Literal(true), channel: Channel, to: Type.String(), customer_exists: Type.Literal(true), ...sessionFields }),
  Type.Object({ verified: Type.Literal(true), channel: Channel, to: Type.String(), customer_exists: Type.Literal(true), ...cookieSessionFields }),
]);
