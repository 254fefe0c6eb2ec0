import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {sharedDateTimeFormat} from './date-time-format';

// Stands in for theme-common's `utils/IntlUtils` (see index.ts), with the same exports.

export function useCalendar(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]!.calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const {i18n} = useDocusaurusContext();
  return sharedDateTimeFormat(i18n.currentLocale, {calendar: useCalendar(), ...options});
}
