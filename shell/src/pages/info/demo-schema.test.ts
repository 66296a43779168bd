import { demoErrors } from './demo-schema';

const now = new Date('2026-11-22T10:00:00Z');
const valid = { fullName: 'Jordan Reyes', email: 'jordan@example.com', role: 'Athlete', organization: '', date: '2026-12-01', time: '11:00', message: '' };

describe('demo booking rules', () => {
  it('accepts a complete booking', () => {
    expect(demoErrors(valid, now)).toEqual({});
  });
  it('reports each invalid field with its message', () => {
    const errors = demoErrors({ ...valid, fullName: ' J ', email: 'nope', role: '', date: '2026-01-01', time: '' }, now);
    expect(errors).toEqual({
      fullName: 'Enter your full name (at least 2 characters)',
      email: 'Enter a valid email address',
      role: 'Choose who you are',
      date: 'Pick today or a later date',
      time: 'Pick a time slot',
    });
  });
});
