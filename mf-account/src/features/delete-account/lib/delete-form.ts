import { validate, type CloseAccountRequest, type ValidationKey } from '@shop/shared';

/** The reasons offered (the server accepts exactly these codes); `other` asks for the shopper's words. */
export const DELETION_REASONS = ['no_longer_needed', 'too_many_emails', 'bad_experience', 'privacy', 'other_account', 'other'] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

export interface DeleteValues {
  reasonCode: DeletionReason | '';
  details: string;
  password: string;
}

export type DeleteErrors = Partial<Record<keyof DeleteValues, ValidationKey>>;

export const DETAILS_MAX = 1000;

export function validateDelete(values: DeleteValues): DeleteErrors {
  const errors: DeleteErrors = {};
  const reason = validate(values.reasonCode, { required: true });
  const details = validate(values.details, { required: values.reasonCode === 'other', maxLength: DETAILS_MAX });
  const password = validate(values.password, { required: true });
  if (reason) errors.reasonCode = reason;
  if (details) errors.details = details;
  if (password) errors.password = password;
  return errors;
}

/** The request body: the code, and as `reason` the shopper's words, else the chosen reason's label. */
export function deletePayload(values: DeleteValues, reasonLabel: string): CloseAccountRequest {
  return { ...(values.reasonCode ? { reason_code: values.reasonCode } : {}), reason: values.details.trim() || reasonLabel, password: values.password };
}
