/**
 * The federated floor's page, which its remote exposes as `./Home` (webpack.config.cjs): the
 * floors' page (../page.tsx). React, axios, zustand and react-i18next are the host's (shared
 * singletons); zod (mini) is bundled here.
 */
export { Home as default } from '../page';
