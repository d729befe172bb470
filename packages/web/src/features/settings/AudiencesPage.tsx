import { PlacesListPage } from './PlacesListPage';

/** Settings › Audiences. */
export default function AudiencesPage() {
  return <PlacesListPage kind="audience" />;
}
