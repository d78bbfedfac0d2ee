import type { AppConfig } from '../context.ts';
import { demoOutboxEnabled } from '../messaging/setup.ts';
import { mesombProvider, type MobileMoneyProvider } from './mesomb.ts';
import { startMeSombSimulator, type MeSombSimulator } from './simulator/mesomb-simulator.ts';
import { randomBytes } from 'node:crypto';

/** The payment providers a running store talks to, and in the demo the simulators playing them. */
export interface PaymentsRuntime {
  /** null: no MeSomb keys and no demo, so mobile money cannot be collected. */
  mobileMoney: MobileMoneyProvider | null;
  /** The demo's MeSomb, whose payer's phone `/api/dev/mobile-money` plays; absent with real keys. */
  simulator?: MeSombSimulator;
  /** How long a payer has to answer a prompt, and an order to be paid once it has ended unpaid. */
  windowMs: number;
  /**
   * When this process last asked about each open attempt (ms): kept in memory, not written, so
   * asking changes nothing in the database (and two nodes at most ask twice).
   */
  askedAt: Map<number, number>;
  close(): Promise<void>;
}

/** Real MeSomb when its three keys are set; else, in the demo only (never in production), the simulator on a loopback port. */
export async function startPayments(config: AppConfig, now: () => Date): Promise<PaymentsRuntime> {
  const windowMs = config.paymentWindowMinutes * 60_000;
  if (config.mesomb) return { mobileMoney: mesombProvider(config.mesomb), windowMs, askedAt: new Map(), close: async () => undefined };
  if (!demoOutboxEnabled(config)) return { mobileMoney: null, windowMs, askedAt: new Map(), close: async () => undefined };
  // Keys made for this process: the simulator and its one client are the only ones to know them.
  const keys = { applicationKey: randomBytes(20).toString('hex'), accessKey: randomBytes(18).toString('hex'), secretKey: randomBytes(24).toString('hex') };
  const simulator = await startMeSombSimulator({ ...keys, windowMs, now: () => now().getTime() });
  return { mobileMoney: mesombProvider({ ...keys, host: simulator.url }), simulator, windowMs, askedAt: new Map(), close: () => simulator.close() };
}
