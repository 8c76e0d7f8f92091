/**
 * Reference data for the company setup wizard and company settings:
 * industries, timezones, countries and their regions, currencies, months,
 * customer and vendor terms, dashboard widgets, and a new company's defaults.
 *
 * Pure data plus tiny lookup helpers: no I/O, safe to import from both
 * server and browser code.
 */

import { MONTH_NAMES } from "~/lib/dates";

// ---------------------------------------------------------------------------
// Industries (33, ids 1..33 in case-insensitive alphabetical order of label)
// ---------------------------------------------------------------------------

export interface Industry {
  readonly id: number;
  readonly label: string;
}

export const INDUSTRIES = [
  { id: 1, label: "Ad agency or marketing" },
  { id: 2, label: "Agriculture" },
  { id: 3, label: "Architecture" },
  { id: 4, label: "Automotive" },
  { id: 5, label: "Beauty salon or spa" },
  { id: 6, label: "Bookkeeping and accounting" },
  { id: 7, label: "Construction" },
  { id: 8, label: "Consulting" },
  { id: 9, label: "Design" },
  { id: 10, label: "Education" },
  { id: 11, label: "Engineering" },
  { id: 12, label: "Financial services" },
  { id: 13, label: "Food and beverage" },
  { id: 14, label: "General contractor" },
  { id: 15, label: "Healthcare" },
  { id: 16, label: "Hospitality" },
  { id: 17, label: "Insurance" },
  { id: 18, label: "IT consulting" },
  { id: 19, label: "Janitorial and cleaning services" },
  { id: 20, label: "Landscaping" },
  { id: 21, label: "Legal services" },
  { id: 22, label: "Manufacture companies" },
  { id: 23, label: "Medical practice" },
  { id: 24, label: "Non-profit" },
  { id: 25, label: "Photography" },
  { id: 26, label: "Printing and publishing" },
  { id: 27, label: "Property management" },
  { id: 28, label: "Real estate" },
  { id: 29, label: "Rental and leasing" },
  { id: 30, label: "Restaurant" },
  { id: 31, label: "Retail and online store" },
  { id: 32, label: "Transportation and logistics" },
  { id: 33, label: "Wholesale sales and distribution" },
] as const satisfies readonly Industry[];

export type IndustryId = (typeof INDUSTRIES)[number]["id"];

/** Default industryId in the company creation payload. */
export const DEFAULT_INDUSTRY_ID = 1;
export const IT_CONSULTING_INDUSTRY_ID = 18;

/** Label of an industry id, or "" when the id is unknown. */
export function industryLabel(id: number): string {
  return INDUSTRIES.find((i) => i.id === id)?.label ?? "";
}

// ---------------------------------------------------------------------------
// Timezones (38, ordered by UTC offset)
// ---------------------------------------------------------------------------

export const TIMEZONES = [
  "UTC-12:00 International Date Line West",
  "UTC-11:00 American Samoa, Midway Island",
  "UTC-10:00 Hawaii",
  "UTC-09:30 Marquesas Islands",
  "UTC-09:00 Alaska",
  "UTC-08:00 Pacific Time (US & Canada)",
  "UTC-07:00 Mountain Time (US & Canada)",
  "UTC-06:00 Central Time (US & Canada)",
  "UTC-05:00 Eastern Time (US & Canada)",
  "UTC-04:00 Atlantic Time (Canada)",
  "UTC-03:30 Newfoundland",
  "UTC-03:00 Brasilia, Buenos Aires",
  "UTC-02:00 Mid-Atlantic",
  "UTC-01:00 Azores, Cape Verde Islands",
  "UTC+00:00 London, Dublin, Lisbon",
  "UTC+01:00 Amsterdam, Berlin, Madrid, Paris, Rome",
  "UTC+02:00 Athens, Cairo, Helsinki, Johannesburg",
  "UTC+03:00 Istanbul, Moscow, Nairobi, Riyadh",
  "UTC+03:30 Tehran",
  "UTC+04:00 Abu Dhabi, Baku, Muscat",
  "UTC+04:30 Kabul",
  "UTC+05:00 Islamabad, Karachi, Tashkent",
  "UTC+05:30 Chennai, Kolkata, Mumbai, New Delhi",
  "UTC+05:45 Kathmandu",
  "UTC+06:00 Astana, Dhaka",
  "UTC+06:30 Yangon (Rangoon)",
  "UTC+07:00 Bangkok, Hanoi, Jakarta",
  "UTC+08:00 Beijing, Hong Kong, Perth, Singapore",
  "UTC+08:45 Eucla",
  "UTC+09:00 Osaka, Seoul, Tokyo",
  "UTC+09:30 Adelaide, Darwin",
  "UTC+10:00 Brisbane, Canberra, Melbourne, Sydney",
  "UTC+10:30 Lord Howe Island",
  "UTC+11:00 New Caledonia, Solomon Islands",
  "UTC+12:00 Auckland, Fiji, Wellington",
  "UTC+12:45 Chatham Islands",
  "UTC+13:00 Nuku'alofa, Samoa",
  "UTC+14:00 Kiritimati Island",
] as const;

