// Every route of spec §2 (both documents). `path` is the router pattern; `getHref` builds a link.
export const paths = {
  login: { path: '/login', getHref: () => '/login' },
  recoverPassword: {
    path: '/recover_password/:token',
    getHref: (token: string) => `/recover_password/${encodeURIComponent(token)}`,
  },
  linkedinCallback: { path: '/linkedin/callback', getHref: () => '/linkedin/callback' },
  welcomeScreen: { path: '/welcome_screen', getHref: () => '/welcome_screen' },
  contract: { path: '/contrato/:id', getHref: (id: string) => `/contrato/${encodeURIComponent(id)}` },
  clientHiring: {
    getHref: (engageLink: string) => `/contratacao-client/${encodeURIComponent(engageLink)}`,
  },
  notFound: { path: '/no_found', getHref: () => '/no_found' },
  home: { path: '/', getHref: () => '/' },
  infoset: {
    path: '/infosets/:infosetId',
    getHref: (infosetId: string) => `/infosets/${encodeURIComponent(infosetId)}`,
    company: {
      path: 'companies/:companyId',
      getHref: (infosetId: string, companyId: string) =>
        `/infosets/${encodeURIComponent(infosetId)}/companies/${encodeURIComponent(companyId)}`,
    },
  },
  infosetByDecisor: {
    path: '/infosets/:infosetId/llm/by-decisor',
    getHref: (id: string) => `/infosets/${encodeURIComponent(id)}/llm/by-decisor`,
  },
  infosetOldByCompany: {
    path: '/infosets/:infosetId/old/llm/by-company',
    getHref: (id: string) => `/infosets/${encodeURIComponent(id)}/old/llm/by-company`,
  },
  infosetByChannel: {
    path: '/infosets/:infosetId/llm/:channel',
    getHref: (id: string, channel: string) =>
      `/infosets/${encodeURIComponent(id)}/llm/${encodeURIComponent(channel)}`,
  },
  search: { path: '/search', getHref: () => '/search' },
  searchStored: {
    path: '/search/:searchId',
    getHref: (searchId: string) => `/search/${encodeURIComponent(searchId)}`,
  },
  /** The saved searches (not a spec route: /search/history would collide with /search/:searchId). */
  history: { path: '/historico', getHref: () => '/historico' },
  searchCompany: {
    path: '/search/:searchId/:cnpj',
    getHref: (searchId: string, cnpj: string) =>
      `/search/${encodeURIComponent(searchId)}/${encodeURIComponent(cnpj)}`,
  },
  admin: {
    path: '/admin',
    sectionPath: '/admin/:section',
    getHref: (section = '') => (section ? `/admin/${section}` : '/admin'),
  },
  sharedDownload: {
    path: '/short/link_to_download_list/:code',
    getHref: (code: string) => `/short/link_to_download_list/${encodeURIComponent(code)}`,
  },
  /** A customer's referral link (ours: the contract's `referralPath`); public. */
  referralInvite: {
    path: '/indicacao/:code',
    getHref: (code: string) => `/indicacao/${encodeURIComponent(code)}`,
  },
  upgradePlans: { path: '/upgrade_plans', getHref: () => '/upgrade_plans' },
  user: {
    root: { path: '/user', getHref: () => '/user' },
    overview: { path: '/user/overview', getHref: () => '/user/overview' },
    adminPanel: { path: '/user/adminpanel', getHref: () => '/user/adminpanel' },
    password: { path: '/user/password', getHref: () => '/user/password' },
    apiTokenExport: { path: '/user/config/api-token-export', getHref: () => '/user/config/api-token-export' },
    shareAndWin: { path: '/user/share-and-win', getHref: () => '/user/share-and-win' },
    myPreferences: { path: '/user/my_preferences', getHref: () => '/user/my_preferences' },
    handoff: { path: '/user/handoff', getHref: () => '/user/handoff' },
  },
  shop: {
    root: { path: '/shop', getHref: () => '/shop' },
    overview: { path: '/shop/overview', getHref: () => '/shop/overview' },
    manageSubscriptions: { path: '/shop/manage-subscriptions', getHref: () => '/shop/manage-subscriptions' },
    anotationApp: { path: '/shop/config/anotation-app', getHref: () => '/shop/config/anotation-app' },
    mailerwebApp: { path: '/shop/config/mailerweb-app', getHref: () => '/shop/config/mailerweb-app' },
    speedmailApp: { path: '/shop/config/speedmail-app', getHref: () => '/shop/config/speedmail-app' },
    recordApp: { path: '/shop/config/record-app', getHref: () => '/shop/config/record-app' },
    exportOracle: { path: '/shop/config/export-oracle', getHref: () => '/shop/config/export-oracle' },
    whatsappAutomationApp: {
      path: '/shop/config/whatsapp-automation-app',
      getHref: () => '/shop/config/whatsapp-automation-app',
    },
  },
  crmCallback: {
    salesforce: { path: '/crm/salesforce/callback', getHref: () => '/crm/salesforce/callback' },
    hubspot: { path: '/crm/hubspot/callback', getHref: () => '/crm/hubspot/callback' },
    bitrix24: { path: '/crm/bitrix24/callback', getHref: () => '/crm/bitrix24/callback' },
    zoho: { path: '/crm/zoho/callback', getHref: () => '/crm/zoho/callback' },
  },
} as const;
