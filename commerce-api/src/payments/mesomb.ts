import { PaymentOperation } from '@hachther/mesomb';
import type { MobileService } from '../http/mobile-operator.ts';

/** MeSomb's account keys and the host the SDK talks to (the real service, or the demo's simulator). */
export interface MeSombSettings {
  applicationKey: string;
  accessKey: string;
  secretKey: string;
  /** e.g. `https://mesomb.hachther.com`; the SDK appends `/api/v1.1/…`. */
  host: string;
}

/** Where a collect stands, read from MeSomb's answer. */
export type ProviderStatus =
  | { state: 'pending'; reference: string | null }
  | { state: 'paid'; reference: string | null }
  | { state: 'failed'; reference: string | null; reason: FailureReason; message: string };

export type FailureReason = 'declined' | 'insufficient_funds' | 'wrong_pin' | 'expired';

/**
 * MeSomb's FAILED carries no code, only the network's words: the outcomes the shopper is told
 * apart are read from them (anything else is a decline).
 */
export function failureReason(message: string): FailureReason {
  if (/insufficient|solde insuffisant|not enough/i.test(message)) return 'insufficient_funds';
  if (/\bpin\b|code secret/i.test(message)) return 'wrong_pin';
  if (/expire|timeout|timed out|no answer/i.test(message)) return 'expired';
  return 'declined';
}

function statusOf(transaction: Record<string, unknown> | undefined): ProviderStatus {
  const reference = typeof transaction?.['pk'] === 'string' ? transaction['pk'] : null;
  const status = transaction?.['status'];
  if (status === 'SUCCESS') return { state: 'paid', reference };
  if (status === 'FAILED') {
    const message = String(transaction?.['message'] ?? '');
    return { state: 'failed', reference, reason: failureReason(message), message };
  }
  return { state: 'pending', reference };
}

/**
 * The SDK's PaymentOperation on a chosen host. The SDK keeps its host in a static, shared by
 * every operation in the process; a host per instance lets two stores (or two tests) in one
 * process each talk to their own MeSomb.
 */
class HostedPaymentOperation extends PaymentOperation {
  private readonly host: string;
  constructor(settings: MeSombSettings, language: string) {
    super({ applicationKey: settings.applicationKey, accessKey: settings.accessKey, secretKey: settings.secretKey, language });
    this.host = settings.host.replace(/\/+$/, '');
  }
  protected override _buildUrl(endpoint: string): string {
    return `${this.host}/api/v1.1/${endpoint}`;
  }
}

/** The three calls the store makes: collect, status, refund. Errors are the SDK's (network, 4xx, 5xx). */
export interface MobileMoneyProvider {
  /** Asks the payer's phone for `amount`; returns at once (asynchronous mode). `key` is the attempt's idempotency key. */
  collect(input: { amount: number; service: MobileService; payer: string; key: string; locale: string }): Promise<ProviderStatus>;
  /** Statuses by the store's idempotency keys (MeSomb's external ids); a key MeSomb does not know is absent. */
  statuses(keys: string[]): Promise<Map<string, ProviderStatus>>;
  /** Gives a successful collect back; returns the refund's reference. */
  refund(reference: string, amount: number): Promise<string>;
}

export function mesombProvider(settings: MeSombSettings): MobileMoneyProvider {
  const operation = (locale: string) => new HostedPaymentOperation(settings, locale === 'fr' ? 'fr' : 'en');
  return {
    async collect({ amount, service, payer, key, locale }) {
      const answer = await operation(locale).makeCollect({ amount, service, payer, trxID: key, mode: 'asynchronous', fees: false, country: 'CM', currency: 'XAF' });
      const transaction = (answer.transaction as unknown as { getData?: () => Record<string, unknown> }).getData?.();
      return statusOf(transaction ?? { status: answer.status, pk: answer.reference });
    },
    async statuses(keys) {
      const found = new Map<string, ProviderStatus>();
      if (!keys.length) return found;
      const transactions = (await operation('en').getTransactions(keys, 'EXTERNAL')) as unknown as { getData(): Record<string, unknown> }[];
      for (const transaction of transactions) {
        const data = transaction.getData();
        // MeSomb names the store's id `external_id`; asked for one, the one answer is its.
        const key = data['external_id'] ?? data['trxID'] ?? (keys.length === 1 ? keys[0] : undefined);
        if (typeof key === 'string') found.set(key, statusOf(data));
      }
      return found;
    },
    async refund(reference, amount) {
      const answer = await operation('en').refundTransaction(reference, { amount });
      if (!answer.isOperationSuccess() || !answer.isTransactionSuccess()) throw new Error(`MeSomb refused the refund: ${answer.message}`);
      return answer.transaction.pk;
    },
  };
}
