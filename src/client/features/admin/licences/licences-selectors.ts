import { type WithAdmin, adminOf } from '../admin-reducer';

export const selectCustomerLicence = (state: WithAdmin) => adminOf(state).licences.customer;
export const selectExpiringLicences = (state: WithAdmin) => adminOf(state).licences.expiring;
