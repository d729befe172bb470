import { PlaceFormPage } from './PlaceFormPage';

/** settings/new-location and settings/location/:id. */
export default function LocationFormPage() {
  return <PlaceFormPage kind="location" />;
}
