// The fixed country list of spec section 3: 240 entries, ids 1 to 240 in alphabetical order of
// the English short names, two-letter ISO 3166 codes. Ids are stored with each customer, so an
// entry is never renumbered; uninhabited territories are left out (the shop ships to people).
// Registration starts on 225, the United Arab Emirates (DEFAULT_COUNTRY_ID in constants.ts).

export interface Country {
  id: number;
  name: string;
  code: string;
}

type Row = [id: number, code: string, name: string];

const ROWS: Row[] = [
  [1, 'AF', 'Afghanistan'], [2, 'AX', 'Åland Islands'], [3, 'AL', 'Albania'], [4, 'DZ', 'Algeria'],
  [5, 'AS', 'American Samoa'], [6, 'AD', 'Andorra'], [7, 'AO', 'Angola'], [8, 'AI', 'Anguilla'],
  [9, 'AG', 'Antigua and Barbuda'], [10, 'AR', 'Argentina'], [11, 'AM', 'Armenia'], [12, 'AW', 'Aruba'],
  [13, 'AU', 'Australia'], [14, 'AT', 'Austria'], [15, 'AZ', 'Azerbaijan'], [16, 'BS', 'Bahamas'],
  [17, 'BH', 'Bahrain'], [18, 'BD', 'Bangladesh'], [19, 'BB', 'Barbados'], [20, 'BY', 'Belarus'],
  [21, 'BE', 'Belgium'], [22, 'BZ', 'Belize'], [23, 'BJ', 'Benin'], [24, 'BM', 'Bermuda'],
  [25, 'BT', 'Bhutan'], [26, 'BO', 'Bolivia'], [27, 'BQ', 'Bonaire, Sint Eustatius and Saba'],
  [28, 'BA', 'Bosnia and Herzegovina'], [29, 'BW', 'Botswana'], [30, 'BR', 'Brazil'],
  [31, 'BN', 'Brunei Darussalam'], [32, 'BG', 'Bulgaria'], [33, 'BF', 'Burkina Faso'], [34, 'BI', 'Burundi'],
  [35, 'CV', 'Cabo Verde'], [36, 'KH', 'Cambodia'], [37, 'CM', 'Cameroon'], [38, 'CA', 'Canada'],
  [39, 'KY', 'Cayman Islands'], [40, 'CF', 'Central African Republic'], [41, 'TD', 'Chad'],
  [42, 'CL', 'Chile'], [43, 'CN', 'China'], [44, 'CO', 'Colombia'], [45, 'KM', 'Comoros'], [46, 'CG', 'Congo'],
  [47, 'CD', 'Congo, Democratic Republic of the'], [48, 'CK', 'Cook Islands'], [49, 'CR', 'Costa Rica'],
  [50, 'CI', 'Côte d\'Ivoire'], [51, 'HR', 'Croatia'], [52, 'CU', 'Cuba'], [53, 'CW', 'Curaçao'],
  [54, 'CY', 'Cyprus'], [55, 'CZ', 'Czechia'], [56, 'DK', 'Denmark'], [57, 'DJ', 'Djibouti'],
  [58, 'DM', 'Dominica'], [59, 'DO', 'Dominican Republic'], [60, 'EC', 'Ecuador'], [61, 'EG', 'Egypt'],
  [62, 'SV', 'El Salvador'], [63, 'GQ', 'Equatorial Guinea'], [64, 'ER', 'Eritrea'], [65, 'EE', 'Estonia'],
  [66, 'SZ', 'Eswatini'], [67, 'ET', 'Ethiopia'], [68, 'FK', 'Falkland Islands (Malvinas)'],
  [69, 'FO', 'Faroe Islands'], [70, 'FJ', 'Fiji'], [71, 'FI', 'Finland'], [72, 'FR', 'France'],
  [73, 'GF', 'French Guiana'], [74, 'PF', 'French Polynesia'], [75, 'GA', 'Gabon'], [76, 'GM', 'Gambia'],
  [77, 'GE', 'Georgia'], [78, 'DE', 'Germany'], [79, 'GH', 'Ghana'], [80, 'GI', 'Gibraltar'],
  [81, 'GR', 'Greece'], [82, 'GL', 'Greenland'], [83, 'GD', 'Grenada'], [84, 'GP', 'Guadeloupe'],
  [85, 'GU', 'Guam'], [86, 'GT', 'Guatemala'], [87, 'GG', 'Guernsey'], [88, 'GN', 'Guinea'],
  [89, 'GW', 'Guinea-Bissau'], [90, 'GY', 'Guyana'], [91, 'HT', 'Haiti'], [92, 'VA', 'Holy See'],
  [93, 'HN', 'Honduras'], [94, 'HK', 'Hong Kong'], [95, 'HU', 'Hungary'], [96, 'IS', 'Iceland'],
  [97, 'IN', 'India'], [98, 'ID', 'Indonesia'], [99, 'IR', 'Iran'], [100, 'IQ', 'Iraq'],
  [101, 'IE', 'Ireland'], [102, 'IM', 'Isle of Man'], [103, 'IL', 'Israel'], [104, 'IT', 'Italy'],
  [105, 'JM', 'Jamaica'], [106, 'JP', 'Japan'], [107, 'JE', 'Jersey'], [108, 'JO', 'Jordan'],
  [109, 'KZ', 'Kazakhstan'], [110, 'KE', 'Kenya'], [111, 'KI', 'Kiribati'],
  [112, 'KP', 'Korea, Democratic People\'s Republic of'], [113, 'KR', 'Korea, Republic of'],
  [114, 'KW', 'Kuwait'], [115, 'KG', 'Kyrgyzstan'], [116, 'LA', 'Lao People\'s Democratic Republic'],
  [117, 'LV', 'Latvia'], [118, 'LB', 'Lebanon'], [119, 'LS', 'Lesotho'], [120, 'LR', 'Liberia'],
  [121, 'LY', 'Libya'], [122, 'LI', 'Liechtenstein'], [123, 'LT', 'Lithuania'], [124, 'LU', 'Luxembourg'],
  [125, 'MO', 'Macao'], [126, 'MG', 'Madagascar'], [127, 'MW', 'Malawi'], [128, 'MY', 'Malaysia'],
  [129, 'MV', 'Maldives'], [130, 'ML', 'Mali'], [131, 'MT', 'Malta'], [132, 'MH', 'Marshall Islands'],
  [133, 'MQ', 'Martinique'], [134, 'MR', 'Mauritania'], [135, 'MU', 'Mauritius'], [136, 'YT', 'Mayotte'],
  [137, 'MX', 'Mexico'], [138, 'FM', 'Micronesia'], [139, 'MD', 'Moldova'], [140, 'MC', 'Monaco'],
  [141, 'MN', 'Mongolia'], [142, 'ME', 'Montenegro'], [143, 'MS', 'Montserrat'], [144, 'MA', 'Morocco'],
  [145, 'MZ', 'Mozambique'], [146, 'MM', 'Myanmar'], [147, 'NA', 'Namibia'], [148, 'NR', 'Nauru'],
  [149, 'NP', 'Nepal'], [150, 'NL', 'Netherlands'], [151, 'NC', 'New Caledonia'], [152, 'NZ', 'New Zealand'],
  [153, 'NI', 'Nicaragua'], [154, 'NE', 'Niger'], [155, 'NG', 'Nigeria'], [156, 'NU', 'Niue'],
  [157, 'NF', 'Norfolk Island'], [158, 'MK', 'North Macedonia'], [159, 'MP', 'Northern Mariana Islands'],
  [160, 'NO', 'Norway'], [161, 'OM', 'Oman'], [162, 'PK', 'Pakistan'], [163, 'PW', 'Palau'],
  [164, 'PS', 'Palestine, State of'], [165, 'PA', 'Panama'], [166, 'PG', 'Papua New Guinea'],
  [167, 'PY', 'Paraguay'], [168, 'PE', 'Peru'], [169, 'PH', 'Philippines'], [170, 'PL', 'Poland'],
  [171, 'PT', 'Portugal'], [172, 'PR', 'Puerto Rico'], [173, 'QA', 'Qatar'], [174, 'RE', 'Réunion'],
  [175, 'RO', 'Romania'], [176, 'RU', 'Russian Federation'], [177, 'RW', 'Rwanda'],
  [178, 'BL', 'Saint Barthélemy'], [179, 'SH', 'Saint Helena, Ascension and Tristan da Cunha'],
  [180, 'KN', 'Saint Kitts and Nevis'], [181, 'LC', 'Saint Lucia'], [182, 'MF', 'Saint Martin (French part)'],
  [183, 'PM', 'Saint Pierre and Miquelon'], [184, 'VC', 'Saint Vincent and the Grenadines'],
  [185, 'WS', 'Samoa'], [186, 'SM', 'San Marino'], [187, 'ST', 'Sao Tome and Principe'],
  [188, 'SA', 'Saudi Arabia'], [189, 'SN', 'Senegal'], [190, 'RS', 'Serbia'], [191, 'SC', 'Seychelles'],
  [192, 'SL', 'Sierra Leone'], [193, 'SG', 'Singapore'], [194, 'SX', 'Sint Maarten (Dutch part)'],
  [195, 'SK', 'Slovakia'], [196, 'SI', 'Slovenia'], [197, 'SB', 'Solomon Islands'], [198, 'SO', 'Somalia'],
  [199, 'ZA', 'South Africa'], [200, 'SS', 'South Sudan'], [201, 'ES', 'Spain'], [202, 'LK', 'Sri Lanka'],
  [203, 'SD', 'Sudan'], [204, 'SR', 'Suriname'], [205, 'SJ', 'Svalbard and Jan Mayen'], [206, 'SE', 'Sweden'],
  [207, 'CH', 'Switzerland'], [208, 'SY', 'Syrian Arab Republic'], [209, 'TW', 'Taiwan'],
  [210, 'TJ', 'Tajikistan'], [211, 'TZ', 'Tanzania'], [212, 'TH', 'Thailand'], [213, 'TL', 'Timor-Leste'],
  [214, 'TG', 'Togo'], [215, 'TK', 'Tokelau'], [216, 'TO', 'Tonga'], [217, 'TT', 'Trinidad and Tobago'],
  [218, 'TN', 'Tunisia'], [219, 'TR', 'Türkiye'], [220, 'TM', 'Turkmenistan'],
  [221, 'TC', 'Turks and Caicos Islands'], [222, 'TV', 'Tuvalu'], [223, 'UG', 'Uganda'],
  [224, 'UA', 'Ukraine'], [225, 'AE', 'United Arab Emirates'], [226, 'GB', 'United Kingdom'],
  [227, 'US', 'United States'], [228, 'UM', 'United States Minor Outlying Islands'], [229, 'UY', 'Uruguay'],
  [230, 'UZ', 'Uzbekistan'], [231, 'VU', 'Vanuatu'], [232, 'VE', 'Venezuela'], [233, 'VN', 'Viet Nam'],
  [234, 'VG', 'Virgin Islands (British)'], [235, 'VI', 'Virgin Islands (U.S.)'],
  [236, 'WF', 'Wallis and Futuna'], [237, 'EH', 'Western Sahara'], [238, 'YE', 'Yemen'], [239, 'ZM', 'Zambia'],
  [240, 'ZW', 'Zimbabwe'],
];

export const COUNTRIES: readonly Country[] = ROWS.map(([id, code, name]) => ({ id, name, code }));

const BY_ID = new Map(COUNTRIES.map((country) => [country.id, country]));

/** The country of an id, or undefined for 0 ('Choose a country') and unknown ids. */
export function countryById(id: number): Country | undefined {
  return BY_ID.get(id);
}
