/** Follow-ups (/flags): what management answers. */
export const followups = {
  title: 'Follow-ups',
  intro: 'Flagged messages, raised hands and check-ins waiting for a manager. Urgent ones come first.',
  managersOnly: 'Follow-ups are for managers.',
  loadFailed: 'Follow-ups could not be loaded.',
  flagged: 'Flagged messages',
  hands: 'Raised hands',
  checkins: 'Check-ins',
  none: 'Nothing is waiting.',
  urgent: 'Urgent',
  raisedHand: 'Raised a hand',
  someone: 'An employee',
  acknowledge: 'Acknowledge',
  acknowledgeFor: 'Acknowledge {{name}}: {{subject}}',
  modal: {
    title: 'Acknowledge',
    note: 'Note to the employee (optional)',
    noteHint: 'They are notified with it.',
    submit: 'Acknowledge',
    done: 'Acknowledged. The employee is notified.',
  },
};
