import {
  api,
  contentApi,
  type CodePasswordResetRequest,
  type CodeSent,
  type CodeVerified,
  type Credentials,
  type Customer,
  type SessionTokens,
  type SignUpRequest,
  type TokenPasswordResetRequest,
} from '@shop/shared';
import { SESSION_MODE_HEADER } from '@shop/shared/contracts/session-cookies';

/** Every call that opens a session asks for it in HttpOnly cookies, never as a token a script could read. */
const IN_COOKIES = { headers: { [SESSION_MODE_HEADER]: 'cookie' } };

export interface Registration {
  firstname: string;
  lastname: string;
  /** Absent for a sign-up by telephone alone. */
  email?: string;
  /** 9-digit national number, when given. */
  telephone: string | null;
  password: string;
}

// Writing calls are never retried (shared client rule), and these must not be: a second
// login attempt would count against the server's failed-login limit.

export function login(username: string, password: string): Promise<SessionTokens> {
  return contentApi.post('auth/login', { ...IN_COOKIES, json: { username, password } satisfies Credentials }).json<SessionTokens>();
}

/** Renews the session from its refresh cookie (the server answers with new cookies). */
export function refreshSession(): Promise<SessionTokens> {
  return contentApi.post('auth/refresh', { ...IN_COOKIES, json: {} }).json<SessionTokens>();
}

/**
 * `to` is an e-mail or a Cameroon mobile; the message goes to the shopper's language.
 * `purpose: 'signup'`: the sign-up limits are checked before the code is sent, not after it is typed.
 */
export function sendCode(to: string, locale: string, purpose?: 'signup'): Promise<CodeSent> {
  return contentApi.post('auth/code', { json: { to, ...(purpose ? { purpose } : {}) }, searchParams: { locale } }).json<CodeSent>();
}

export function verifyCode(to: string, code: string): Promise<CodeVerified> {
  return contentApi.post('auth/verify', { ...IN_COOKIES, json: { to, code } }).json<CodeVerified>();
}

export function resetPasswordWithCode(to: string, code: string, newPassword: string): Promise<SessionTokens> {
  return contentApi.post('auth/password-reset', { ...IN_COOKIES, json: { to, code, newPassword } satisfies CodePasswordResetRequest }).json<SessionTokens>();
}

/** The e-mailed link's token (Magento `customers/resetPassword`). */
export function resetPasswordWithToken(email: string, resetToken: string, newPassword: string): Promise<boolean> {
  return api.post('customers/resetPassword', { json: { email, resetToken, newPassword } satisfies TokenPasswordResetRequest }).json<boolean>();
}

export function register(input: Registration): Promise<Customer> {
  const customer = {
    firstname: input.firstname,
    lastname: input.lastname,
    ...(input.email ? { email: input.email } : {}),
    ...(input.telephone ? { custom_attributes: [{ attribute_code: 'telephone', value: input.telephone }] } : {}),
  };
  return api.post('customers', { json: { customer, password: input.password } satisfies SignUpRequest }).json<Customer>();
}

/** The profile of the session the cookies hold. */
export function fetchProfile(): Promise<Customer> {
  return api.get('customers/me').json<Customer>();
}

export async function endServerSession(): Promise<void> {
  // No retry: logging out must not wait for a second attempt against a failing server.
  await contentApi.delete('_auth/session', { retry: 0 });
}
