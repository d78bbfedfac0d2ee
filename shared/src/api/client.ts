import ky, { HTTPError, type KyInstance, type Options, isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { XSRF_HEADER } from '../contracts/session-cookies';
import { bus } from '../events';
import { i18n } from '../i18n/index';
import { $cart } from '../stores/cart';
import { $locale } from '../stores/locale';
import { currentPhoneProof, PHONE_PROOF_HEADER } from '../phone-proof';
import { $session, currentSessionHandle } from '../stores/session';
import { showToast } from '../stores/toast';

interface ApiConfig {
  /** Origin of the back end; '' means the page's own origin (the gateway proxies it). */
  baseUrl: string;
  /**
   * Server rendering only: where same-origin requests go when there is no page to resolve them
   * against (the gateway itself). URLs the pages show (images) stay relative, as in the browser.
   */
  serverOrigin?: string;
  /**
   * Server rendering only: headers every request of the current render carries (the gateway's
   * render key and the shopper's address, so the back end's per-address limits count the shopper).
   */
  serverHeaders?: () => Record<string, string>;
  /**
   * Server rendering only: how requests to `serverOrigin` are made. A gateway that runs the back
   * end in its own process hands its requests to it directly, without a loopback socket.
   */
  serverFetch?: typeof fetch;
}

const config: ApiConfig = { baseUrl: '' };

export function configureApi(options: Partial<ApiConfig>): void {
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (options.serverOrigin !== undefined) config.serverOrigin = options.serverOrigin;
  if (options.serverHeaders !== undefined) config.serverHeaders = options.serverHeaders;
  if (options.serverFetch !== undefined) config.serverFetch = options.serverFetch;
}

export function getApiConfig(): Readonly<ApiConfig> {
  return { ...config };
}

/** The framework retries GET once on these statuses. */
const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'unknown';

interface MagentoErrorBody {
  message: string;
  parameters?: (string | number)[] | Record<string, string | number>;
  trace?: string;
}

/**
 * Fills Magento's `%1` (list parameters, 1-based) and `%name` (named parameters) placeholders.
 * @internal (the client's error wording, tested on its own)
 */
export function formatMagentoMessage(
  message: string,
  parameters?: MagentoErrorBody['parameters'],
): string {
  if (!parameters) return message;
  if (Array.isArray(parameters)) {
    return message.replace(/%(\d+)/g, (whole, n: string) => {
      const value = parameters[Number(n) - 1];
      return value === undefined ? whole : String(value);
    });
  }
  return message.replace(/%([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) =>
    Object.hasOwn(parameters, name) ? String(parameters[name]) : whole,
  );
}

function isMagentoErrorBody(data: unknown): data is MagentoErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string';
}

/**
 * Every failure of `api`/`contentApi` rejects with this. `status` is 0 when no response came
 * back (treats those differently: logged, not shown, except on cart and order calls).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Parsed response body (Magento error shape or anything else), when there was one. */
  readonly data: unknown;

  constructor(message: string, options: { status?: number; kind?: ApiErrorKind; data?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status ?? 0;
    this.kind = options.kind ?? (this.status > 0 ? 'http' : 'unknown');
    this.data = options.data;
  }

  get hasResponse(): boolean {
    return this.status > 0;
  }
}

/** Normalises anything a request can throw into an ApiError (idempotent). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error) || error instanceof HTTPError) {
    const { status, statusText } = error.response;
    const data = error.data;
    let message: string;
    if (isMagentoErrorBody(data)) message = formatMagentoMessage(data.message, data.parameters);
    else if (typeof data === 'string' && data.trim() && data.length < 300 && !data.trimStart().startsWith('<')) message = data.trim();
    else message = statusText || `Request failed with status ${status}`;
    return new ApiError(message, { status, kind: 'http', data, cause: error });
  }
  if (isTimeoutError(error)) return new ApiError('timeout exceeded', { kind: 'timeout', cause: error });
  if (isNetworkError(error)) return new ApiError('Network Error', { kind: 'network', cause: error });
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError('Request aborted', { kind: 'aborted', cause: error });
  }
  // fetch() itself rejects with a TypeError when the connection fails.
  if (error instanceof TypeError) return new ApiError('Network Error', { kind: 'network', cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(message || 'Unknown error', { kind: 'unknown', cause: error });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one place a refused session is reported: every call of `api`/`contentApi` goes through it,
 * so no page or remote has to remember to. Only a 401 to a call sent with the session the store
 * still holds counts (its handle rode along as the anti-forgery header): a call sent as a guest
 * says nothing about a session begun since, and one sent before a renewal is not this session's.
 * The shell's session module decides what follows (renew, or end silently).
 * Called from `beforeError`, not `afterResponse`: ky hands `afterResponse` a clone of every
 * response and cancels it afterwards, a cost on every answer for the rare 401 (and happy-dom,
 * which the unit tests run in, breaks the original body when its clone is cancelled).
 */
function reportRefusedToken(request: Request): void {
  const { handle } = $session.get();
  if (handle && request.headers.get(XSRF_HEADER) === handle) {
    bus.emit('session:logout-requested', { reason: 'request-failed', status: 401 });
  }
}

const commonOptions: Options = {
  // No client timeout (slow 3G uploads must not be cut off).
  timeout: false,
  retry: {
    limit: 1,
    methods: ['get'],
    statusCodes: [...RETRY_STATUS_CODES],
    // A Retry-After of minutes would freeze the page; one short wait is all a shopper tolerates.
    maxRetryAfter: 3000,
  },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        // The session rides in its HttpOnly cookies, which the browser adds (same origin). The
        // anti-forgery value goes on every call, reads too: a write needs it, and a refused read
        // can then be told apart from one sent before a renewal (reportRefusedToken).
        const xsrf = currentSessionHandle();
        if (xsrf) {
          request.headers.set(XSRF_HEADER, xsrf);
          // Another tab renewed the session (the cookies are shared): follow it.
          const { handle } = $session.get();
          if (handle && handle !== xsrf) $session.setKey('handle', xsrf);
        }
        if (!SAFE_METHODS.has(request.method)) {
          // The server reads it only where a telephone stands for a person (games, bids…).
          const proof = currentPhoneProof();
          if (proof) request.headers.set(PHONE_PROOF_HEADER, proof.proof);
        }
        // The page's language, not the browser's: a refusal reads in the language of the page.
        if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', $locale.get());
        for (const [name, value] of Object.entries(config.serverHeaders?.() ?? {})) request.headers.set(name, value);
      },
    ],
    beforeError: [
      ({ request, error }) => {
        const apiError = toApiError(error);
        if (apiError.status === 401) reportRefusedToken(request);
        return apiError;
      },
    ],
  },
};

