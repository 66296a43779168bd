import { errorPanelView } from './error-panel-rules';

describe('errorPanelView', () => {
  it('shows the message after "Component Error: " and offers Retry on the first error', () => {
    expect(errorPanelView(new Error('boom'), 1)).toEqual({
      message: 'Component Error: boom',
      countLabel: null,
      canRetry: true,
      refreshHint: null,
    });
  });

  it('falls back to "Unknown error occurred" when there is no message', () => {
    expect(errorPanelView(new Error(''), 1).message).toBe('Unknown error occurred');
    expect(errorPanelView(undefined, 1).message).toBe('Unknown error occurred');
    expect(errorPanelView({ nope: true }, 1).message).toBe('Unknown error occurred');
  });

  it('counts from the second error and still offers Retry below three', () => {
    const view = errorPanelView(new Error('x'), 2);
    expect(view.countLabel).toBe('Error occurred 2 times');
    expect(view.canRetry).toBe(true);
    expect(view.refreshHint).toBeNull();
  });

  it.each([3, 4, 10])('from the third error (%i) asks for a refresh instead of offering Retry', (count) => {
    const view = errorPanelView(new Error('x'), count);
    expect(view.countLabel).toBe(`Error occurred ${count} times`);
    expect(view.canRetry).toBe(false);
    expect(view.refreshHint).toBe('Please refresh the page if this issue persists');
  });
});
