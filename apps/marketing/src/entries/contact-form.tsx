// /contact-form in the browser: hydrates the pre-rendered questionnaire; the rest of the page is
// static HTML.
import { hydrateRoot } from 'react-dom/client';
import {
  QuestionnaireIsland,
  questionnaireIdPrefix,
  questionnaireIslandId,
} from '../islands/questionnaire-island';

const container = document.getElementById(questionnaireIslandId);
if (container) hydrateRoot(container, <QuestionnaireIsland />, { identifierPrefix: questionnaireIdPrefix });
