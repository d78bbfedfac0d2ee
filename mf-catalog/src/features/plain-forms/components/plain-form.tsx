import { useSearchParams } from 'react-router';

/**
 * The URL's other parameters as hidden fields of a plain GET form (sort, filters), so submitting
 * it without scripts keeps them; `page` is left out, since another list opens on its first page.
 */
export function KeptParams({ except }: { except: readonly string[] }) {
  const [params] = useSearchParams();
  return [...params]
    .filter(([name]) => name !== 'page' && !except.includes(name))
    .map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />);
}

/**
 * A plain form's submit button, for a browser without scripts only: with them, a change applies
 * at once and the button would be one more thing to hydrate (React leaves `noscript` alone).
 */
export function NoScriptSubmit({ label, testId }: { label: string; testId: string }) {
  return (
    <noscript>
      <button type="submit" className="shop-button shop-button--secondary shop-button--sm" data-testid={testId}>
        {label}
      </button>
    </noscript>
  );
}
