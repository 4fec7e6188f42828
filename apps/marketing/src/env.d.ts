// Build-time constants that vite.config.ts defines for both the pre-rendered pages and the bundles.
declare const __SITE_CONTACT_EMAIL__: string;
