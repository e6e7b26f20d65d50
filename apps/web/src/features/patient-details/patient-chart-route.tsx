import { PatientChartPage } from './components/patient-chart-page';

export function Component() {
  return <PatientChartPage />;
}