export type Timezone = (typeof TIMEZONES)[number];

export const DEFAULT_TIMEZONE = "UTC+00:00 London, Dublin, Lisbon" satisfies Timezone;

// ---------------------------------------------------------------------------
// Countries (ISO 3166-1 English short names plus Kosovo, alphabetical)
// ---------------------------------------------------------------------------

export const COUNTRIES: readonly string[] = [
  "Afghanistan", "Åland Islands", "Albania", "Algeria", "American Samoa", "Andorra", "Angola",
  "Anguilla", "Antarctica", "Antigua and Barbuda", "Argentina", "Armenia", "Aruba", "Australia",
  "Austria", "Azerbaijan", "Bahamas", "Bahrain", "Bangladesh", "Barbados", "Belarus", "Belgium",
  "Belize", "Benin", "Bermuda", "Bhutan", "Bolivia", "Bosnia and Herzegovina", "Botswana",
  "Bouvet Island", "Brazil", "British Indian Ocean Territory", "British Virgin Islands", "Brunei",
  "Bulgaria", "Burkina Faso", "Burundi", "Cambodia", "Cameroon", "Canada", "Cape Verde",
  "Caribbean Netherlands", "Cayman Islands", "Central African Republic", "Chad", "Chile", "China",
  "Christmas Island", "Cocos (Keeling) Islands", "Colombia", "Comoros", "Cook Islands",
  "Costa Rica", "Côte d'Ivoire", "Croatia", "Cuba", "Curaçao", "Cyprus", "Czechia",
  "Democratic Republic of the Congo", "Denmark", "Djibouti", "Dominica", "Dominican Republic",
  "Ecuador", "Egypt", "El Salvador", "Equatorial Guinea", "Eritrea", "Estonia", "Eswatini",
  "Ethiopia", "Falkland Islands", "Faroe Islands", "Fiji", "Finland", "France", "French Guiana",
  "French Polynesia", "French Southern Territories", "Gabon", "Gambia", "Georgia", "Germany",
  "Ghana", "Gibraltar", "Greece", "Greenland", "Grenada", "Guadeloupe", "Guam", "Guatemala",
  "Guernsey", "Guinea", "Guinea-Bissau", "Guyana", "Haiti", "Heard Island and McDonald Islands",
  "Honduras", "Hong Kong", "Hungary", "Iceland", "India", "Indonesia", "Iran", "Iraq", "Ireland",
  "Isle of Man", "Israel", "Italy", "Jamaica", "Japan", "Jersey", "Jordan", "Kazakhstan", "Kenya",
  "Kiribati", "Kosovo", "Kuwait", "Kyrgyzstan", "Laos", "Latvia", "Lebanon", "Lesotho", "Liberia",
  "Libya", "Liechtenstein", "Lithuania", "Luxembourg", "Macao", "Madagascar", "Malawi", "Malaysia",
  "Maldives", "Mali", "Malta", "Marshall Islands", "Martinique", "Mauritania", "Mauritius",
  "Mayotte", "Mexico", "Micronesia", "Moldova", "Monaco", "Mongolia", "Montenegro", "Montserrat",
  "Morocco", "Mozambique", "Myanmar", "Namibia", "Nauru", "Nepal", "Netherlands", "New Caledonia",
  "New Zealand", "Nicaragua", "Niger", "Nigeria", "Niue", "Norfolk Island", "North Korea",
  "North Macedonia", "Northern Mariana Islands", "Norway", "Oman", "Pakistan", "Palau",
  "Palestine", "Panama", "Papua New Guinea", "Paraguay", "Peru", "Philippines", "Pitcairn Islands",
  "Poland", "Portugal", "Puerto Rico", "Qatar", "Republic of the Congo", "Réunion", "Romania",
  "Russia", "Rwanda", "Saint Barthélemy", "Saint Helena", "Saint Kitts and Nevis", "Saint Lucia",
  "Saint Martin", "Saint Pierre and Miquelon", "Saint Vincent and the Grenadines", "Samoa",
  "San Marino", "São Tomé and Príncipe", "Saudi Arabia", "Senegal", "Serbia", "Seychelles",
  "Sierra Leone", "Singapore", "Sint Maarten", "Slovakia", "Slovenia", "Solomon Islands",
  "Somalia", "South Africa", "South Georgia and the South Sandwich Islands", "South Korea",
  "South Sudan", "Spain", "Sri Lanka", "Sudan", "Suriname", "Svalbard and Jan Mayen", "Sweden",
  "Switzerland", "Syria", "Taiwan", "Tajikistan", "Tanzania", "Thailand", "Timor-Leste", "Togo",
  "Tokelau", "Tonga", "Trinidad and Tobago", "Tunisia", "Türkiye", "Turkmenistan",
  "Turks and Caicos Islands", "Tuvalu", "Uganda", "Ukraine", "United Arab Emirates",
  "United Kingdom", "United States", "United States Minor Outlying Islands",
  "United States Virgin Islands", "Uruguay", "Uzbekistan", "Vanuatu", "Vatican City", "Venezuela",
  "Vietnam", "Wallis and Futuna", "Western Sahara", "Yemen", "Zambia", "Zimbabwe",
];

