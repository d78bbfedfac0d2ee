import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PhoneProofRequestSchema, PhoneProofSchema } from '@shop/shared/contracts/auth-schema';
import type { PhoneProof } from '@shop/shared/contracts/wire';
import type { FeatureModule } from '../context.ts';
import { checkCode } from './sign-in-routes.ts';
import { msg as customerMsg } from './messages.ts';
import { badRequest } from '../http/errors.ts';
import { normalizePhone } from '../http/validation.ts';
import { issuePhoneProof } from '../phone-proofs/service.ts';

/**
 * `POST /api/phone-proofs`: the code `POST /api/auth/code` sent to a mobile buys the tab a proof
 * of that number (decision 041), so a guest plays, bids or asks for installments in their own
 * name only. The code's tries and limits are the sign-in code's: one check, one set of rules.
 * Here, beside the sign-in code, and not in `phone-proofs/`: the account's own telephone change
 * uses the proofs, so the proofs must not depend on the customers.
 */
export const phoneProofsModule: FeatureModule = async (untyped, { ctx }) => {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/api/phone-proofs', { schema: { body: PhoneProofRequestSchema, response: { 200: PhoneProofSchema } } }, async (request): Promise<PhoneProof> => {
    const telephone = normalizePhone(request.body.telephone);
    if (!telephone) throw badRequest(customerMsg('invalid_phone'));
    await checkCode(ctx, request, telephone, request.body.code);
    return { telephone, ...(await issuePhoneProof(ctx, telephone)) };
  });
};
