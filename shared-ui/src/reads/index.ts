/**
 * `shared-ui/reads`: the query hooks of reads two apps make. An entry of its own because they need react-query,
 * which is not in the shell's first load; their keys are in the main entry, so any app's mutation can refresh them.
 */
export { fetchAgencyClients, useAgencyClientsQuery, type AgencyClient } from './agency-clients-query';
export { useDealCategoriesQuery } from './deal-categories-query';
export { fetchMyBrands, myBrandsQuery, useMyBrandsQuery, type OwnBrand } from './my-brands-query';
