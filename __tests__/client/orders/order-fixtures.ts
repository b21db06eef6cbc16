import type { Order } from '../../../src/shared/api-types';

export function order(order_id: number, patch: Partial<Order> = {}): Order {
  return {
    order_id,
    customer_name: 'Layla Haddad',
    date: '2025-03-04T09:15:00Z',
    address: 'Unit 12, Al Quoz Industrial Area 3, Dubai',
    postal_code: '12002',
    mobile: '+971 50 123 4567',
    state: 2,
    note: null,
    total: 135.85,
    details: [
      { product_name: 'Crunchy Kibble', count: 2, unit_price: 45.5, attributes: [{ type: 2, value: null, type_name: 'Size', name: '2 kg' }] },
      { product_name: 'Rope Toy', count: 3, unit_price: 14.95, attributes: [{ type: 1, value: '#c0392b', type_name: 'Colour', name: 'Red' }] },
    ],
    ...patch,
  };
}
