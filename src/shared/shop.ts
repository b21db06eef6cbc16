// Facts about the shop itself, shown in the header, footer, About page and mail. Its legal
// identity (legal name, address, trade licence, TRN) is not here: the footer, the mail
// signature and product pages read the legal settings staff keep in the back office, the ones
// its tax documents print (shared/shop-identity.ts), so a buyer never sees two TRNs for one
// shop. The About page's story names the company by its trading name.
export const SHOP = {
  name: 'Petora',
  country: 'United Arab Emirates',
  phone: '+971 4 338 7210',
  whatsapp: '+971 50 614 2290',
  email: 'sales@petora.ae',
  hours: 'Sunday to Friday, 9:00 to 18:00 (GST)',
  /** Not part of the legal settings. */
  commercialRegister: 'Commercial Register No. 204611',
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
