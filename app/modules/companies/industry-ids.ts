// The industry the app's own rules name: an IT consulting company's menu has the Consultant group.
// Apart from reference-data.ts so that the shell, on every page, does not bring the reference lists
// (countries, regions, currencies) into the page's scripts.
export const IT_CONSULTING_INDUSTRY_ID = 18;
