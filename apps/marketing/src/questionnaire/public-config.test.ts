// GET /api/public-config for the booking step: the calendar when configured (http(s) only), the
// e-mail fallback otherwise, one request shared by the whole visit and retried after a failure.
import { describe, expect, it, vi } from 'vitest';
import { createBookingPageLoader, fetchBookingPage } from './public-config';

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('fetchBookingPage', () => {
  it('reads the booking URL and the contact e-mail', async () => {
    await expect(
      fetchBookingPage(
        answering({ bookingUrl: 'https://cal.example.com/twin', contactEmail: 'sales@example.com' }),
      ),
    ).resolves.toEqual({ bookingUrl: 'https://cal.example.com/twin', contactEmail: 'sales@example.com' });
  });

  it('treats a missing or non-http booking URL as not configured', async () => {
    await expect(fetchBookingPage(answering({ bookingUrl: null, contactEmail: 'a@b.co' }))).resolves.toEqual({
      bookingUrl: null,
      contactEmail: 'a@b.co',
    });
    await expect(
      fetchBookingPage(answering({ bookingUrl: 'javascript:alert(1)', contactEmail: 'a@b.co' })),
    ).resolves.toMatchObject({ bookingUrl: null });
  });

  it('fails on an error status or an unexpected body', async () => {
    await expect(fetchBookingPage(answering({ message: 'Not found.' }, 404))).rejects.toThrow('404');
    await expect(fetchBookingPage(answering({ bookingUrl: 3 }))).rejects.toThrow('unexpected');
  });
});

describe('createBookingPageLoader', () => {
  it('asks once and shares the answer', async () => {
    const load = vi.fn(async () => ({ bookingUrl: null, contactEmail: 'a@b.co' }));
    const loader = createBookingPageLoader(load);
    await Promise.all([loader(), loader()]);
    await loader();
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks again after a failure', async () => {
    const load = vi
      .fn<() => Promise<{ bookingUrl: string | null; contactEmail: string | null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ bookingUrl: null, contactEmail: 'a@b.co' });
    const loader = createBookingPageLoader(load);
    await expect(loader()).rejects.toThrow('offline');
    await expect(loader()).resolves.toEqual({ bookingUrl: null, contactEmail: 'a@b.co' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
