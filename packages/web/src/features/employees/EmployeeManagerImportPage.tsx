import { ImportFlow } from './imports/ImportFlow';

/** EmployeeManagerImport (spec §2 employees/employee-manager-import): who manages whom, from a file. */
export default function EmployeeManagerImportPage() {
  return <ImportFlow kind="managers" />;
}