// ---------------------------------------------------------------------------
// States / regions for some countries
// ---------------------------------------------------------------------------

export const DEFAULT_COUNTRY = "United Kingdom";
export const DEFAULT_REGION = "Buckinghamshire";

/**
 * States or regions per country. The first entry of each list is the region
 * the wizard selects when the country changes, so the United Kingdom list
 * starts with Buckinghamshire (the wizard default); every other list, and the
 * rest of the United Kingdom list, is alphabetical.
 */
export const REGIONS: Readonly<Record<string, readonly string[]>> = {
  Australia: [
    "Australian Capital Territory",
    "New South Wales",
    "Northern Territory",
    "Queensland",
    "South Australia",
    "Tasmania",
    "Victoria",
    "Western Australia",
  ],
  Canada: [
    "Alberta",
    "British Columbia",
    "Manitoba",
    "New Brunswick",
    "Newfoundland and Labrador",
    "Northwest Territories",
    "Nova Scotia",
    "Nunavut",
    "Ontario",
    "Prince Edward Island",
    "Quebec",
    "Saskatchewan",
    "Yukon",
  ],
  Germany: [
    "Baden-Württemberg",
    "Bavaria",
    "Berlin",
    "Brandenburg",
    "Bremen",
    "Hamburg",
    "Hesse",
    "Lower Saxony",
    "Mecklenburg-Vorpommern",
    "North Rhine-Westphalia",
    "Rhineland-Palatinate",
    "Saarland",
    "Saxony",
    "Saxony-Anhalt",
    "Schleswig-Holstein",
    "Thuringia",
  ],
  India: [
    "Andaman and Nicobar Islands",
    "Andhra Pradesh",
    "Arunachal Pradesh",
    "Assam",
    "Bihar",
    "Chandigarh",
    "Chhattisgarh",
    "Dadra and Nagar Haveli and Daman and Diu",
    "Delhi",
    "Goa",
    "Gujarat",
    "Haryana",
    "Himachal Pradesh",
    "Jammu and Kashmir",
    "Jharkhand",
    "Karnataka",
    "Kerala",
    "Ladakh",
    "Lakshadweep",
    "Madhya Pradesh",
    "Maharashtra",
    "Manipur",
    "Meghalaya",
    "Mizoram",
    "Nagaland",
    "Odisha",
    "Puducherry",
    "Punjab",
    "Rajasthan",
    "Sikkim",
    "Tamil Nadu",
    "Telangana",
    "Tripura",
    "Uttar Pradesh",
    "Uttarakhand",
    "West Bengal",
  ],
  Ireland: [
    "Carlow",
    "Cavan",
    "Clare",
    "Cork",
    "Donegal",
    "Dublin",
    "Galway",
    "Kerry",
    "Kildare",
    "Kilkenny",
    "Laois",
    "Leitrim",
    "Limerick",
    "Longford",
    "Louth",
    "Mayo",
    "Meath",
    "Monaghan",
    "Offaly",
    "Roscommon",
    "Sligo",
    "Tipperary",
    "Waterford",
    "Westmeath",
    "Wexford",
    "Wicklow",
  ],
  Mexico: [
    "Aguascalientes",
    "Baja California",
    "Baja California Sur",
    "Campeche",
    "Chiapas",
    "Chihuahua",
    "Coahuila",
    "Colima",
    "Durango",
    "Guanajuato",
    "Guerrero",
    "Hidalgo",
    "Jalisco",
    "Mexico City",
    "Michoacán",
    "Morelos",
    "Nayarit",
    "Nuevo León",
    "Oaxaca",
    "Puebla",
    "Querétaro",
    "Quintana Roo",
    "San Luis Potosí",
    "Sinaloa",
    "Sonora",
    "State of Mexico",
    "Tabasco",
    "Tamaulipas",
    "Tlaxcala",
    "Veracruz",
    "Yucatán",
    "Zacatecas",
  ],
  "New Zealand": [
    "Auckland",
    "Bay of Plenty",
    "Canterbury",
    "Gisborne",
    "Hawke's Bay",
    "Manawatū-Whanganui",
    "Marlborough",
    "Nelson",
    "Northland",
    "Otago",
    "Southland",
    "Taranaki",
    "Tasman",
    "Waikato",
    "Wellington",
    "West Coast",
  ],
  "South Africa": [
    "Eastern Cape",
    "Free State",
    "Gauteng",
    "KwaZulu-Natal",
    "Limpopo",
    "Mpumalanga",
    "North West",
    "Northern Cape",
    "Western Cape",
  ],
  "United Kingdom": [
    "Buckinghamshire",
    "Bedfordshire",
    "Berkshire",
    "Bristol",
    "Cambridgeshire",
    "Cheshire",
    "City of London",
    "Cornwall",
    "Cumbria",
    "Derbyshire",
    "Devon",
    "Dorset",
    "Durham",
    "East Riding of Yorkshire",
    "East Sussex",
    "Essex",
    "Gloucestershire",
    "Greater London",
    "Greater Manchester",
    "Hampshire",
    "Herefordshire",
    "Hertfordshire",
    "Isle of Wight",
    "Kent",
    "Lancashire",
    "Leicestershire",
    "Lincolnshire",
    "Merseyside",
    "Norfolk",
    "North Yorkshire",
    "Northamptonshire",
    "Northern Ireland",
    "Northumberland",
    "Nottinghamshire",
    "Oxfordshire",
    "Rutland",
    "Scotland",
    "Shropshire",
    "Somerset",
    "South Yorkshire",
    "Staffordshire",
    "Suffolk",
    "Surrey",
    "Tyne and Wear",
    "Wales",
    "Warwickshire",
    "West Midlands",
    "West Sussex",
    "West Yorkshire",
    "Wiltshire",
    "Worcestershire",
  ],
  "United States": [
    "Alabama",
    "Alaska",
    "Arizona",
    "Arkansas",
    "California",
    "Colorado",
    "Connecticut",
    "Delaware",
    "District of Columbia",
    "Florida",
    "Georgia",
    "Hawaii",
    "Idaho",
    "Illinois",
    "Indiana",
    "Iowa",
    "Kansas",
    "Kentucky",
    "Louisiana",
    "Maine",
    "Maryland",
    "Massachusetts",
    "Michigan",
    "Minnesota",
    "Mississippi",
    "Missouri",
    "Montana",
    "Nebraska",
    "Nevada",
    "New Hampshire",
    "New Jersey",
    "New Mexico",
    "New York",
    "North Carolina",
    "North Dakota",
    "Ohio",
    "Oklahoma",
    "Oregon",
    "Pennsylvania",
    "Rhode Island",
    "South Carolina",
    "South Dakota",
    "Tennessee",
    "Texas",
    "Utah",
    "Vermont",
    "Virginia",
    "Washington",
    "West Virginia",
    "Wisconsin",
    "Wyoming",
  ],
};

