import { PatientSafetyPage } from './components/patient-safety-page';

export function Component() {
  return <PatientSafetyPage />;
}
