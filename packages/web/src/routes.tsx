import { lazy } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import type { RouteHandle } from './route-meta';

const LoginPage = lazy(() => import('./features/auth/LoginPage'));
const SignupPage = lazy(() => import('./features/auth/SignupPage'));
const RequestPasswordResetPage = lazy(() => import('./features/auth/RequestPasswordResetPage'));
const ResetPasswordPage = lazy(() => import('./features/auth/ResetPasswordPage'));
const LogoutPage = lazy(() => import('./features/auth/LogoutPage'));
const CallbackPage = lazy(() => import('./features/auth/CallbackPage'));
const MaintenancePage = lazy(() => import('./features/auth/MaintenancePage'));
const SelectionPage = lazy(() => import('./features/teams/SelectionPage'));
const CreateTeamPage = lazy(() => import('./features/teams/CreateTeamPage'));
const JoinTeamPage = lazy(() => import('./features/teams/JoinTeamPage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const CompanyArea = lazy(() => import('./layouts/CompanyArea'));
const HomePage = lazy(() => import('./features/home/HomePage'));
const TeamInvitationsPage = lazy(() => import('./features/settings/TeamInvitationsPage'));
const SubscriptionPage = lazy(() => import('./features/settings/SubscriptionPage'));
const PaymentPage = lazy(() => import('./features/billing/PaymentPage'));
const SettingsIndexPage = lazy(() => import('./features/settings/SettingsIndexPage'));
const LocationsPage = lazy(() => import('./features/settings/LocationsPage'));
const LocationFormPage = lazy(() => import('./features/settings/LocationFormPage'));
const AudiencesPage = lazy(() => import('./features/settings/AudiencesPage'));
const AudienceFormPage = lazy(() => import('./features/settings/AudienceFormPage'));
const TagsPage = lazy(() => import('./features/settings/TagsPage'));
const DevicesPage = lazy(() => import('./features/settings/DevicesPage'));
const FlagsPage = lazy(() => import('./features/settings/FlagsPage'));
const ReportsPage = lazy(() => import('./features/settings/ReportsPage'));
const MemoSettingsPage = lazy(() => import('./features/settings/MemoSettingsPage'));
const CheckinTopicsPage = lazy(() => import('./features/settings/CheckinTopicsPage'));
const SettingsIntegrationPage = lazy(() => import('./features/integrations/SettingsIntegrationPage'));
const EmployeeListPage = lazy(() => import('./features/employees/EmployeeListPage'));
const EmployeeDetailPage = lazy(() => import('./features/employees/EmployeeDetailPage'));
const EmployeeFormPage = lazy(() => import('./features/employees/EmployeeFormPage'));
const EmployeeBulkEditPage = lazy(() => import('./features/employees/EmployeeBulkEditPage'));
const EmployeeImportPage = lazy(() => import('./features/employees/EmployeeImportPage'));
const EmployeeManagerImportPage = lazy(() => import('./features/employees/EmployeeManagerImportPage'));
const FollowupsPage = lazy(() => import('./features/followups/FollowupsPage'));
const MemosListPage = lazy(() => import('./features/memos/MemosListPage'));
const MemoDetailPage = lazy(() => import('./features/memos/detail/MemoDetailPage'));
const MemoComposePage = lazy(() => import('./features/memos/compose/MemoComposePage'));
const MemoTemplatesListPage = lazy(() => import('./features/memo-templates/MemoTemplatesListPage'));
const MemoTemplatePage = lazy(() => import('./features/memo-templates/MemoTemplatePage'));
const MemoSendPage = lazy(() => import('./features/memo-sends/MemoSendPage'));
const CommunityPage = lazy(() => import('./features/memo-templates/CommunityPage'));
const CommunityTemplatePage = lazy(() => import('./features/memo-templates/CommunityTemplatePage'));
const MemoPackagesListPage = lazy(() => import('./features/memo-packages/MemoPackagesListPage'));
const MemoPackagePage = lazy(() => import('./features/memo-packages/MemoPackagePage'));
const SchedulerPage = lazy(() => import('./features/memo-scheduler/SchedulerPage'));
const FormsListPage = lazy(() => import('./features/forms/FormsListPage'));
const NewFormPage = lazy(() => import('./features/forms/NewFormPage'));
const FormPage = lazy(() => import('./features/forms/FormPage'));
const EditFormPage = lazy(() => import('./features/forms/EditFormPage'));

const FranchiseLocationsPage = lazy(() => import('./features/franchise/FranchiseLocationsPage'));
const FranchiseCallbackPage = lazy(() => import('./features/franchise/FranchiseCallbackPage'));
const FranchiseIntegratePage = lazy(() => import('./features/franchise/FranchiseIntegratePage'));
const MediaLibraryPage = lazy(() => import('./features/media/MediaLibraryPage'));
const FilesPage = lazy(() => import('./features/files/FilesPage'));
const ChatPage = lazy(() => import('./features/chat/ChatPage'));
const ComingSoonPage = lazy(() => import('./features/placeholder/ComingSoonPage'));
const AuthGuard = lazy(() => import('./layouts/AuthGuard'));
const NotFoundPage = lazy(() => import('./features/placeholder/NotFoundPage'));

/** memos → memo-sends, keeping the query (filters, page, sort). */
function ToSent() {
  const { search } = useLocation();
  return <Navigate to={`../memo-sends${search}`} relative="path" replace />;
}

const h = (name: string, tab?: RouteHandle['tab']): { handle: RouteHandle } => ({ handle: { name, tab } });

/** Company-area pages that later releases fill in; they show the layout and say so honestly. */
const later: Array<[string, string, RouteHandle['tab']]> = [];

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, ...h('Login') },
  { path: '/signup', element: <SignupPage />, ...h('Signup') },
  { path: '/request-password-reset', element: <RequestPasswordResetPage />, ...h('RequestPasswordReset') },
  { path: '/reset-password', element: <ResetPasswordPage />, ...h('ResetPassword') },
  { path: '/logout', element: <LogoutPage />, ...h('Logout') },
  // The identity provider's sign-in redirect target (spec §2 /callback): it signs the user in, so it
  // cannot wait behind the guard (decisions.md, Single sign-on).
  { path: '/callback', element: <CallbackPage />, ...h('Callback') },
  { path: '/maintenance', element: <MaintenancePage />, ...h('Maintenance') },
  {
    element: <AuthGuard />,
    children: [
      { path: '/', element: <SelectionPage />, ...h('Selection') },
      { path: '/create-team', element: <CreateTeamPage />, ...h('CreateTeam') },
      { path: '/join-team', element: <JoinTeamPage />, ...h('JoinTeam') },
      { path: '/profile', element: <ProfilePage />, ...h('Profile') },
      {
        path: '/:companyId',
        element: <CompanyArea />,
        children: [
          { index: true, element: <HomePage />, ...h('Home', 'home') },
          {
            path: 'settings/team-invitations',
            element: <TeamInvitationsPage />,
            ...h('SettingsTeamInvitations', 'settings'),
          },
          {
            path: 'settings/subscription',
            element: <SubscriptionPage />,
            ...h('Subscription', 'settings'),
          },
          // Back from checkout (spec §2): what happened, acknowledged, the company refreshed.
          { path: 'payment/:status', element: <PaymentPage />, ...h('Payment', 'settings') },
          { path: 'settings', element: <SettingsIndexPage />, ...h('Settings', 'settings') },
          { path: 'settings/locations', element: <LocationsPage />, ...h('SettingsLocations', 'settings') },
          {
            path: 'settings/new-location',
            element: <LocationFormPage />,
            ...h('SettingsNewLocation', 'settings'),
          },
          {
            path: 'settings/location/:id',
            element: <LocationFormPage />,
            ...h('SettingsLocation', 'settings'),
          },
          { path: 'settings/audiences', element: <AudiencesPage />, ...h('SettingsAudiences', 'settings') },
          {
            path: 'settings/new-audience',
            element: <AudienceFormPage />,
            ...h('SettingsNewAudience', 'settings'),
          },
          {
            path: 'settings/audience/:id',
            element: <AudienceFormPage />,
            ...h('SettingsAudience', 'settings'),
          },
          { path: 'settings/tags', element: <TagsPage />, ...h('SettingsTags', 'settings') },
          { path: 'settings/devices', element: <DevicesPage />, ...h('SettingsDevices', 'settings') },
          { path: 'settings/flags', element: <FlagsPage />, ...h('SettingsFlags', 'settings') },
          { path: 'settings/reports', element: <ReportsPage />, ...h('SettingsReports', 'settings') },
          { path: 'settings/memos', element: <MemoSettingsPage />, ...h('SettingsMemos', 'settings') },
          { path: 'settings/checkins', element: <CheckinTopicsPage />, ...h('SettingsCheckins', 'settings') },
          // Settings › Integration (issue 17): single sign-on first; SCIM and the franchise directory join it.
          {
            path: 'settings/integration',
            element: <SettingsIntegrationPage />,
            ...h('SettingsIntegration', 'settings'),
          },
          { path: 'employees', element: <EmployeeListPage />, ...h('EmployeeList', 'team') },
          { path: 'employee/:id', element: <EmployeeDetailPage />, ...h('EmployeeDetail', 'team') },
          { path: 'employees/new', element: <EmployeeFormPage />, ...h('EmployeeNew', 'team') },
          { path: 'employee/:id/edit', element: <EmployeeFormPage />, ...h('EmployeeEdit', 'team') },
          {
            path: 'employees/bulk-edit',
            element: <EmployeeBulkEditPage />,
            ...h('EmployeeBulkEdit', 'team'),
          },
          {
            path: 'employees/employee-import',
            element: <EmployeeImportPage />,
            ...h('EmployeeImport', 'team'),
          },
          {
            path: 'employees/employee-manager-import',
            element: <EmployeeManagerImportPage />,
            ...h('EmployeeManagerImport', 'team'),
          },
          { path: 'flags', element: <FollowupsPage />, ...h('FlaggedMessageList', 'flags') },
          // Memos › Sent is the spec's MemoSendsList; compose is a page of its own (decisions.md, Memos web).
          { path: 'memo-sends', element: <MemosListPage />, ...h('MemoSendsList', 'memo-sends') },
          // The memo list's old address keeps working, with its filters.
          { path: 'memos', element: <ToSent />, ...h('Memos', 'memo-sends') },
          { path: 'memos/new', element: <MemoComposePage />, ...h('MemoNew', 'memo-sends') },
          { path: 'memo/:id', element: <MemoDetailPage />, ...h('Memo', 'memo-sends') },
          { path: 'memo/:id/edit', element: <MemoComposePage />, ...h('MemoEdit', 'memo-sends') },
          // A template send (issue 12): a draft to edit and publish, or a published one's figures.
          { path: 'memo-send/:id', element: <MemoSendPage />, ...h('MemoSend', 'memo-sends') },
          // Memos › Templates and Community (issue 12); memo-template/new writes a new template.
          {
            path: 'memo-templates',
            element: <MemoTemplatesListPage />,
            ...h('MemoTemplatesList', 'memo-templates'),
          },
          {
            path: 'memo-template/:id',
            element: <MemoTemplatePage />,
            ...h('MemoTemplate', 'memo-templates'),
          },
          { path: 'community', element: <CommunityPage />, ...h('Community', 'community') },
          {
            path: 'community/:id',
            element: <CommunityTemplatePage />,
            ...h('CommunityTemplate', 'community'),
          },
          // Memos › Packages (issue 13): templates in a sequence over days, used as one send.
          {
            path: 'memo-packages',
            element: <MemoPackagesListPage />,
            ...h('MemoPackagesList', 'memo-packages'),
          },
          { path: 'memo-package/:id', element: <MemoPackagePage />, ...h('MemoPackage', 'memo-packages') },
          // Memos › Scheduler (issue 13): scheduled sends on a calendar.
          { path: 'memo-scheduler', element: <SchedulerPage />, ...h('MemoScheduler', 'memo-scheduler') },
          // Forms (issue 14): managers' list, builder and responses; an employee fills one in at form/:id.
          { path: 'forms', element: <FormsListPage />, ...h('Forms', 'forms') },
          { path: 'forms/new', element: <NewFormPage />, ...h('FormNew', 'forms') },
          { path: 'form/:id', element: <FormPage />, ...h('Form', 'forms') },
          { path: 'form/:id/edit', element: <EditFormPage />, ...h('FormEdit', 'forms') },

          // The media library (issue 14): managers' images, video, audio and PDFs.
          { path: 'media', element: <MediaLibraryPage />, ...h('Media', 'media') },
          // Files (issue 14): everyone's files while the company's 'files' flag is on.
          { path: 'files', element: <FilesPage />, ...h('Files', 'files') },
          // The franchise location directory (issue 17): signed in always (inside AuthGuard), admins only.
          {
            path: 'franchise-locations',
            element: <FranchiseLocationsPage />,
            ...h('FranchiseLocations', 'settings'),
          },
          {
            path: 'franchise-callback',
            element: <FranchiseCallbackPage />,
            ...h('FranchiseCallback', 'settings'),
          },
          {
            path: 'franchise-integrate',
            element: <FranchiseIntegratePage />,
            ...h('FranchiseIntegrate', 'settings'),
          },
          // Chat (issue 16): groups and private conversations; ?group= opens one.
          { path: 'chat', element: <ChatPage />, ...h('Chat', 'chat') },
          ...later.map(([path, name, tab]) => ({ path, element: <ComingSoonPage />, ...h(name, tab) })),
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage />, ...h('NotFound') },
];
