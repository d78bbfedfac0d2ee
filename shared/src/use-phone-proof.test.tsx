import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, contentApi, toApiError } from './api/client';
import { setLocale } from './stores/locale';
import { usePhoneProof } from './use-phone-proof';

// A back end that wants 699000111 proven: bids are refused (403, phone_proof) until the request
// carries the proof `POST /api/phone-proofs` gave for the code 123456.
let server: Server;
let seen: { url: string; proof: string | undefined; body: string }[] = [];

function answer(req: IncomingMessage, body: string): { status: number; body: unknown } {
  const proof = req.headers['x-phone-proof'];
  if (req.url === '/api/auth/code') return { status: 200, body: { sent: true, channel: 'sms', to: '699000111', expires_in: 600, resend_in: 60 } };
  if (req.url === '/api/phone-proofs') {
    return (JSON.parse(body) as { code: string }).code === '123456'
      ? { status: 200, body: { telephone: '699000111', proof: 'proof-of-699000111', expires_at: new Date(Date.now() + 3_600_000).toISOString() } }
      : { status: 400, body: { message: 'Code de vérification invalide' } };
  }
  if (proof === 'proof-of-699000111') return { status: 200, body: { ok: true } };
  return { status: 403, body: { message: 'Confirmez le numéro %telephone', parameters: { telephone: '699000111', phone_proof: 'required' } } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      seen.push({ url: req.url ?? '', proof: req.headers['x-phone-proof'] as string | undefined, body });
      const { status, body: out } = answer(req, body);
      res.writeHead(status, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
});

afterAll(async () => {
  configureApi({ baseUrl: '' });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  window.sessionStorage.clear();
  setLocale('fr');
});
afterEach(cleanup);

function Bid() {
  const { withPhoneProof, step } = usePhoneProof();
  const [result, setResult] = useState('');
  const bid = async () => {
    try {
      await withPhoneProof(() => contentApi.post('auctions/bids', { json: { bidder_phone_number: '699000111' } }).json());
      setResult('placed');
    } catch (error) {
      setResult(toApiError(error).kind === 'aborted' ? 'cancelled' : 'failed');
    }
  };
  return (
    <>
      <button type="button" onClick={() => void bid()}>
        bid
      </button>
      {step}
      <output data-testid="result">{result}</output>
    </>
  );
}

describe('usePhoneProof', () => {
  it('asks for the code once, sends the request again with the proof, and keeps the proof for the tab', async () => {
    render(<Bid />);
    fireEvent.click(screen.getByText('bid'));
    await screen.findByText('Confirmez votre numéro');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    const input = await screen.findByLabelText('Code reçu par SMS');
    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Code de vérification invalide');
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('placed'));
    expect(screen.queryByText('Confirmez votre numéro')).toBeNull();
    expect(seen.filter((s) => s.url === '/api/auctions/bids').map((s) => s.proof)).toEqual([undefined, 'proof-of-699000111']);

    // A second bid in the same tab carries the proof at once: no code step.
    fireEvent.click(screen.getByText('bid'));
    await waitFor(() => expect(seen.filter((s) => s.url === '/api/auctions/bids')).toHaveLength(3));
    expect(seen.at(-1)!.proof).toBe('proof-of-699000111');
    expect(screen.queryByText('Confirmez votre numéro')).toBeNull();
  });

  it('gives up quietly when the shopper cancels, sending nothing more', async () => {
    render(<Bid />);
    fireEvent.click(screen.getByText('bid'));
    await screen.findByText('Confirmez votre numéro');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('cancelled'));
    expect(seen.map((s) => s.url)).toEqual(['/api/auctions/bids']);
  });

  it('shows the steps in English', async () => {
    setLocale('en');
    render(<Bid />);
    fireEvent.click(screen.getByText('bid'));
    await screen.findByText('Confirm your number');
    expect(screen.getByRole('button', { name: 'Send the code' })).toBeTruthy();
  });
});
