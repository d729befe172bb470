import { useTranslation } from 'react-i18next';
import { RequireAbility } from '../../layouts/company/NotForYou';
import { ImportFlow } from './imports/ImportFlow';

/** EmployeeManagerImport (spec §2 employees/employee-manager-import): who manages whom, from a file. */
export default function EmployeeManagerImportPage() {
  const { t } = useTranslation();
  return (
    <RequireAbility ability="employees.import" who="management" title={t('imports.managers.title')}>
      <ImportFlow kind="managers" />
    </RequireAbility>
  );
}
