// /contact in the browser: hydrates the pre-rendered enterprise contact form; the rest is static HTML.
import { hydrateIsland } from '../islands/hydrate-island';
import { EnterpriseContactIsland, enterpriseContactIslandId } from '../islands/enterprise-contact-island';

hydrateIsland(enterpriseContactIslandId, <EnterpriseContactIsland />);
