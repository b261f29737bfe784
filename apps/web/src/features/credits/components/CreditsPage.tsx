import { UnderConstructionPage } from '../../../components/UnderConstructionPage';

/** /credits (issue 8): the HR review screen. Placeholder until the credits page lands. */
export function CreditsPage() {
  return <UnderConstructionPage />;
}
