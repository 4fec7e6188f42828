// /contact in the browser: hydrates the pre-rendered enterprise contact form; the rest is static HTML.
import { hydrateRoot } from 'react-dom/client';
import {
  EnterpriseContactIsland,
  enterpriseContactIdPrefix,
  enterpriseContactIslandId,
} from '../islands/enterprise-contact-island';

const container = document.getElementById(enterpriseContactIslandId);
if (container)
  hydrateRoot(container, <EnterpriseContactIsland />, { identifierPrefix: enterpriseContactIdPrefix });
