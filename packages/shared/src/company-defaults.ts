import { CUSTOM_OPTION_LABEL } from './constants.js';
import type { TSurveyOptionSet } from './schemas/entities.js';

/** Answer sets a survey question can start from; the list always ends with 'Custom' (spec §3). */
export const DEFAULT_SURVEY_OPTIONS: TSurveyOptionSet[] = [
  { label: 'Yes / No', key: 'yes-no', options: ['Yes', 'No'] },
  {
    label: 'Agree / Disagree',
    key: 'agree',
    options: ['Strongly agree', 'Agree', 'Neutral', 'Disagree', 'Strongly disagree'],
  },
  {
    label: 'Satisfaction',
    key: 'satisfaction',
    options: ['Very satisfied', 'Satisfied', 'Neutral', 'Unsatisfied', 'Very unsatisfied'],
  },
  { label: 'Rating 1-5', key: 'rating-5', options: ['1', '2', '3', '4', '5'] },
  { label: CUSTOM_OPTION_LABEL, key: 'custom', options: [''] },
];

export const DEFAULT_CELEBRATION_OPTIONS = ['Congrats', 'Cheers', 'High Five', 'Thank You'];
export const DEFAULT_MESSAGE_CATEGORIES = [
  'General',
  'Operations',
  'Safety',
  'HR',
  'Training',
  'Recognition',
];
export const DEFAULT_SURVEY_CATEGORIES = ['General', 'Feedback', 'Engagement', 'Training'];
export const DEFAULT_CELEBRATION_CATEGORIES = ['Default', 'Birthday', 'Anniversary'];
export const DEFAULT_EMPLOYEE_TYPES = ['Full-time', 'Part-time', 'Seasonal'];
export const DEFAULT_CHECKIN_TOPICS = ['How is your week going?', 'Anything blocking you?', 'Ideas to share'];
