// /contact-form in the browser: hydrates the pre-rendered questionnaire; the rest of the page is
// static HTML.
import { hydrateIsland } from '../islands/hydrate-island';
import { QuestionnaireIsland, questionnaireIslandId } from '../islands/questionnaire-island';

hydrateIsland(questionnaireIslandId, <QuestionnaireIsland />);
