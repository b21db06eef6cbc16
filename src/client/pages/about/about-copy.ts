import { SHOP } from '../../../shared/shop';

export { ABOUT_DESCRIPTION, ABOUT_TITLE } from '../../../shared/page-meta';

export const COMPANY_PARAGRAPHS = [
  `${SHOP.name} was established in Dubai in ${SHOP.established} to give the pet retailers of the UAE one dependable source for the brands their customers ask for. Our founders bring over ${SHOP.experienceYears} years of international experience in pet-care distribution, and the company is built on what that experience taught them: trade buyers need accurate stock, fair prices and deliveries that arrive when promised.`,
  'From our warehouse in Al Quoz we supply independent pet shops, veterinary clinics, groomers, wholesalers and chain stores in all seven emirates with food, treats, litter, toys, beds, bowls, grooming and health products for dogs, cats and other companion animals.',
  'Accounts are opened for registered businesses only. Once your trade licence and TRN are approved you see trade prices on every product, keep your cart with us and register invoices online, with order history and delivery addresses in your dashboard.',
];

export interface Competency {
  title: string;
  text: string;
}

export const COMPETENCIES: Competency[] = [
  {
    title: `${SHOP.brands} international brands`,
    text: 'We import and distribute sixty brands from Europe, North America and Asia, each registered with the UAE authorities and sourced from the manufacturer or its authorised distributor.',
  },
  {
    title: `Over ${SHOP.experienceYears} years of international experience`,
    text: 'Our buying and logistics team has run pet-supply distribution across several markets; import documentation, shelf-life planning and supplier terms are everyday work for us.',
  },
  {
    title: `An IT team of over ${SHOP.itTeam} people`,
    text: 'Our own technology team builds the ordering platform, stock control and integrations behind this shop, so the prices and availability you see are the ones we ship.',
  },
  {
    title: 'Delivery across the UAE',
    text: 'Scheduled routes from Dubai reach all seven emirates, and products marked for one-day delivery arrive the day after you order.',
  },
  {
    title: 'Quality you can check',
    text: 'Every batch is tracked from arrival to delivery with its expiry date, stored to the maker\u2019s specification and covered by our money-back guarantee.',
  },
];
