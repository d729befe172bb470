/** User profile texts. */
export const profile = {
  title: 'User Profile',
  intro: 'How your teams see you and how Teamline reaches you.',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  phonePlaceholder: '(555)-123-4567',
  locale: 'Language',
  localeHint: 'Teamline switches language right away.',
  save: 'Save Profile',
  saved: 'Profile saved.',
  localeSaved: 'Language changed.',
};
