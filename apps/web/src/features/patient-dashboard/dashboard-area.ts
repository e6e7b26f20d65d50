import { defineArea } from '@/i18n/i18n';
import dashboardEn from 'virtual:messages/en/patient-dashboard';

/** The dashboard's and the records page's words (issue 20): English travels with the route, Hindi loads when chosen. */
export const DASHBOARD_AREA = defineArea('patient-dashboard', dashboardEn);