/**
 * Magento REST client: `api.get('products/SKU')` → `{baseUrl}/rest/{locale}/V1/products/SKU`.
 * The locale is read at request time, so a language switch applies to the next call.
 */
export const api: KyInstance = ky.create({
  ...commonOptions,
  hooks: {
    ...commonOptions.hooks,
    init: [
      (options) => {
        options.prefix = `${config.baseUrl}/rest/${$locale.get()}/V1/`;
        if (config.serverOrigin) options.baseUrl = config.serverOrigin;
        if (config.serverFetch) options.fetch = config.serverFetch;
      },
    ],
  },
});

/** Content API (`/api/...`: auth, games, auctions, newsletter…): reads pass `?locale=`, writes are answered in the page's language. */
export const contentApi: KyInstance = ky.create({
  ...commonOptions,
  hooks: {
    ...commonOptions.hooks,
    init: [
      (options) => {
        options.prefix = `${config.baseUrl}/api/`;
        if (config.serverOrigin) options.baseUrl = config.serverOrigin;
        if (config.serverFetch) options.fetch = config.serverFetch;
      },
    ],
  },
});

function joinSuffix(base: string, suffix: string): string {
  const clean = suffix.replace(/^\/+/, '');
  return clean ? `${base}/${clean}` : base;
}

