/** The cookie holding a browser's canary cohort (0–99): the same browser, the same versions. */
export const COHORT_COOKIE = 'shop_cohort';

export function readCohort(cookieHeader: string | undefined): number | undefined {
  const match = cookieHeader?.match(/(?:^|;\s*)shop_cohort=(\d{1,2})(?:;|$)/);
  return match ? Number(match[1]) : undefined;
}

/** A year, first-party, server-only (the page never needs to read it). */
export function cohortCookie(cohort: number): string {
  return `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`;
}
