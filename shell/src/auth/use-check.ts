import { useCallback } from 'react';
import { useT, validateField, type ValidationRules } from '@shop/shared';

/** Validates one value with the shared rules and returns the spec's message (`common`), or null. */
export function useCheck(): (value: unknown, rules: ValidationRules) => string | null {
  const { t } = useT('common');
  return useCallback(
    (value, rules) => {
      const result = validateField(value, rules);
      if (!result) return null;
      return result.values ? t(result.key, result.values) : t(result.key);
    },
    [t],
  );
}
