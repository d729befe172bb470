import type { TCompany } from '@teamline/shared';
import { can } from '../../layouts/company/abilities';

/** Whoever manages memos gets the dashboard of their reach on the Home; everyone else their inbox. */
export const showsDashboard = (company: Pick<TCompany, 'abilities'>): boolean => can(company, 'memos.manage');

// Each role's part is its own chunk: a manager's first page does not carry the employee's inbox
// and chat, nor an employee's the dashboard (docs/performance.md, "Lighthouse again").
export const loadManagementHome = () => import('./ManagementHome');
export const loadEmployeeHome = () => import('./EmployeeHome').then((m) => ({ default: m.EmployeeHome }));

/** The module of the part this company's Home shows, as the build's manifest names it (route-preload.ts). */
export const homePartModule = (company: Pick<TCompany, 'abilities'>) =>
  showsDashboard(company) ? 'src/features/home/ManagementHome.tsx' : 'src/features/home/EmployeeHome.tsx';

/** The code of the part this company's Home shows. */
export const loadHomePart = (company: Pick<TCompany, 'abilities'>) =>
  showsDashboard(company) ? loadManagementHome() : loadEmployeeHome();
