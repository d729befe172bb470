import { PlacesListPage } from './PlacesListPage';

/** Settings › Locations. */
export default function LocationsPage() {
  return <PlacesListPage kind="location" />;
}
