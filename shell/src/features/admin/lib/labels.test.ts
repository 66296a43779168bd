import { auditSummary } from './labels';

test('an audit row in one line', () => {
  expect(auditSummary({ from: 'athlete', to: 'creator' })).toBe('athlete → creator');
  expect(auditSummary({ name: 'Nova Startup Labs' })).toBe('Nova Startup Labs');
  expect(auditSummary({ title: 'Summer ambassador', reports_resolved: 2 })).toBe('Summer ambassador');
  expect(auditSummary({})).toBe('');
});
