import { PlaceFormPage } from './PlaceFormPage';

/** settings/new-audience and settings/audience/:id. */
export default function AudienceFormPage() {
  return <PlaceFormPage kind="audience" />;
}
