import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../context.ts';
import { installmentProvider, type InstallmentProvider } from './installments.ts';
import { startInstallmentSimulator, type InstallmentSimulator } from './simulator/installment-simulator.ts';
import { demoOutboxEnabled } from '../messaging/setup.ts';
import { mesombProvider, type MobileMoneyProvider } from './mesomb.ts';
import { startMeSombSimulator, type MeSombSimulator } from './simulator/mesomb-simulator.ts';

/** The payment providers a running store talks to, and in the demo the simulators playing them. */
export interface PaymentsRuntime {
  /** null: no MeSomb keys and no demo, so mobile money cannot be collected. */
  mobileMoney: MobileMoneyProvider | null;
  /** The demo's MeSomb, whose payer's phone `/api/dev/mobile-money` plays; absent with real keys. */
  simulator?: MeSombSimulator;
  /** The companion payment app's installment service; null where none is configured outside the demo. */
  installments: InstallmentProvider | null;
  /** The demo's payment app, answered on the same phone page. */
  installmentSimulator?: InstallmentSimulator;
  /** How long a payer has to answer a prompt, and an order to be paid once it has ended unpaid. */
  windowMs: number;
  /**
   * When this process last asked about each open attempt (ms): kept in memory, not written, so
   * asking changes nothing in the database (and two nodes at most ask twice).
   */
  askedAt: Map<number, number>;
  close(): Promise<void>;
}

/**
 * Real MeSomb when its three keys are set, the real payment app when `INSTALLMENT_PROVIDER_URL`
 * is; else, in the demo only (never in production), simulators on loopback ports.
 */
export async function startPayments(config: AppConfig, now: () => Date): Promise<PaymentsRuntime> {
  const windowMs = config.paymentWindowMinutes * 60_000;
  const demo = demoOutboxEnabled(config);
  const realInstallments = config.installmentProvider ? installmentProvider(config.installmentProvider.url, config.installmentProvider.key) : null;
  const appSimulator = !realInstallments && demo ? await startInstallmentSimulator(windowMs, () => now().getTime()) : undefined;
  const installments = realInstallments ?? (appSimulator ? installmentProvider(appSimulator.url, appSimulator.key) : null);
  const base = { windowMs, askedAt: new Map<number, number>(), installments, ...(appSimulator ? { installmentSimulator: appSimulator } : {}) };
  const closeApp = async () => appSimulator?.close();
  if (config.mesomb) return { ...base, mobileMoney: mesombProvider(config.mesomb), close: closeApp };
  if (!demo) return { ...base, mobileMoney: null, close: closeApp };
  // Keys made for this process: the simulator and its one client are the only ones to know them.
  const keys = { applicationKey: randomBytes(20).toString('hex'), accessKey: randomBytes(18).toString('hex'), secretKey: randomBytes(24).toString('hex') };
  const simulator = await startMeSombSimulator({ ...keys, windowMs, now: () => now().getTime() });
  return {
    ...base,
    mobileMoney: mesombProvider({ ...keys, host: simulator.url }),
    simulator,
    close: async () => {
      await simulator.close();
      await closeApp();
    },
  };
}
