import { ImportFlow } from './imports/ImportFlow';

/** EmployeeImport (spec §2 employees/employee-import): people from a CSV or XLSX file. */
export default function EmployeeImportPage() {
  return <ImportFlow kind="employees" />;
}
