import type { InstallmentPlan } from './simulator/installment-simulator.ts';

/** Where an installment request stands at the payment app. */
export type InstallmentStatus =
  | { state: 'pending'; reference: string }
  | { state: 'approved'; reference: string; plan: InstallmentPlan }
  | { state: 'refused'; reference: string; reason: string };

/** The companion payment app's installment service (`INSTALLMENT_PROVIDER_URL`, bearer `INSTALLMENT_PROVIDER_KEY`). */
export interface InstallmentProvider {
  request(input: { key: string; payer: string; amount: number }): Promise<InstallmentStatus>;
  status(reference: string): Promise<InstallmentStatus>;
}

function statusOf(body: Record<string, unknown>): InstallmentStatus {
  const reference = String(body['id'] ?? '');
  if (body['status'] === 'approved') return { state: 'approved', reference, plan: body['plan'] as InstallmentPlan };
  if (body['status'] === 'refused') return { state: 'refused', reference, reason: String(body['reason'] ?? 'not_eligible') };
  return { state: 'pending', reference };
}

export function installmentProvider(url: string, key: string): InstallmentProvider {
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url.replace(/\/+$/, '')}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`installment provider: HTTP ${res.status}`);
    return statusOf((await res.json()) as Record<string, unknown>);
  };
  return {
    request: ({ key: reference, payer, amount }) => call('/v1/requests', { method: 'POST', body: JSON.stringify({ reference, payer, amount }) }),
    status: (reference) => call(`/v1/requests/${encodeURIComponent(reference)}`),
  };
}
