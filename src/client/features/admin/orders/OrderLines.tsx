import styled from 'styled-components';
import { APPROVAL_THRESHOLD } from '../../../../shared/constants';
import type { AdminOrder } from '../../../../shared/admin-types';
import { Badge, Table } from '../shared/admin-styles';
import { aed } from '../shared/format';

const Lines = styled(Table)`
  td:first-child {
    white-space: nowrap;
  }

  tr[data-needs-approval='true'] td {
    background: ${({ theme }) => theme.colors.accentLight};
  }
`;

const attributesText = (line: AdminOrder['lines'][number]) =>
  line.attributes.map((attribute) => `${attribute.type_name}: ${attribute.name}`).join(', ');

/** The order's lines; a count above 30 needs approval (spec: APPROVAL_THRESHOLD) and stands out. */
export function OrderLines({ order }: { order: AdminOrder }) {
  return (
    <Lines aria-label={`Lines of order ${order.order_id}`}>
      <thead>
        <tr>
          <th>SKU</th><th>Product</th><th>Attributes</th>
          <th className="number">Count</th><th className="number">Unit price</th><th className="number">Line total</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => {
          const needsApproval = line.count > APPROVAL_THRESHOLD;
          return (
            <tr key={`${line.sku}-${index}`} data-needs-approval={needsApproval}>
              <td>{line.sku}</td>
              <td>
                {line.product_name}
                {needsApproval && <> <Badge $tone="accent">Needs approval</Badge></>}
              </td>
              <td>{attributesText(line) || '—'}</td>
              <td className="number">{line.count}</td>
              <td className="number">{aed(line.unit_price)}</td>
              <td className="number">{aed(Math.round(line.count * line.unit_price * 100) / 100)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th colSpan={5} className="number">Total before VAT</th>
          <td className="number"><strong>{aed(order.total)}</strong></td>
        </tr>
      </tfoot>
    </Lines>
  );
}
