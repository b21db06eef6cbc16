import { formatOrderDate, lineTotal, orderTotal } from '../../../src/client/features/orders/order-format';
import { order } from './order-fixtures';

describe('order figures (spec section 9: unit price times count)', () => {
  it('totals each line and the order in whole fils', () => {
    expect(lineTotal({ unit_price: 14.95, count: 3 })).toBe(44.85);
    expect(lineTotal({ unit_price: 0.1, count: 3 })).toBe(0.3);
    expect(orderTotal(order(1).details)).toBe(135.85);
    expect(orderTotal([])).toBe(0);
  });

  it('dates an order by the Dubai calendar', () => {
    expect(formatOrderDate('2025-03-04T09:15:00Z')).toBe('4 March 2025');
    // 22:30 UTC is already the next morning in Dubai (UTC+4).
    expect(formatOrderDate('2025-03-04T22:30:00Z')).toBe('5 March 2025');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatOrderDate('soon')).toBe('soon');
  });
});
