// Dates and times are formatted by the one helper of issue 20, in the current language: i18n/format.ts.
export {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDateTimeWithSeconds,
  formatLongCalendarDate,
  formatLongDate,
  formatTime,
  formatTimeWithSeconds,
} from '@/i18n/format';
