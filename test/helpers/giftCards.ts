/** A gift card's creation body (endpoint 15) the tests share. */

/** The sender of {@link giftCardBody}: every field the contract asks for. */
export const GIFT_SENDER = {
  name: 'Carlos Ruiz',
  document_type: 'CC',
  document_number: '1020304050',
  email: 'carlos@example.com',
  address: 'Calle 10 # 5-20, Bogotá',
  phone: '3001234567',
  country_code: '+57',
} as const;

/** A valid endpoint-15 body of COP 500,000 from {@link GIFT_SENDER} to Lucía Ruiz, with `over` laid over it. */
export function giftCardBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    sender: { ...GIFT_SENDER },
    recipient: { name: 'Lucía Ruiz', email: 'lucia@example.com' },
    amount: 500000,
    currency: 'COP',
    note: '¡Feliz cumpleaños!',
    external_ref_id: 'gift-001',
    temp_webhook_url: 'http://127.0.0.1:9/hooks/gift',
    success_url: 'https://shop.example/ok',
    failure_url: 'https://shop.example/ko',
    ...over,
  };
}
