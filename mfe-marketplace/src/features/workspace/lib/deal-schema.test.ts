import { validate } from 'shared-ui';
import { dealSchema, EMPTY_DEAL, type DealInput } from './deal-schema';

const valid: DealInput = {
  ...EMPTY_DEAL,
  title: '  Winter Hoops Clinic Host ',
  description: 'Host a two-day winter clinic for middle-school players.',
  tags: 'Basketball, coaching, basketball',
  compensation_amount: '1800.456',
  deliverables: 'Two clinic days\n\n  One recap reel ',
  max_applicants: '3',
};

test('a valid deal becomes the row the database stores', () => {
  const r = validate(dealSchema, valid);
  expect(r.success && r.data).toMatchObject({
    title: 'Winter Hoops Clinic Host',
    tags: ['basketball', 'coaching'],
    compensation_amount: 1800.46,
    deliverables: ['Two clinic days', 'One recap reel'],
    requirements: [],
    category: null,
    location: null,
    application_deadline: null,
    max_applicants: 3,
  });
});

test('what the database refuses, the form refuses first, with a message for each field', () => {
  const r = validate(dealSchema, { ...valid, title: ' ', compensation_amount: '-5', target_roles: [], application_deadline: '2020-01-01', max_applicants: '2.5' });
  expect(r.success ? {} : r.errors).toEqual({
    title: 'Give the deal a title',
    compensation_amount: 'Enter an amount of 0 or more',
    target_roles: 'Choose who the deal is for',
    application_deadline: 'The application deadline must be in the future',
    max_applicants: 'Enter a whole number above 0, or leave it empty',
  });
});
