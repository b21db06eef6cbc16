// Registers the back office's state and sagas with the store before anything renders.
import './admin-feature';
import { Route, Routes } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { ErrorScreen } from '../../components/error/ErrorScreen';
import { selectSession } from './admin-selectors';
import { ImportExportScreen } from './csv/ImportExportScreen';
import { ExpiringLicencesScreen } from './licences/ExpiringLicencesScreen';
import { PriceListsScreen } from './pricing/PriceListsScreen';
import { CustomersScreen } from './customers/CustomersScreen';
import { OrdersScreen } from './orders/OrdersScreen';
import { ProductEditorScreen } from './products/ProductEditorScreen';
import { ProductsScreen } from './products/ProductsScreen';
import { AuditScreen } from './records/AuditScreen';
import { OutboxScreen } from './records/OutboxScreen';
import { StaffScreen } from './records/StaffScreen';
import { AdminLayout } from './session/AdminLayout';
import { LoginScreen } from './session/LoginScreen';
import { OverviewScreen } from './session/OverviewScreen';
import { LegalSettingsScreen } from './tax/LegalSettingsScreen';
import { TaxDocumentsScreen } from './tax/TaxDocumentsScreen';
import { BrandsScreen } from './taxonomy/BrandsScreen';
import { CategoriesScreen } from './taxonomy/CategoriesScreen';
import { MetasScreen } from './taxonomy/MetasScreen';

const Checking = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /admin/*: the back office, a chunk of its own. Nobody signed in sees the login at any of
 * its addresses and, once signed in, stays where they were going.
 */
export function AdminApp() {
  const { status } = useAppSelector(selectSession);
  if (status === 'restoring') return <Checking role="status">Checking your session…</Checking>;
  if (status !== 'signedIn') return <LoginScreen />;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<OverviewScreen />} />
        <Route path="customers" element={<CustomersScreen />} />
        <Route path="orders" element={<OrdersScreen />} />
        <Route path="products" element={<ProductsScreen />} />
        <Route path="products/new" element={<ProductEditorScreen />} />
        <Route path="products/:id" element={<ProductEditorScreen />} />
        <Route path="brands" element={<BrandsScreen />} />
        <Route path="categories" element={<CategoriesScreen />} />
        <Route path="metas" element={<MetasScreen />} />
        <Route path="price-lists" element={<PriceListsScreen />} />
        <Route path="import-export" element={<ImportExportScreen />} />
        <Route path="outbox" element={<OutboxScreen />} />
        <Route path="licences" element={<ExpiringLicencesScreen />} />
        <Route path="audit" element={<AuditScreen />} />
        <Route path="staff" element={<StaffScreen />} />
        <Route path="tax/documents" element={<TaxDocumentsScreen />} />
        <Route path="tax/settings" element={<LegalSettingsScreen />} />
        <Route path="*" element={<ErrorScreen status={404} statusText="Not Found" />} />
      </Route>
    </Routes>
  );
}