const NO_REGIONS: readonly string[] = Object.freeze([]);

/** States or regions listed for a country; empty when none are listed. */
export function regionsFor(country: string): readonly string[] {
  return Object.hasOwn(REGIONS, country) ? REGIONS[country] : NO_REGIONS;
}

/**
 * The region the wizard selects after the country changes: the country's
 * first listed state, or "" when it has none.
 */
export function defaultRegionFor(country: string): string {
  return regionsFor(country)[0] ?? "";
}

// ---------------------------------------------------------------------------
// Currencies (ISO 4217): USD, GBP, EUR, JPY, INR first, then by code
// ---------------------------------------------------------------------------

export interface Currency {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
}

export const CURRENCIES = [
  { id: 1, code: "USD", name: "US Dollar", symbol: "$" },
  { id: 2, code: "GBP", name: "British Pound", symbol: "£" },
  { id: 3, code: "EUR", name: "Euro", symbol: "€" },
  { id: 4, code: "JPY", name: "Japanese Yen", symbol: "¥" },
  { id: 5, code: "INR", name: "Indian Rupee", symbol: "₹" },
  { id: 6, code: "AED", name: "UAE Dirham", symbol: "د.إ" },
  { id: 7, code: "AFN", name: "Afghan Afghani", symbol: "؋" },
  { id: 8, code: "ALL", name: "Albanian Lek", symbol: "L" },
  { id: 9, code: "AMD", name: "Armenian Dram", symbol: "֏" },
  { id: 10, code: "ANG", name: "Netherlands Antillean Guilder", symbol: "ƒ" },
  { id: 11, code: "AOA", name: "Angolan Kwanza", symbol: "Kz" },
  { id: 12, code: "ARS", name: "Argentine Peso", symbol: "$" },
  { id: 13, code: "AUD", name: "Australian Dollar", symbol: "A$" },
  { id: 14, code: "AWG", name: "Aruban Florin", symbol: "ƒ" },
  { id: 15, code: "AZN", name: "Azerbaijani Manat", symbol: "₼" },
  { id: 16, code: "BAM", name: "Bosnia-Herzegovina Convertible Mark", symbol: "KM" },
  { id: 17, code: "BBD", name: "Barbadian Dollar", symbol: "Bds$" },
  { id: 18, code: "BDT", name: "Bangladeshi Taka", symbol: "৳" },
  { id: 19, code: "BGN", name: "Bulgarian Lev", symbol: "лв" },
  { id: 20, code: "BHD", name: "Bahraini Dinar", symbol: "BD" },
  { id: 21, code: "BIF", name: "Burundian Franc", symbol: "FBu" },
  { id: 22, code: "BMD", name: "Bermudian Dollar", symbol: "$" },
  { id: 23, code: "BND", name: "Brunei Dollar", symbol: "B$" },
  { id: 24, code: "BOB", name: "Bolivian Boliviano", symbol: "Bs" },
  { id: 25, code: "BRL", name: "Brazilian Real", symbol: "R$" },
  { id: 26, code: "BSD", name: "Bahamian Dollar", symbol: "$" },
  { id: 27, code: "BTN", name: "Bhutanese Ngultrum", symbol: "Nu." },
  { id: 28, code: "BWP", name: "Botswana Pula", symbol: "P" },
  { id: 29, code: "BYN", name: "Belarusian Ruble", symbol: "Br" },
  { id: 30, code: "BZD", name: "Belize Dollar", symbol: "BZ$" },
  { id: 31, code: "CAD", name: "Canadian Dollar", symbol: "CA$" },
  { id: 32, code: "CDF", name: "Congolese Franc", symbol: "FC" },
  { id: 33, code: "CHF", name: "Swiss Franc", symbol: "CHF" },
  { id: 34, code: "CLP", name: "Chilean Peso", symbol: "$" },
  { id: 35, code: "CNY", name: "Chinese Yuan", symbol: "CN¥" },
  { id: 36, code: "COP", name: "Colombian Peso", symbol: "$" },
  { id: 37, code: "CRC", name: "Costa Rican Colón", symbol: "₡" },
  { id: 38, code: "CUP", name: "Cuban Peso", symbol: "$" },
  { id: 39, code: "CVE", name: "Cape Verdean Escudo", symbol: "Esc" },
  { id: 40, code: "CZK", name: "Czech Koruna", symbol: "Kč" },
  { id: 41, code: "DJF", name: "Djiboutian Franc", symbol: "Fdj" },
  { id: 42, code: "DKK", name: "Danish Krone", symbol: "kr" },
  { id: 43, code: "DOP", name: "Dominican Peso", symbol: "RD$" },
  { id: 44, code: "DZD", name: "Algerian Dinar", symbol: "DA" },
  { id: 45, code: "EGP", name: "Egyptian Pound", symbol: "E£" },
  { id: 46, code: "ERN", name: "Eritrean Nakfa", symbol: "Nfk" },
  { id: 47, code: "ETB", name: "Ethiopian Birr", symbol: "Br" },
  { id: 48, code: "FJD", name: "Fijian Dollar", symbol: "FJ$" },
  { id: 49, code: "FKP", name: "Falkland Islands Pound", symbol: "£" },
  { id: 50, code: "GEL", name: "Georgian Lari", symbol: "₾" },
  { id: 51, code: "GHS", name: "Ghanaian Cedi", symbol: "GH₵" },
  { id: 52, code: "GIP", name: "Gibraltar Pound", symbol: "£" },
  { id: 53, code: "GMD", name: "Gambian Dalasi", symbol: "D" },
  { id: 54, code: "GNF", name: "Guinean Franc", symbol: "FG" },
  { id: 55, code: "GTQ", name: "Guatemalan Quetzal", symbol: "Q" },
  { id: 56, code: "GYD", name: "Guyanese Dollar", symbol: "G$" },
  { id: 57, code: "HKD", name: "Hong Kong Dollar", symbol: "HK$" },
  { id: 58, code: "HNL", name: "Honduran Lempira", symbol: "L" },
  { id: 59, code: "HTG", name: "Haitian Gourde", symbol: "G" },
  { id: 60, code: "HUF", name: "Hungarian Forint", symbol: "Ft" },
  { id: 61, code: "IDR", name: "Indonesian Rupiah", symbol: "Rp" },
  { id: 62, code: "ILS", name: "Israeli New Shekel", symbol: "₪" },
  { id: 63, code: "IQD", name: "Iraqi Dinar", symbol: "ع.د" },
  { id: 64, code: "IRR", name: "Iranian Rial", symbol: "﷼" },
  { id: 65, code: "ISK", name: "Icelandic Króna", symbol: "kr" },
  { id: 66, code: "JMD", name: "Jamaican Dollar", symbol: "J$" },
  { id: 67, code: "JOD", name: "Jordanian Dinar", symbol: "JD" },
  { id: 68, code: "KES", name: "Kenyan Shilling", symbol: "KSh" },
  { id: 69, code: "KGS", name: "Kyrgyzstani Som", symbol: "сом" },
  { id: 70, code: "KHR", name: "Cambodian Riel", symbol: "៛" },
  { id: 71, code: "KMF", name: "Comorian Franc", symbol: "CF" },
  { id: 72, code: "KPW", name: "North Korean Won", symbol: "₩" },
  { id: 73, code: "KRW", name: "South Korean Won", symbol: "₩" },
  { id: 74, code: "KWD", name: "Kuwaiti Dinar", symbol: "KD" },
  { id: 75, code: "KYD", name: "Cayman Islands Dollar", symbol: "CI$" },
  { id: 76, code: "KZT", name: "Kazakhstani Tenge", symbol: "₸" },
  { id: 77, code: "LAK", name: "Lao Kip", symbol: "₭" },
  { id: 78, code: "LBP", name: "Lebanese Pound", symbol: "L£" },
  { id: 79, code: "LKR", name: "Sri Lankan Rupee", symbol: "Rs" },
  { id: 80, code: "LRD", name: "Liberian Dollar", symbol: "L$" },
  { id: 81, code: "LSL", name: "Lesotho Loti", symbol: "L" },
  { id: 82, code: "LYD", name: "Libyan Dinar", symbol: "LD" },
  { id: 83, code: "MAD", name: "Moroccan Dirham", symbol: "DH" },
  { id: 84, code: "MDL", name: "Moldovan Leu", symbol: "L" },
  { id: 85, code: "MGA", name: "Malagasy Ariary", symbol: "Ar" },
  { id: 86, code: "MKD", name: "Macedonian Denar", symbol: "ден" },
  { id: 87, code: "MMK", name: "Myanmar Kyat", symbol: "K" },
  { id: 88, code: "MNT", name: "Mongolian Tögrög", symbol: "₮" },
  { id: 89, code: "MOP", name: "Macanese Pataca", symbol: "MOP$" },
  { id: 90, code: "MRU", name: "Mauritanian Ouguiya", symbol: "UM" },
  { id: 91, code: "MUR", name: "Mauritian Rupee", symbol: "₨" },
  { id: 92, code: "MVR", name: "Maldivian Rufiyaa", symbol: "Rf" },
  { id: 93, code: "MWK", name: "Malawian Kwacha", symbol: "MK" },
  { id: 94, code: "MXN", name: "Mexican Peso", symbol: "MX$" },
  { id: 95, code: "MYR", name: "Malaysian Ringgit", symbol: "RM" },
  { id: 96, code: "MZN", name: "Mozambican Metical", symbol: "MT" },
  { id: 97, code: "NAD", name: "Namibian Dollar", symbol: "N$" },
  { id: 98, code: "NGN", name: "Nigerian Naira", symbol: "₦" },
  { id: 99, code: "NIO", name: "Nicaraguan Córdoba", symbol: "C$" },
  { id: 100, code: "NOK", name: "Norwegian Krone", symbol: "kr" },
  { id: 101, code: "NPR", name: "Nepalese Rupee", symbol: "Rs" },
  { id: 102, code: "NZD", name: "New Zealand Dollar", symbol: "NZ$" },
  { id: 103, code: "OMR", name: "Omani Rial", symbol: "RO" },
  { id: 104, code: "PAB", name: "Panamanian Balboa", symbol: "B/." },
  { id: 105, code: "PEN", name: "Peruvian Sol", symbol: "S/" },
  { id: 106, code: "PGK", name: "Papua New Guinean Kina", symbol: "K" },
  { id: 107, code: "PHP", name: "Philippine Peso", symbol: "₱" },
  { id: 108, code: "PKR", name: "Pakistani Rupee", symbol: "Rs" },
  { id: 109, code: "PLN", name: "Polish Złoty", symbol: "zł" },
  { id: 110, code: "PYG", name: "Paraguayan Guaraní", symbol: "₲" },
  { id: 111, code: "QAR", name: "Qatari Riyal", symbol: "QR" },
  { id: 112, code: "RON", name: "Romanian Leu", symbol: "lei" },
  { id: 113, code: "RSD", name: "Serbian Dinar", symbol: "дин." },
  { id: 114, code: "RUB", name: "Russian Ruble", symbol: "₽" },
  { id: 115, code: "RWF", name: "Rwandan Franc", symbol: "RF" },
  { id: 116, code: "SAR", name: "Saudi Riyal", symbol: "SR" },
  { id: 117, code: "SBD", name: "Solomon Islands Dollar", symbol: "SI$" },
  { id: 118, code: "SCR", name: "Seychellois Rupee", symbol: "₨" },
  { id: 119, code: "SDG", name: "Sudanese Pound", symbol: "ج.س." },
  { id: 120, code: "SEK", name: "Swedish Krona", symbol: "kr" },
  { id: 121, code: "SGD", name: "Singapore Dollar", symbol: "S$" },
  { id: 122, code: "SHP", name: "Saint Helena Pound", symbol: "£" },
  { id: 123, code: "SLE", name: "Sierra Leonean Leone", symbol: "Le" },
  { id: 124, code: "SOS", name: "Somali Shilling", symbol: "Sh" },
  { id: 125, code: "SRD", name: "Surinamese Dollar", symbol: "Sr$" },
  { id: 126, code: "SSP", name: "South Sudanese Pound", symbol: "SS£" },
  { id: 127, code: "STN", name: "São Tomé and Príncipe Dobra", symbol: "Db" },
  { id: 128, code: "SVC", name: "Salvadoran Colón", symbol: "₡" },
  { id: 129, code: "SYP", name: "Syrian Pound", symbol: "£S" },
  { id: 130, code: "SZL", name: "Swazi Lilangeni", symbol: "E" },
  { id: 131, code: "THB", name: "Thai Baht", symbol: "฿" },
  { id: 132, code: "TJS", name: "Tajikistani Somoni", symbol: "SM" },
  { id: 133, code: "TMT", name: "Turkmenistan Manat", symbol: "m" },
  { id: 134, code: "TND", name: "Tunisian Dinar", symbol: "DT" },
  { id: 135, code: "TOP", name: "Tongan Paʻanga", symbol: "T$" },
  { id: 136, code: "TRY", name: "Turkish Lira", symbol: "₺" },
  { id: 137, code: "TTD", name: "Trinidad and Tobago Dollar", symbol: "TT$" },
  { id: 138, code: "TWD", name: "New Taiwan Dollar", symbol: "NT$" },
  { id: 139, code: "TZS", name: "Tanzanian Shilling", symbol: "TSh" },
  { id: 140, code: "UAH", name: "Ukrainian Hryvnia", symbol: "₴" },
  { id: 141, code: "UGX", name: "Ugandan Shilling", symbol: "USh" },
  { id: 142, code: "UYU", name: "Uruguayan Peso", symbol: "$U" },
  { id: 143, code: "UZS", name: "Uzbekistani Som", symbol: "soʻm" },
  { id: 144, code: "VES", name: "Venezuelan Bolívar", symbol: "Bs." },
  { id: 145, code: "VND", name: "Vietnamese Đồng", symbol: "₫" },
  { id: 146, code: "VUV", name: "Vanuatu Vatu", symbol: "VT" },
  { id: 147, code: "WST", name: "Samoan Tālā", symbol: "WS$" },
  { id: 148, code: "XAF", name: "Central African CFA Franc", symbol: "FCFA" },
  { id: 149, code: "XCD", name: "East Caribbean Dollar", symbol: "EC$" },
  { id: 150, code: "XCG", name: "Caribbean Guilder", symbol: "Cg" },
  { id: 151, code: "XOF", name: "West African CFA Franc", symbol: "F CFA" },
  { id: 152, code: "XPF", name: "CFP Franc", symbol: "₣" },
  { id: 153, code: "YER", name: "Yemeni Rial", symbol: "﷼" },
  { id: 154, code: "ZAR", name: "South African Rand", symbol: "R" },
  { id: 155, code: "ZMW", name: "Zambian Kwacha", symbol: "ZK" },
  { id: 156, code: "ZWG", name: "Zimbabwe Gold", symbol: "ZiG" },
] as const satisfies readonly Currency[];

