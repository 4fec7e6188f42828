// Number and date formatting shared by the views, fixed to US English as the spec asks.
const countFormat = new Intl.NumberFormat('en-US');
const longDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 3600 → '3,600'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** An ISO timestamp → 'November 21, 2026' (long US format, in the viewer's time zone). Unknown → ''. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDateFormat.format(date);
}
