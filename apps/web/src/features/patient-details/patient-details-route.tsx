import { PatientDetailsPage } from './components/patient-details-page';

export function Component() {
  return <PatientDetailsPage />;
}
