import { fullStop } from './full-stop';

describe('fullStop', () => {
  it('adds a full stop, or keeps the one a name ends with', () => {
    expect(fullStop('2 active for Apex Athletics')).toBe('2 active for Apex Athletics.');
    expect(fullStop('2 active for Summit Travel Co.')).toBe('2 active for Summit Travel Co.');
    expect(fullStop('Welcome back, Yahoo!')).toBe('Welcome back, Yahoo!');
  });
});