/** The short currency list of five: USD, GBP, EUR, JPY, INR. */
export const SMALL_CURRENCIES = CURRENCIES.slice(0, 5) as readonly Currency[];

/** Default primary currency and currencyId. */
export const DEFAULT_CURRENCY_CODE = "USD";
export const DEFAULT_CURRENCY_ID = 1;

const CURRENCY_BY_CODE: ReadonlyMap<string, Currency> = new Map(CURRENCIES.map((c) => [c.code, c]));
const CURRENCY_BY_ID: ReadonlyMap<number, Currency> = new Map(CURRENCIES.map((c) => [c.id, c]));

/** Currency for an ISO 4217 code (case and surrounding spaces ignored), or undefined. */
export function currencyByCode(code: string): Currency | undefined {
  return CURRENCY_BY_CODE.get(code.trim().toUpperCase());
}

/** Currency for an id, or undefined. */
export function currencyById(id: number): Currency | undefined {
  return CURRENCY_BY_ID.get(id);
}

// ---------------------------------------------------------------------------
// Months and terminology
// ---------------------------------------------------------------------------

export const MONTHS = MONTH_NAMES;
export type Month = (typeof MONTHS)[number];
/** Default fiscal year start month. */
export const DEFAULT_FISCAL_YEAR_START: Month = "January";

