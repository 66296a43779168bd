/**
 * `shared-ui/agency-clients`: an agency's roster, read by the marketplace workspace, the profile's Clients tab and
 * the agency dashboard. An entry of its own because its hook needs react-query, which is not in the shell's first load.
 */
export { agencyClientKeys } from './keys';
export { fetchAgencyClients, useAgencyClientsQuery, type AgencyClient } from './agency-clients-query';
