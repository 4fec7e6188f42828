// The booking step's configuration from the server (GET /api/public-config): the calendar page to
// embed (BOOKING_URL, or null) and the contact e-mail. Fetched once, when the questionnaire opens,
// so the booking screen usually has it at once.
import type { BookingPage } from '@twin/machines/questionnaire';

export const PUBLIC_CONFIG_PATH = '/api/public-config';

function isBookingPage(value: unknown): value is BookingPage {
  if (typeof value !== 'object' || value === null) return false;
  const { bookingUrl, contactEmail } = value as Record<string, unknown>;
  return (
    (bookingUrl === null || typeof bookingUrl === 'string') &&
    (contactEmail === null || typeof contactEmail === 'string')
  );
}

/** Only http(s) pages are framed; anything else counts as not configured. */
function safeBookingUrl(url: string | null): string | null {
  if (url === null) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export async function fetchBookingPage(fetchFunction: typeof fetch = fetch): Promise<BookingPage> {
  const response = await fetchFunction(PUBLIC_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${PUBLIC_CONFIG_PATH} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isBookingPage(body)) throw new Error(`GET ${PUBLIC_CONFIG_PATH} answered an unexpected body`);
  return { bookingUrl: safeBookingUrl(body.bookingUrl), contactEmail: body.contactEmail };
}

/** The first call starts the request; later calls share it (a failure is retried next time). */
export function createBookingPageLoader(load: () => Promise<BookingPage> = () => fetchBookingPage()) {
  let pending: Promise<BookingPage> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
