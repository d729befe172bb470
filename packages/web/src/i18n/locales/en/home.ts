/** Company Home texts. */
export const home = {
  greeting: 'Welcome, {{name}}',
  greetingNoName: 'Welcome',
  teamLine: 'Your team: {{team}}',
  tabs: {
    dashboard: 'Dashboard',
    inbox: 'My inbox',
    unread_one: '{{count}} unread memo',
    unread_other: '{{count}} unread memos',
    chat: 'Chat',
    chatUnread_one: '{{count}} unread chat message',
    chatUnread_other: '{{count}} unread chat messages',
  },
  invite: {
    title: 'Invite your people',
    body: 'Send invitations by text message or e-mail, or share your team code so people can join on their own.',
    codeLabel: 'Team code',
    noCode: 'This team has no join code.',
    action: 'Go to Team Invitations',
  },
  trial: {
    title: 'Subscription',
    onTrial_one: 'Your free trial has {{count}} day left.',
    onTrial_other: 'Your free trial has {{count}} days left.',
    endsOn: 'It ends on {{date}}.',
    subscribed: 'Your subscription is active.',
    someUncovered: 'Your subscription is active, but some locations are not covered yet.',
    ended: 'Your free trial has ended.',
    inactive: 'This team has no active subscription.',
    action: 'Manage Subscription',
  },
};
