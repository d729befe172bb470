import { Badge, Stack, Tabs } from '@mantine/core';
import type { TCompany } from '@teamline/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useChatGroups } from '../../api/chat';
import { can } from '../../layouts/company/abilities';
import { MyFormsCard } from '../forms/MyFormsCard';
import { InboxPage } from '../inbox/InboxPage';

const ChatPanel = lazy(() => import('../chat/ChatPanel').then((m) => ({ default: m.ChatPanel })));

function Inbox({ company }: { company: TCompany }) {
  return (
    <Stack gap="lg">
      {/* Management sees every form on the Forms page; the forms to fill are an employee's. */}
      {can(company, 'forms.respond') && !can(company, 'forms.manage') && (
        <MyFormsCard companyId={company.id} />
      )}
      <InboxPage companyId={company.id} />
    </Stack>
  );
}

/**
 * An employee's Home: the inbox, and a Chat tab beside it (issue 16) with the unread messages'
 * count; `?tab=chat` (or an open `?group=`) shows the chat.
 */
export function EmployeeHome({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const [sp, setSp] = useSearchParams();
  const chats = can(company, 'chat.use');
  const unread = (useChatGroups(company.id, chats).data ?? []).reduce((n, g) => n + g.unread_count, 0);
  if (!chats) return <Inbox company={company} />;
  const tab = sp.get('tab') === 'chat' || sp.has('group') ? 'chat' : 'inbox';
  return (
    <Tabs value={tab} onChange={(v) => setSp(v === 'chat' ? { tab: 'chat' } : {})} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="inbox">{t('home.tabs.inbox')}</Tabs.Tab>
        <Tabs.Tab
          value="chat"
          rightSection={
            unread > 0 ? (
              <Badge
                size="sm"
                color="blue.8"
                circle
                aria-label={t('home.tabs.chatUnread', { count: unread })}
              >
                {unread}
              </Badge>
            ) : null
          }
        >
          {t('home.tabs.chat')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="inbox" pt="lg">
        <Inbox company={company} />
      </Tabs.Panel>
      <Tabs.Panel value="chat" pt="lg">
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
