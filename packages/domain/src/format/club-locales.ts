import { DEFAULT_LOCALE } from './club-format';

// The locales a club may choose in Club Settings (its dates, times and money read in it): the
// English-speaking markets first, then the European ones Rally's clubs are in. A short list, in
// words people know, rather than every tag Intl accepts.

/** The locales Club Settings offers, each with its name in English. */
export const CLUB_LOCALES = [
  { value: DEFAULT_LOCALE, label: 'English (Australia)' },
  { value: 'en-NZ', label: 'English (New Zealand)' },
  { value: 'en-GB', label: 'English (United Kingdom)' },
  { value: 'en-IE', label: 'English (Ireland)' },
  { value: 'en-US', label: 'English (United States)' },
  { value: 'en-CA', label: 'English (Canada)' },
  { value: 'en-ZA', label: 'English (South Africa)' },
  { value: 'en-SG', label: 'English (Singapore)' },
  { value: 'en-IN', label: 'English (India)' },
  { value: 'de-DE', label: 'German (Germany)' },
  { value: 'de-CH', label: 'German (Switzerland)' },
  { value: 'fr-FR', label: 'French (France)' },
  { value: 'es-ES', label: 'Spanish (Spain)' },
  { value: 'it-IT', label: 'Italian (Italy)' },
  { value: 'nl-NL', label: 'Dutch (Netherlands)' },
  { value: 'pt-BR', label: 'Portuguese (Brazil)' },
  { value: 'sv-SE', label: 'Swedish (Sweden)' },
] as const;

/** True when the locale is one Club Settings offers. */
export const isClubLocale = (value: string): boolean => CLUB_LOCALES.some((l) => l.value === value);

/** The name of a locale Club Settings offers ('English (Australia)'); the tag itself for another. */
export const clubLocaleLabel = (value: string): string => CLUB_LOCALES.find((l) => l.value === value)?.label ?? value;