export const CUSTOMER_TERMS = ["Customer", "Client", "Patient"] as const;
export type CustomerTerm = (typeof CUSTOMER_TERMS)[number];
export const DEFAULT_CUSTOMER_TERM: CustomerTerm = "Customer";

export const VENDOR_TERMS = ["Vendor", "Supplier", "Provider"] as const;
export type VendorTerm = (typeof VENDOR_TERMS)[number];
export const DEFAULT_VENDOR_TERM: VendorTerm = "Vendor";

// ---------------------------------------------------------------------------
// Dashboard widgets (18, all shown by default), in the spec's order
// ---------------------------------------------------------------------------

export const DASHBOARD_WIDGETS = [
  { key: "banking", label: "Banking" },
  { key: "expenses", label: "Expenses" },
  { key: "whoIOwe", label: "Who I Owe" },
  { key: "recentTransactions", label: "Recent Transactions" },
  { key: "accountBalances", label: "Account Balances" },
  { key: "topCustomersBySales", label: "Top Customers by Sales" },
  { key: "topItemsBySales", label: "Top Items by Sales" },
  { key: "yearOverYearIncome", label: "Year over Year Income" },
  { key: "bankAccount", label: "Bank Account" },
  { key: "moneyComingIn", label: "Money Coming In" },
  { key: "moneyGoingOut", label: "Money Going Out" },
  { key: "whoOwesMe", label: "Who Owes Me" },
  { key: "quickLinks", label: "Quick Links" },
  { key: "messagesTasks", label: "Messages And Tasks" },
  { key: "topVendorsByExpenses", label: "Top Vendors by Expenses" },
  { key: "incomeExpenseAccount", label: "Income and Expense Accounts" },
  { key: "incomes", label: "Incomes" },
  { key: "yearOverYearExpense", label: "Year over Year Expense" },
] as const satisfies readonly { key: string; label: string }[];

export type DashboardWidgetKey = (typeof DASHBOARD_WIDGETS)[number]["key"];

export const DASHBOARD_WIDGET_KEYS: readonly DashboardWidgetKey[] = DASHBOARD_WIDGETS.map((w) => w.key);

/** Today's date (YYYY-MM-DD) in a company's time zone, read from its label's UTC offset. */
export function companyToday(timezone: string, now: Date = new Date()): string {
  const match = /^UTC([+-])(\d{2}):(\d{2})/.exec(timezone);
  const offsetMinutes = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}
