// Facts about the shop itself, shown in the header, footer, About page and mail. The legal ones
// (name, address, licence, TRN) are those its tax documents print (the demo's legal settings,
// src/server/db/seed/demo/legal.ts): a buyer never sees two TRNs for one shop.
export const SHOP = {
  name: 'Petora',
  legalName: 'Petora Trading L.L.C.',
  city: 'Dubai',
  country: 'United Arab Emirates',
  address: 'Warehouse 12, Street 18, Al Quoz Industrial Area 3, Dubai, UAE',
  poBox: 'P.O. Box 123456',
  phone: '+971 4 338 7210',
  whatsapp: '+971 50 614 2290',
  email: 'sales@petora.ae',
  hours: 'Sunday to Friday, 9:00 to 18:00 (GST)',
  tradeLicence: 'Dubai DET Trade Licence No. 1234567',
  commercialRegister: 'Commercial Register No. 204611',
  trn: 'TRN 100123456700003',
  established: 2023,
  experienceYears: 12,
  itTeam: 90,
  brands: 60,
  social: {
    facebook: 'https://www.facebook.com/petora.trading',
    twitter: 'https://twitter.com/petora_trading',
    instagram: 'https://www.instagram.com/petora.trading',
  },
} as const;
