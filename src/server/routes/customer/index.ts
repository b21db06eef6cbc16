// /api/customer: accounts (register, confirm, login, password, profile, sessions).
import type { FastifyInstance } from 'fastify';
import changePasswordRoutes from './change-password';
import confirmRoutes from './confirm';
import editRoutes from './edit';
import loginRoutes from './login';
import passwordResetRoutes from './password-reset';
import registerRoutes from './register';
import customerSessionRoutes from './sessions';
import customerTradeDocumentRoutes from './trade-documents';

export default async function customerAccountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(registerRoutes);
  await app.register(confirmRoutes);
  await app.register(loginRoutes);
  await app.register(passwordResetRoutes);
  await app.register(changePasswordRoutes);
  await app.register(editRoutes);
  await app.register(customerSessionRoutes);
  await app.register(customerTradeDocumentRoutes);
}
