import { useTranslation } from 'react-i18next';
import { RequireAbility } from '../../layouts/company/NotForYou';
import { ImportFlow } from './imports/ImportFlow';

/** EmployeeImport (spec §2 employees/employee-import): people from a CSV or XLSX file. */
export default function EmployeeImportPage() {
  const { t } = useTranslation();
  return (
    <RequireAbility ability="employees.import" who="management" title={t('imports.employees.title')}>
      <ImportFlow kind="employees" />
    </RequireAbility>
  );
}
