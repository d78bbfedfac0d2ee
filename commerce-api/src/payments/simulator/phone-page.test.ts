import { describe, expect, it } from 'vitest';
import type { SimulatedTransaction } from './mesomb-simulator.ts';
import { phonePage } from './phone-page.ts';

const prompt = (service: string, reference: string): SimulatedTransaction => ({
  pk: reference,
  reference,
  external_id: null,
  type: 'COLLECT',
  service,
  b_party: '690000001',
  amount: 25_000,
  status: 'PENDING',
  outcome: null,
  message: '',
  created: 0,
});

const promptLines = (html: string) => [...html.matchAll(/<p class="prompt">([^<]*)<\/p>/g)].map((match) => match[1]!.replace(/\s/g, ' '));

describe("the demo payer's phone", () => {
  it('names each network in the language of the page', () => {
    for (const [lang, expected] of [
      ['fr', ['Orange Money : payer 25 000 FCFA à la boutique ?', 'MTN MoMo : payer 25 000 FCFA à la boutique ?']],
      ['en', ['Orange Money: pay 25,000 FCFA to the store?', 'MTN MoMo: pay 25,000 FCFA to the store?']],
    ] as const) {
      const html = phonePage({ lang, payer: '690000001', prompts: [prompt('ORANGE', 'a'), prompt('MTN', 'b')], installments: [], typed: '' });
      expect(promptLines(html)).toEqual(expected);
    }
  });
});
