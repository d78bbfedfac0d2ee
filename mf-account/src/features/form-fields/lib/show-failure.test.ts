import { afterEach, describe, expect, it } from 'vitest';
import { $toasts, ApiError, setLocale } from '@shop/shared';
import { showFailure } from './show-failure';

afterEach(() => $toasts.set([]));

describe('showFailure', () => {
  it("shows the server's message, or the spec's 'failed, try again' when no answer came", () => {
    setLocale('fr');
    showFailure(new ApiError('Le mot de passe actuel ne correspond pas à ce compte.', { status: 400 }));
    showFailure(new ApiError('Network Error', { kind: 'network' }));
    expect($toasts.get().map((t) => [t.type, t.message])).toEqual([
      ['error', 'Le mot de passe actuel ne correspond pas à ce compte.'],
      ['error', 'Échec. Veuillez reessayer'],
    ]);
  });
});
