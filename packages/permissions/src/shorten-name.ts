/** Company names are shown to 10 characters (SPEC §2.4, §9). */
export const COMPANY_NAME_MAX = 10;

/** Project names are shown to 26 characters (SPEC §2.4, §9). */
export const PROJECT_NAME_MAX = 26;

/** Ellipsis appended to a shortened name (three ASCII dots, docs/decisions/0025). */
export const NAME_ELLIPSIS = '...';

/** The name unchanged when it fits in `max` characters, else its first `max` characters plus '...'. */
export function shortenName(name: string | undefined, max: number): string {
  const chars = Array.from(name ?? '');
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('')}${NAME_ELLIPSIS}`;
}

/** Company name for the header, at most 10 characters plus ellipsis. */
export function shortenCompanyName(name: string | undefined): string {
  return shortenName(name, COMPANY_NAME_MAX);
}

/** Project name for the header, at most 26 characters plus ellipsis. */
export function shortenProjectName(name: string | undefined): string {
  return shortenName(name, PROJECT_NAME_MAX);
}