/**
 * Thrown by the cart path helpers when a guest has no cart yet (create one first).
 * @internal (thrown by cartPath; callers test `name`)
 */
export class NoCartError extends Error {
  override readonly name = 'NoCartError';
  constructor() {
    super('No cart: create a guest cart before using cart paths');
  }
}

/** `carts/mine/<suffix>` for a logged-in shopper, `guest-carts/<cartId>/<suffix>` for a guest. */
export function cartPath(suffix = ''): string {
  if ($session.get().handle) return joinSuffix('carts/mine', suffix);
  const id = $cart.get().id;
  if (!id) throw new NoCartError();
  return joinSuffix(`guest-carts/${encodeURIComponent(id)}`, suffix);
}

/** Totals live under the `gt/` module path. */
export function totalsPath(): string {
  return `gt/${cartPath('totals')}`;
}

type ConditionType =
  | 'eq' | 'neq' | 'gt' | 'gteq' | 'lt' | 'lteq' | 'in' | 'nin' | 'like' | 'nlike'
  | 'null' | 'notnull' | 'finset' | 'nfinset' | 'from' | 'to' | 'moreq';

export interface SearchFilter {
  field: string;
  value: string | number | boolean | readonly (string | number)[];
  conditionType?: ConditionType;
}

interface SearchCriteriaSpec {
  /** Filters inside a group are OR-ed; groups are AND-ed (Magento semantics). */
  filterGroups?: readonly (readonly SearchFilter[])[];
  sortOrders?: readonly { field: string; direction: 'ASC' | 'DESC' }[];
  pageSize?: number;
  currentPage?: number;
}

/** Builds Magento's `searchCriteria[...]` bracket query for `api.get(path, { searchParams })`. */
export function searchCriteria(spec: SearchCriteriaSpec): URLSearchParams {
  const params = new URLSearchParams();
  (spec.filterGroups ?? []).forEach((group, g) => {
    group.forEach((filter, f) => {
      const prefix = `searchCriteria[filter_groups][${g}][filters][${f}]`;
      const value = Array.isArray(filter.value) ? filter.value.join(',') : String(filter.value);
      params.append(`${prefix}[field]`, filter.field);
      params.append(`${prefix}[value]`, value);
      params.append(`${prefix}[condition_type]`, filter.conditionType ?? 'eq');
    });
  });
  (spec.sortOrders ?? []).forEach((sort, i) => {
    params.append(`searchCriteria[sortOrders][${i}][field]`, sort.field);
    params.append(`searchCriteria[sortOrders][${i}][direction]`, sort.direction);
  });
  if (spec.pageSize !== undefined) params.append('searchCriteria[pageSize]', String(spec.pageSize));
  if (spec.currentPage !== undefined) params.append('searchCriteria[currentPage]', String(spec.currentPage));
  return params;
}

interface NotifyOptions {
  /**
   * A failure without a response is only logged, except for order placement and cart
   * updates, which show 'failed_try_again'. Set this for those calls.
   */
  toastWithoutResponse?: boolean;
  /** Replaces the server's message in the toast (already translated). */
  message?: string;
}

/** Applies: server message as an error toast, network failures logged. Returns the ApiError. */
export function notifyApiError(error: unknown, options: NotifyOptions = {}): ApiError {
  const apiError = toApiError(error);
  if (apiError.kind === 'aborted') return apiError;
  if (apiError.hasResponse) {
    showToast({ type: 'error', message: options.message ?? apiError.message });
  } else if (options.toastWithoutResponse) {
    showToast({ type: 'error', message: options.message ?? i18n.t('common:failed_try_again') });
  } else {
    console.error('[api]', apiError.message, apiError.cause);
  }
  return apiError;
}
