import type { MessageTransport, OutboundMessage } from './transports.ts';

export interface Messenger {
  /** Hands the message to every transport that carries its channel; never throws to the caller. */
  send(message: OutboundMessage): void;
  /** Resolves when every send started so far has finished (tests, graceful shutdown). */
  settled(): Promise<void>;
  /** Transport names, for the start-up banner. */
  readonly transports: readonly string[];
}

export interface MessengerLog {
  warn(text: string): void;
  error(text: string): void;
}

/**
 * Sends in the background: a slow mail server must not hold a shopper's request, and the
 * shopper's answer ("code sent") does not depend on the provider's. A failure is logged without
 * the message body (it holds codes and reset links).
 */
export function createMessenger(transports: MessageTransport[], log: MessengerLog = console): Messenger {
  const pending = new Set<Promise<void>>();
  return {
    transports: transports.map((t) => t.name),
    send(message) {
      const carriers = transports.filter((t) => t.carries(message.channel));
      if (carriers.length === 0) {
        log.warn(`[messaging] no transport for ${message.channel}: message to ${mask(message.to)} not sent`);
        return;
      }
      for (const transport of carriers) {
        const sending = transport.send(message).then(
          () => undefined,
          (error: unknown) => log.error(`[messaging] ${transport.name} failed for ${mask(message.to)}: ${String(error)}`),
        );
        pending.add(sending);
        void sending.finally(() => pending.delete(sending));
      }
    },
    async settled() {
      await Promise.all(pending);
    },
  };
}

/** Logs show who a failure concerned without spelling out the address in full. */
export function mask(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient.slice(0, 2)}…${recipient.slice(at)}`;
  return recipient.length > 4 ? `…${recipient.slice(-4)}` : '…';
}
